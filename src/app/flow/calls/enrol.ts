import { apiProgram, device } from 'virtual:carrier-settings';
import type { EnrolmentCallInput } from '../../../../machines/enrolment-details';
import type { EnrolmentAnswer } from '../../../../machines/flow-types';
import { enrolBody } from '../../../../machines/requests/enrolment';
import { apiClient, readAnswer } from '../../../api/client';
import { toEnrolmentAnswer } from '../../../api/enrolment-answer';
import { validResellerCode } from '../../../api/reseller-code';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { referralCode } from '../../../lib/referral-code';
import { sendIntent } from './send-intent';

// `enrol`: POST /public/nlad/enroll with the household's Idempotency-Key (DEC-090), its body
// built now from the answers (D51); the answer sorted by the enrolment answer's schema.

export async function enrol(input: EnrolmentCallInput): Promise<EnrolmentAnswer> {
  const json = enrolBody(input, {
    now: new Date(),
    timeZone: browserTimeZone(),
    // D4: checked before each enrolment and transfer; only a valid code is sent.
    resellerCode: await validResellerCode(referralCode()),
    program: apiProgram,
    device,
  });
  return sendIntent('enrol', json, async (idempotencyKey) => {
    const answer = await readAnswer(
      apiClient.post('public/nlad/enroll', {
        json,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    );
    return toEnrolmentAnswer(answer.body, { tabletRequested: input.tablet !== null });
  });
}
