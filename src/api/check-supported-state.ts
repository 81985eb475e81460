import type { KyInstance } from 'ky';
import { ApiError } from './api-error';
import { apiClient, messageOf, readAnswer } from './client';

/** `GET /public/acp_supported_state/{ST}`: the JSON value is read for truthiness (B §7). */
export async function checkSupportedState(
  state: string,
  api: KyInstance = apiClient,
): Promise<boolean> {
  const answer = await readAnswer(
    api.get(`public/acp_supported_state/${encodeURIComponent(state)}`),
  );
  if (!answer.ok) {
    const message = messageOf(answer.body);
    throw new ApiError('rejected', message === undefined ? {} : { message });
  }
  if (answer.body === undefined) throw new ApiError('malformed');
  return Boolean(answer.body);
}
