import { apiProgram, certifications, signing } from 'virtual:carrier-settings';
import type { ApplicationData } from '../../../../machines/flow-types';
import {
  type CheckExtra,
  type ShownWording,
  wordingText,
} from '../../../../machines/requests/eligibility-check';
import { validResellerCode } from '../../../api/reseller-code';
import { profileTextIn } from '../../../i18n/profile-text';
import { referralCode } from '../../../lib/referral-code';
import { sha256Hex } from '../../../lib/sha256-hex';

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

/**
 * D56: the statements the agreement showed in `language` (the build's wording, the brand name
 * filled in, as the page shows them), by id in order, and the digest of their texts.
 */
export async function shownWording(language: 'en' | 'es'): Promise<ShownWording> {
  const texts = certifications.map((statement) => profileTextIn(statement, language));
  return {
    statementIds: certifications.map((statement) => statement.id),
    wordingDigest: await sha256Hex(wordingText(texts)),
  };
}

/**
 * D56: the wording for the check's signed record, read when the check is sent, in the language
 * the agreement was signed in; none where the profile keeps no record (the ACP, A §7).
 */
export async function recordedWording(application: ApplicationData): Promise<ShownWording | null> {
  const { agreement } = application;
  return signing.keepsRecord && agreement ? shownWording(agreement.language) : null;
}
