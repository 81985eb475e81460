import * as v from 'valibot';
import { type FieldList, type RuleContext, stepSchema } from './fields/field-list';
import type { LegacyData } from './flow-types';
import { legacyContactFields } from './steps/legacy-contact';
import { legacyHomeAddressFields } from './steps/legacy-home-address';
import { legacyIdentityFields } from './steps/legacy-identity';
import { legacyPersonalFields } from './steps/legacy-personal';
import { legacyProgramFields } from './steps/legacy-program';
import { legacyQuestionFields } from './steps/legacy-question';

// The short legacy flow's answers (B §2, §4): each page's rows (machines/steps/legacy-*.ts),
// which page opens next, and what a stored snapshot may keep (D14).

export const emptyLegacy: LegacyData = {
  homeAddress: null,
  contact: null,
  question: null,
  personal: null,
  program: null,
  identity: null,
};

/** Each answer of the short form, by its slot in `LegacyData`, with its page's rows. */
export const legacyAnswerFields = {
  homeAddress: legacyHomeAddressFields,
  contact: legacyContactFields,
  question: legacyQuestionFields,
  personal: legacyPersonalFields,
  program: legacyProgramFields,
  identity: legacyIdentityFields,
} as const satisfies Record<keyof LegacyData, FieldList>;

export type LegacyAnswerKey = keyof typeof legacyAnswerFields;

/** Does `answer` pass its page's schema, the one the page validated with (DEC-171)? */
export function isValidLegacyAnswer(
  key: LegacyAnswerKey,
  answer: unknown,
  context: RuleContext,
): boolean {
  return v.is(stepSchema(legacyAnswerFields[key], context), answer);
}

/** The ID page's answer; by the SSN digits, with the digits it asked again or the question page's. */
export function isValidLegacyIdentity(
  identity: { method: string },
  ssn4: string | undefined,
  context: RuleContext,
): boolean {
  return (
    isValidLegacyAnswer('identity', identity, context) &&
    (identity.method !== 'ssn' || v.is(legacyQuestionFields.ssn4.rule(), ssn4 ?? ''))
  );
}

/** Every answer given so far, in one record (no two pages ask the same field). */
export const flatLegacy = (data: LegacyData): Record<string, unknown> =>
  Object.assign({}, ...Object.values(data));

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

/**
 * D14: the secret the check identifies the applicant by (a document's number, or the SSN
 * digits), when a reload lost it and the review must ask for it again; null when it is there.
 */
export function legacySecretToAsk(data: LegacyData): 'ssn4' | 'documentNumber' | null {
  const byDocument = needsIdentity(data) && data.identity?.method === 'document';
  const value = byDocument ? data.identity?.documentNumber : data.question?.ssn4;
  const rule = byDocument
    ? legacyIdentityFields.documentNumber.rule()
    : legacyQuestionFields.ssn4.rule();
  if (v.is(rule, value ?? '')) return null;
  return byDocument ? 'documentNumber' : 'ssn4';
}

/** D14: the secret rows (the SSN digits, a document's number) never reach storage. */
export function legacyWithoutSecrets(data: LegacyData): LegacyData {
  const stored = Object.entries(data).map(([key, answer]) => {
    const rows: FieldList = legacyAnswerFields[key as LegacyAnswerKey] ?? {};
    const secrets = Object.keys(rows).filter((name) => rows[name]?.secret);
    return [key, answer && { ...answer, ...Object.fromEntries(secrets.map((name) => [name, ''])) }];
  });
  return Object.fromEntries(stored) as LegacyData;
}
