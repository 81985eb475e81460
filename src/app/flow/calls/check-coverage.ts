import type { KyInstance } from 'ky';
import * as v from 'valibot';
import type { CoverageAnswer } from '../../../../machines/flow-types';
import { ApiError } from '../../../api/api-error';
import { apiClient, messageOf, parseBody, readAnswer } from '../../../api/client';
import { stateForZip } from '../../../features/coverage/zip-ranges';

// `checkCoverage`: the zip code's state by the USPS ranges (or step 2's home state, D58), then
// GET /public/acp_supported_state/{ST} (B §4).

// DEC-089: the answer must be a JSON boolean. B §7 read it for truthiness, so "false", "no", []
// and {"supported":false} all meant "served"; an applicant was then walked into an application
// for an area the carrier does not serve. Anything but true or false is an answer we could not
// read: the zip page says so and offers the check again, and never claims either way.
const SupportedStateBody = v.boolean();

/** `GET /public/acp_supported_state/{ST}`: `true` when the provider serves that state. */
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
  return parseBody(SupportedStateBody, answer.body);
}

/**
 * B §4: zip → state through the USPS ranges, then ask the provider about that state; D58: the
 * home state step 2 gave, when it is given (the applicant may have said a zip code of another
 * state is right, D43).
 */
export async function checkCoverage(
  input: { zipCode: string; state?: string },
  isSupported: (state: string) => Promise<boolean> = checkSupportedState,
): Promise<CoverageAnswer> {
  const { zipCode } = input;
  const state = input.state || stateForZip(zipCode);
  if (!state) return { zipCode, state: null, served: false };
  return { zipCode, state, served: await isSupported(state) };
}
