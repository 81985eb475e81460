import { apiProgram } from 'virtual:carrier-settings';
import type { EligibilityAnswer } from '../../../../machines/flow-types';
import { statusCheckBody } from '../../../../machines/requests/status-check';
import { apiClient, readAnswer } from '../../../api/client';
import { toEligibilityAnswer } from '../../../api/eligibility-answer';
import { carrierUrl } from './eligibility-request';

// `checkStatus`: POST /public/acp/eligibility-check/status (B §7) with the ids as typed or
// kept, empty values removed; the answer read as the eligibility check's.

export async function checkStatus(input: {
  applicationId: string;
  eligibilityCheckId: string;
}): Promise<EligibilityAnswer> {
  const json = statusCheckBody(input, { carrierUrl: carrierUrl(), program: apiProgram });
  const answer = await readAnswer(apiClient.post('public/acp/eligibility-check/status', { json }));
  return toEligibilityAnswer(answer.body);
}
