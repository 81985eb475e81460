import type { Agreement } from './flow-types';
import type { ProgramRules } from './program-rules';

// Step 7's certification as the machine accepts it: one initial per certification of the
// build's profile, a signature and the digital-signature box, and what the signed record needs
// (D56): when (with the applicant's offset), in which language and over which wording. The
// agreement's guard sends the check only with one (application.ts), and a kept flow is read
// back only with one (D60).

/**
 * D56: when, in which language and over which wording it was signed, in one line: an ISO 8601
 * date and time with its offset (as the page writes the applicant's clock; no 13th month or
 * 25th hour), `en` or `es`, and `carrier` or `summary`.
 */
const SIGNED =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3])(:[0-5]\d){2}(\.\d+)?([+-]\d\d:\d\d|Z) (en|es) (carrier|summary)$/;

/** Whether `agreement` is a whole certification under `rules`: checked as data from anywhere. */
export function isSignedAgreement(
  agreement: unknown,
  rules: Pick<ProgramRules, 'certificationCount'>,
): agreement is Agreement {
  if (typeof agreement !== 'object' || agreement === null) return false;
  const { initials, signature, signatureConsent, signedAt, language, wording } =
    agreement as Partial<Record<string, unknown>>;
  return (
    Array.isArray(initials) &&
    initials.length === rules.certificationCount &&
    initials.every((initial) => typeof initial === 'string' && initial.trim() !== '') &&
    typeof signature === 'string' &&
    signature.trim().length >= 2 &&
    signatureConsent === true &&
    SIGNED.test(`${signedAt} ${language} ${wording}`)
  );
}
