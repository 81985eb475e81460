import type { EligibilityAnswer, LegacyData } from '../../../../machines/flow-types';
import { legacyCheckBody } from '../../../../machines/requests/legacy-check';
import { apiClient, readAnswer } from '../../../api/client';
import { toEligibilityAnswer } from '../../../api/eligibility-answer';
import { checkExtra } from './eligibility-request';

// `checkLegacyEligibility`: the short form's check (B §4), POST /public/acp/eligibility-check
// with the short form's answers as they are when it is sent.

export async function checkLegacyEligibility(input: {
  legacy: LegacyData;
  representative?: string;
}): Promise<EligibilityAnswer> {
  const json = legacyCheckBody(input.legacy, {
    ...(await checkExtra()),
    representative: input.representative ?? '',
  });
  const answer = await readAnswer(apiClient.post('public/acp/eligibility-check', { json }));
  return toEligibilityAnswer(answer.body);
}
