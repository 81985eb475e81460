import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { Tablet } from '../../machines/flow-types';
import { ApiError } from './api-error';
import { apiClient, messageOf, parseBody, readAnswer } from './client';

const Device = v.looseObject({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.nonEmpty()),
  name: v.string(),
});

/** `GET /public/device?name=` (D21): the first device of that name, or null when none. */
export async function findDeviceByName(
  name: string,
  api: KyInstance = apiClient,
): Promise<Tablet | null> {
  const answer = await readAnswer(api.get('public/device', { searchParams: { name } }));
  if (!answer.ok) {
    const message = messageOf(answer.body);
    throw new ApiError('rejected', message === undefined ? {} : { message });
  }
  const devices = parseBody(v.array(Device), answer.body);
  const first = devices[0];
  return first ? { id: first.id, name: first.name } : null;
}
