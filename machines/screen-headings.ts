import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ScreenKey } from './screens';

// Each screen's page heading (its h1), beside the screen table rather than in it: `msg` is a
// Lingui macro, compiled by Vite, Vitest and `lingui extract`, while the Stately bundle and
// the scripts load machines/ uncompiled. The text is exactly what the page shows in English;
// the id is Lingui's hash of it, so the page's own message and this one are one catalog entry.
// Screens whose heading depends on the answer or the sub-state (the sorry page, the expired
// page, the confirmation, the National Verifier return) and the home page (its text lives in
// the home catalog) have none here; e2e/screen-headings.ts writes their rules.
// e2e/screen-headings.ts reads this file's text, since Playwright does not compile macros:
// keep one `key: msg\`…\`` entry a line. `{program}` is the profile's short name, which the
// page gives as a value (`i18n._(heading, { program })`): machines/ knows no profile.

export const screenHeadings = {
  representative: msg`Start your shift as a representative`,
  representativeConfirm: msg`Confirm the applicant answered and signed`,
  restartConfirm: msg`Start a new application?`,
  zip: msg`Check if we serve your area`,
  zipServed: msg`Congratulations, we provide service in your area`,
  personalInfo: msg`About you`,
  contactInfo: msg`How can we contact you?`,
  household: msg`Your household`,
  householdBenefit: msg`Your household already gets {program}`,
  qualification: msg`How do you qualify?`,
  tribalStatus: msg`Do you live on Tribal lands?`,
  verify: msg`Check your answers`,
  agreement: msg`Sign your application`,
  checkStatus: msg`Check Application Status`,
  reviewing: msg`Reviewing`,
  rejected: msg`We could not confirm your application`,
  toVerifier: msg`Continue your application at the National Verifier`,
  enrollStep: msg`Congratulations, you qualify`,
  enrollStepPlanOnly: msg`Congratulations, you qualify`,
  confirmAddress: msg`Confirm your shipping and enrolment details`,
  confirmAddressTransfer: msg`Confirm your details for the transfer`,
  transfer: msg`You are already enrolled in {program}`,
  enrolmentFailure: msg`Enrollment failure`,
  transferFailure: msg`Transfer failure`,
  legacyHomeAddress: msg`Your home address`,
  legacyContact: msg`How can we contact you?`,
  legacyQuestion: msg`Benefits and Social Security number`,
  legacyPersonal: msg`About you`,
  legacyProgram: msg`Your program`,
  legacyIdentity: msg`Confirm who you are`,
  legacyReview: msg`Check your answers`,
  legacyTribalLands: msg`Your household qualifies`,
  legacyNotVerified: msg`We could not verify that you are eligible`,
} satisfies Partial<Record<ScreenKey, MessageDescriptor>>;
