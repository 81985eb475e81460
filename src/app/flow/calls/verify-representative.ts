import * as v from 'valibot';
import { ApiError } from '../../../api/api-error';
import { apiClient, messageOf, parseBody, readAnswer } from '../../../api/client';

// `verifyRepresentative` (D57): POST /public/representative/verify, before a representative's
// shift starts, so a mistyped or unregistered RAD ID is caught on the start page rather than
// on an applicant's check. A registered ID comes back as the provider writes it.

/** The one code the start page words as such: the ID is not in USAC's database. */
export const REP_NOT_REGISTERED = 'REP_NOT_REGISTERED';

const Registered = v.looseObject({
  registered: v.literal(true),
  repId: v.optional(v.string()),
});

const Refused = v.looseObject({
  errors: v.optional(v.array(v.looseObject({ code: v.optional(v.string()) }))),
});

export async function verifyRepresentative(input: { repId: string }): Promise<{ repId: string }> {
  const repId = input.repId.trim();
  const answer = await readAnswer(
    apiClient.post('public/representative/verify', { json: { repId } }),
  );
  if (!answer.ok) {
    const refused = v.safeParse(Refused, answer.body);
    const code = refused.success
      ? refused.output.errors?.find((error) => error.code)?.code
      : undefined;
    const message = messageOf(answer.body);
    throw new ApiError('rejected', {
      ...(code === undefined ? {} : { code }),
      ...(message === undefined ? {} : { message }),
    });
  }
  const body = parseBody(Registered, answer.body);
  return { repId: (body.repId ?? repId).toUpperCase() };
}
