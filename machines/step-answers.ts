import type * as v from 'valibot';
import type { AnswerContext } from './answers/answer-context';
import { contactInfoAnswer } from './answers/contact-info';
import { householdAnswer } from './answers/household';
import { personalInfoAnswer } from './answers/personal-info';
import { qualificationAnswer } from './answers/qualification';
import { tribalStatusAnswer } from './answers/tribal-status';
import { type ApplicationStepKey, applicationSteps } from './screens';

// The application steps that take an answer: a step of the screen table (screens.ts) with the
// schema its page validates with and the machine checks again (DEC-171). Everything about a
// step's answer follows from this table: its event (`<step>.submitted`), its slot in the
// answers map, the order of the steps, resume, "everything answered", and which of its fields
// are never stored (D14).

interface AnswerStep {
  /** The answer's rules, message-free: each problem is a key the page words. */
  answer: (context: AnswerContext) => v.GenericSchema;
  /** Fields never written to storage (D14): after a reload the step asks for them again. */
  secrets?: readonly string[];
  /** What a product owner reads in Stately on the step's state. */
  description: string;
}

export const answerStepTable = {
  personalInfo: {
    answer: personalInfoAnswer,
    secrets: ['ssn4'],
    description: 'Step 1: names, date of birth (D7), last 4 SSN digits, language.',
  },
  contactInfo: {
    answer: contactInfoAnswer,
    description:
      'Step 2: phone, e-mail, contact consent, home address, and a mailing address only when it differs.',
  },
  household: {
    answer: householdAnswer,
    description: 'Step 3: two yes/no questions about the household and the initials twice (D5).',
  },
  qualification: {
    answer: qualificationAnswer,
    description:
      'Step 4: the qualifying program (with E4’s housing choice, or the school of a program that names one), or the income route E13 with its calculator (D12, D13).',
  },
  tribalStatus: {
    answer: tribalStatusAnswer,
    secrets: ['tribalId'],
    description: 'Step 5: the tribal box and number. Unticking clears the number.',
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

/** The secret fields of every step (D14). */
export const SECRET_FIELDS = answerSteps.flatMap(
  (step) => (answerStepTable[step] as AnswerStep).secrets ?? [],
);

type SecretsOf<T> = T extends { secrets: readonly (infer S)[] } ? S : never;

/** A field never stored (D14): `ssn4`, `tribalId`. */
export type SecretField = SecretsOf<(typeof answerStepTable)[AnswerStepKey]>;

/** The step that asks for `field` (the INVALID_TRIBAL_ID answer reopens it). */
export function stepAsking(field: SecretField): AnswerStepKey {
  const step = answerSteps.find((key) =>
    ((answerStepTable[key] as AnswerStep).secrets ?? []).includes(field),
  );
  if (!step) throw new Error(`No step asks for ${field}`);
  return step;
}
