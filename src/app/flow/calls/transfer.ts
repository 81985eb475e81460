import { apiProgram } from 'virtual:carrier-settings';
import type { EnrolmentCallInput } from '../../../../machines/enrolment-details';
import type { EnrolmentAnswer } from '../../../../machines/flow-types';
import { transferBody } from '../../../../machines/requests/enrolment';
import { apiClient, readAnswer } from '../../../api/client';
import { toEnrolmentAnswer } from '../../../api/enrolment-answer';
import { validResellerCode } from '../../../api/reseller-code';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { referralCode } from '../../../lib/referral-code';
import { sendIntent } from './send-intent';

// `transfer`: POST /public/nlad/transfer with the household's Idempotency-Key (DEC-090), its
// body built now from the answers (D51, D55).

export async function transfer(input: EnrolmentCallInput): Promise<EnrolmentAnswer> {
  const json = transferBody(input, {
    now: new Date(),
    timeZone: browserTimeZone(),
    resellerCode: await validResellerCode(referralCode()),
    program: apiProgram,
  });
  return sendIntent('transfer', json, async (idempotencyKey) => {
    const answer = await readAnswer(
      apiClient.post('public/nlad/transfer', {
        json,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    );
    return toEnrolmentAnswer(answer.body, { tabletRequested: false });
  });
}
