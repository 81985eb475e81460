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

// The National Verifier's check, from the application, the short form or a status lookup.
export const eligibilityCalls = {
  checkEligibility: async (input: { application: ApplicationData }): Promise<EligibilityAnswer> => {
    const resellerCode = await validResellerCode(referralCode());
    return postEligibilityCheck(
      buildEligibilityPayload(input.application, {
        carrierUrl: carrierUrl(),
        resellerCode,
        program: apiProgram,
      }),
    );
  },
  checkStatus: (input: {
    applicationId: string;
    eligibilityCheckId: string;
  }): Promise<EligibilityAnswer> =>
    postEligibilityStatus({ ...input, carrierUrl: carrierUrl(), program: apiProgram }),
  checkLegacyEligibility: async (input: { legacy: LegacyData }): Promise<EligibilityAnswer> => {
    const resellerCode = await validResellerCode(referralCode());
    return postEligibilityCheck(
      buildLegacyEligibilityPayload(input.legacy, {
        carrierUrl: carrierUrl(),
        resellerCode,
        program: apiProgram,
      }),
    );
  },
};
