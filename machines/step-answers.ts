import type * as v from 'valibot';
import type { AnswerContext } from './answers/answer-context';
import {
  type AnswerOf,
  type FieldList,
  type FieldRow,
  type StepCheck,
  stepSchema,
} from './fields/field-list';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from './program-rules';
import { type ApplicationStepKey, applicationSteps } from './screens';
import { contactInfoChecks, contactInfoFields } from './steps/contact-info';
import { householdFields } from './steps/household';
import { personalInfoFields } from './steps/personal-info';
import { qualificationFields } from './steps/qualification';
import { tribalStatusFields } from './steps/tribal-status';

// The application steps that take an answer: a step of the screen table (screens.ts) with its
// questions, one row each (machines/steps/, DEC-200), whose schema the page validates with and
// the machine checks again (DEC-171). Everything about a step's answer follows from this table:
// its event (`<step>.submitted`), its slot in the answers map, the order of the steps, resume,
// "everything answered", and which of its fields are never stored (D14: its secret rows).

interface AnswerStep {
  /** The step's questions, one row each (machines/fields/field-list.ts). */
  fields: FieldList;
  /** Checks across its fields that a row's `when` cannot say (D43's zip code of another state). */
  checks?: readonly StepCheck[];
  /** What a product owner reads in Stately on the step's state. */
  description: string;
}

export const answerStepTable = {
  personalInfo: {
    fields: personalInfoFields,
    description:
      'Step 1: names, date of birth (D7), last 4 SSN digits, language. Under identityRules also a middle name, the SSN digits or a Tribal ID (D40), and age 18 by the full date of birth or an emancipated minor (D41).',
  },
  contactInfo: {
    fields: contactInfoFields,
    checks: contactInfoChecks,
    description:
      'Step 2: phone, e-mail, contact consent, home address, and a mailing address only when it differs.',
  },
  household: {
    fields: householdFields,
    description: 'Step 3: two yes/no questions about the household and the initials twice (D5).',
  },
  qualification: {
    fields: qualificationFields,
    description:
      'Step 4: the qualifying program (with E4’s housing choice, or the school of a program that names one), or the income route E13 with its calculator (D12, D13). Under identityRules also who takes part: the applicant or their child or dependent, with that person’s name, date of birth and number (D41); a Tribal-lands-only program needs the household on Tribal lands (D45).',
  },
  tribalStatus: {
    fields: tribalStatusFields,
    description:
      'Step 5: the tribal box and number; unticking clears the number (A §4). Under identityRules only “do you live on Tribal lands?” (D40), a yes that a Tribal-lands-only program needs (D45).',
  },
} as const satisfies Partial<Record<ApplicationStepKey, AnswerStep>>;

export type AnswerStepKey = keyof typeof answerStepTable;

/** A step's answer, as its rows give it. */
export type StepAnswer<K extends AnswerStepKey> = AnswerOf<(typeof answerStepTable)[K]['fields']>;

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
  const entry: AnswerStep = answerStepTable[step];
  return stepSchema(entry.fields, context, entry.checks);
}

/** A field never stored (D14): `ssn4`, `tribalId`, the benefit qualifying person's. */
export type SecretField = 'ssn4' | 'tribalId' | 'bqpSsn4' | 'bqpTribalId';

/** The secret fields `step`'s answer may hold, whichever the profile (D14). */
export function secretsOf(step: AnswerStepKey): SecretField[] {
  const fields: FieldList = answerStepTable[step].fields;
  return Object.keys(fields).filter((name) => fields[name]?.secret) as SecretField[];
}

/** The secret fields of every step (D14). */
export const SECRET_FIELDS = [...new Set(answerSteps.flatMap(secretsOf))];

/** The step that asks for `field` under `rules` (the INVALID_TRIBAL_ID answer reopens it). */
export function stepAsking(
  field: SecretField,
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
): AnswerStepKey {
  const step = answerSteps.find((key) => {
    const row: FieldRow | undefined = (answerStepTable[key].fields as FieldList)[field];
    return row?.secret === true && (row.asked?.(rules) ?? true);
  });
  if (!step) throw new Error(`No step asks for ${field}`);
  return step;
}

/** The rows of a step (machines/steps/). */
export function answerStepFields(step: AnswerStepKey): FieldList {
  return answerStepTable[step].fields;
}
