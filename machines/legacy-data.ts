import type { LegacyData } from './flow-types';

// The short legacy flow's answers (B §2, §4): which page opens next, what a stored snapshot
// may keep, and the enrolment data a SUCCESSFUL check leads to.

export const emptyLegacy: LegacyData = {
  homeAddress: null,
  contact: null,
  question: null,
  personal: null,
  program: null,
  identity: null,
};

/** The pages in B §4's order, by the name the machine's states use. */
export const LEGACY_STEPS = [
  'homeAddress',
  'contactInformation',
  'question',
  'personalInformation',
  'confirmProgram',
  'identity',
  'review',
] as const;
export type LegacyStep = (typeof LEGACY_STEPS)[number];

/** Without a qualifying program the National Verifier needs an identity: the ID page. */
export function needsIdentity(data: LegacyData): boolean {
  return data.program !== null && !data.program.inProgram;
}

/** The first page not yet answered; 'review' when every needed one is. */
export function firstUnansweredLegacyStep(data: LegacyData): LegacyStep {
  if (!data.homeAddress) return 'homeAddress';
  if (!data.contact) return 'contactInformation';
  if (!data.question) return 'question';
  if (!data.personal) return 'personalInformation';
  if (!data.program) return 'confirmProgram';
  if (needsIdentity(data) && !data.identity) return 'identity';
  return 'review';
}

/** May `step` open? Every page before it must be answered; the ID page only without a program. */
export function canOpenLegacyStep(data: LegacyData, step: LegacyStep): boolean {
  if (step === 'identity' && !needsIdentity(data)) return false;
  return LEGACY_STEPS.indexOf(step) <= LEGACY_STEPS.indexOf(firstUnansweredLegacyStep(data));
}

/** The answer that identifies the applicant to the National Verifier was lost in a reload. */
export function legacyLacksSecrets(data: LegacyData): boolean {
  if (data.identity?.method === 'document' && needsIdentity(data)) {
    return data.identity.documentNumber.trim() === '';
  }
  return !/^\d{4}$/.test(data.question?.ssn4 ?? '');
}

/** D14: ssn4 and a document's number never reach storage. */
export function legacyWithoutSecrets(data: LegacyData): LegacyData {
  return {
    ...data,
    question: data.question ? { ...data.question, ssn4: '' } : null,
    identity: data.identity ? { ...data.identity, documentNumber: '' } : null,
  };
}
