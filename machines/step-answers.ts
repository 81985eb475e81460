import type * as v from 'valibot';
import type { AnswerContext } from './answers/answer-context';
import { personalInfoAnswer } from './answers/personal-info';
import { qualificationAnswer } from './answers/qualification';
import { tribalStatusAnswer } from './answers/tribal-status';
import { type FieldList, stepSchema } from './fields/field-list';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from './program-rules';
import { type ApplicationStepKey, applicationSteps } from './screens';
import { type ContactInfo, contactInfoChecks, contactInfoFields } from './steps/contact-info';
import { type HouseholdAnswer, householdFields } from './steps/household';

// The application steps that take an answer: a step of the screen table (screens.ts) with the
// schema its page validates with and the machine checks again (DEC-171). Everything about a
// step's answer follows from this table: its event (`<step>.submitted`), its slot in the
// answers map, the order of the steps, resume, "everything answered", and which of its fields
// are never stored (D14).

/** Whether the build's rules have a step ask a field (the profile's identityRules, D40). */
type Asks = (rules: ProgramRules) => boolean;

interface AnswerStep {
  /** The answer's rules, message-free: each problem is a key the page words. */
  answer: (context: AnswerContext) => v.GenericSchema;
  /** The step's questions, one row each (machines/fields/field-list.ts). */
  fields?: FieldList;
  /**
   * Fields never written to storage (D14): after a reload the step asks for them again. Each
   * says whether the build's rules have this step ask it: a profile may ask the Tribal ID on
   * step 1 (D40) rather than with the Tribal box (A §4).
   */
  secrets?: Readonly<Record<string, Asks>>;
  /** What a product owner reads in Stately on the step's state. */
  description: string;
}

const always: Asks = () => true;
const tribalIdOnStep1: Asks = (rules) => rules.identity.tribalIdForSsn;
const asksQualifyingPerson: Asks = (rules) => rules.identity.benefitQualifyingPerson;

export const answerStepTable = {
  personalInfo: {
    answer: personalInfoAnswer,
    secrets: { ssn4: always, tribalId: tribalIdOnStep1 },
    description:
      'Step 1: names, date of birth (D7), last 4 SSN digits, language. Under identityRules also a middle name, the SSN digits or a Tribal ID (D40), and age 18 by the full date of birth or an emancipated minor (D41).',
  },
  contactInfo: {
    fields: contactInfoFields,
    answer: (context: AnswerContext) =>
      stepSchema(contactInfoFields, context, contactInfoChecks) as v.GenericSchema<
        unknown,
        ContactInfo
      >,
    description:
      'Step 2: phone, e-mail, contact consent, home address, and a mailing address only when it differs.',
  },
  household: {
    fields: householdFields,
    answer: (context: AnswerContext) =>
      stepSchema(householdFields, context) as v.GenericSchema<unknown, HouseholdAnswer>,
    description: 'Step 3: two yes/no questions about the household and the initials twice (D5).',
  },
  qualification: {
    answer: qualificationAnswer,
    secrets: { bqpSsn4: asksQualifyingPerson, bqpTribalId: asksQualifyingPerson },
    description:
      'Step 4: the qualifying program (with E4’s housing choice, or the school of a program that names one), or the income route E13 with its calculator (D12, D13). Under identityRules also who takes part: the applicant or their child or dependent, with that person’s name, date of birth and number (D41); a Tribal-lands-only program needs the household on Tribal lands (D45).',
  },
  tribalStatus: {
    answer: tribalStatusAnswer,
    secrets: { tribalId: (rules) => !rules.identity.tribalIdForSsn },
    description:
      'Step 5: the tribal box and number; unticking clears the number (A §4). Under identityRules only “do you live on Tribal lands?” (D40), a yes that a Tribal-lands-only program needs (D45).',
  },
} as const satisfies Partial<Record<ApplicationStepKey, AnswerStep>>;

export type AnswerStepKey = keyof typeof answerStepTable;

/** A step's answer, as its schema gives it. */
export type StepAnswer<K extends AnswerStepKey> = v.InferOutput<
  ReturnType<(typeof answerStepTable)[K]['answer']>
>;

/** Every answer given so far, by step. */
export type Answers = { [K in AnswerStepKey]?: StepAnswer<K> };

/** The answer steps in the screen table's order. */
export const answerSteps = applicationSteps.filter(
  (key): key is AnswerStepKey => key in answerStepTable,
);

/** The event a step's page sends with its answer. */
export type StepAnswered = {
  [K in AnswerStepKey]: { type: `${K}.submitted`; answer: StepAnswer<K> };
}[AnswerStepKey];

export const answeredEvent = <K extends AnswerStepKey>(step: K) => `${step}.submitted` as const;

/** The schema `step`'s answer must pass, under the build's rules, today, after `answers`. */
export function answerSchema(step: AnswerStepKey, context: AnswerContext): v.GenericSchema {
  return answerStepTable[step].answer(context);
}

type SecretsOf<T> = T extends { secrets: infer S } ? keyof S & string : never;

/** A field never stored (D14): `ssn4`, `tribalId`, the benefit qualifying person's. */
export type SecretField = SecretsOf<(typeof answerStepTable)[AnswerStepKey]>;

/** The secret fields `step`'s answer may hold, whichever the profile (D14). */
export function secretsOf(step: AnswerStepKey): SecretField[] {
  return Object.keys((answerStepTable[step] as AnswerStep).secrets ?? {}) as SecretField[];
}

/** The secret fields of every step (D14). */
export const SECRET_FIELDS = [...new Set(answerSteps.flatMap(secretsOf))];

/** The step that asks for `field` under `rules` (the INVALID_TRIBAL_ID answer reopens it). */
export function stepAsking(
  field: SecretField,
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
): AnswerStepKey {
  const step = answerSteps.find((key) =>
    Boolean((answerStepTable[key] as AnswerStep).secrets?.[field]?.(rules)),
  );
  if (!step) throw new Error(`No step asks for ${field}`);
  return step;
}

/** The rows of a step whose questions are listed (machines/steps/), or undefined. */
export function answerStepFields(step: AnswerStepKey): FieldList | undefined {
  return (answerStepTable[step] as AnswerStep).fields;
}
