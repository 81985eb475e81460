import { apiProgram } from 'virtual:carrier-settings';
import type { CheckExtra } from '../../../../machines/requests/eligibility-check';
import { validResellerCode } from '../../../api/reseller-code';
import { referralCode } from '../../../lib/referral-code';

/** Where the National Verifier sends the applicant back (provider-api.md `carrierUrl`). */
export function carrierUrl(): string {
  return new URL('/ACPEligibilityCheck', window.location.origin).href;
}

/** D4: the referral code goes with a check only once the provider has said it is valid. */
export async function checkExtra(): Promise<CheckExtra> {
  return {
    carrierUrl: carrierUrl(),
    resellerCode: await validResellerCode(referralCode()),
    program: apiProgram,
  };
}
