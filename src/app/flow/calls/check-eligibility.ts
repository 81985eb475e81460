import type { ApplicationData, EligibilityAnswer } from '../../../../machines/flow-types';
import { eligibilityCheckBody } from '../../../../machines/requests/eligibility-check';
import { apiClient, readAnswer } from '../../../api/client';
import { toEligibilityAnswer } from '../../../api/eligibility-answer';
import { checkExtra, recordedWording } from './eligibility-request';

// `checkEligibility`: POST /public/acp/eligibility-check (D1) with the application's answers
// as they are when it is sent (D51), and the signed record where the profile keeps one (D56:
// its wording's digest is computed here, by WebCrypto, when it is sent); the answer read by
// the eligibility answer's schema.

export async function checkEligibility(input: {
  application: ApplicationData;
  representative?: string;
}): Promise<EligibilityAnswer> {
  const json = eligibilityCheckBody(input.application, {
    ...(await checkExtra()),
    shownWording: await recordedWording(input.application),
    representative: input.representative ?? '',
  });
  const answer = await readAnswer(apiClient.post('public/acp/eligibility-check', { json }));
  return toEligibilityAnswer(answer.body);
}
