import type { Agreement } from './flow-types';
import type { ProgramRules } from './program-rules';

// Step 7's certification as the machine accepts it: one initial per certification of the
// build's profile, a signature and the digital-signature box. The agreement's guard sends the
// check only with one (application.ts), and a kept flow is read back only with one (D60).

/** Whether `agreement` is a whole certification under `rules`: checked as data from anywhere. */
export function isSignedAgreement(
  agreement: unknown,
  rules: Pick<ProgramRules, 'certificationCount'>,
): agreement is Agreement {
  if (typeof agreement !== 'object' || agreement === null) return false;
  const { initials, signature, signatureConsent } = agreement as Partial<Record<string, unknown>>;
  return (
    Array.isArray(initials) &&
    initials.length === rules.certificationCount &&
    initials.every((initial) => typeof initial === 'string' && initial.trim() !== '') &&
    typeof signature === 'string' &&
    signature.trim().length >= 2 &&
    signatureConsent === true
  );
}
