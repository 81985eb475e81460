import { apiProgram } from 'virtual:carrier-settings';
import type {
  ApplicationData,
  EligibilityAnswer,
  LegacyData,
} from '../../../../machines/flow-types';
import { postEligibilityCheck, postEligibilityStatus } from '../../../api/eligibility';
import { validResellerCode } from '../../../api/reseller-code';
import { buildEligibilityPayload } from '../../../features/application/eligibility-payload';
import { buildLegacyEligibilityPayload } from '../../../features/legacy/legacy-eligibility-payload';
import { referralCode } from '../../../lib/referral-code';

/** Where the National Verifier sends the applicant back (provider-api.md `carrierUrl`). */
export function carrierUrl(): string {
  return new URL('/ACPEligibilityCheck', window.location.origin).href;
}

type CheckExtra = Parameters<typeof buildEligibilityPayload>[1];

/** D4: the referral code goes with a check only once the provider has said it is valid. */
async function postCheck(payloadOf: (extra: CheckExtra) => Record<string, string>) {
  const resellerCode = await validResellerCode(referralCode());
  return postEligibilityCheck(
    payloadOf({ carrierUrl: carrierUrl(), resellerCode, program: apiProgram }),
  );
}

// The National Verifier's check, from the application, the short form or a status lookup.
export const eligibilityCalls = {
  checkEligibility: (input: { application: ApplicationData }): Promise<EligibilityAnswer> =>
    postCheck((extra) => buildEligibilityPayload(input.application, extra)),
  checkStatus: (input: {
    applicationId: string;
    eligibilityCheckId: string;
  }): Promise<EligibilityAnswer> =>
    postEligibilityStatus({ ...input, carrierUrl: carrierUrl(), program: apiProgram }),
  checkLegacyEligibility: (input: { legacy: LegacyData }): Promise<EligibilityAnswer> =>
    postCheck((extra) => buildLegacyEligibilityPayload(input.legacy, extra)),
};
