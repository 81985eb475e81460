import * as v from 'valibot';
import type { AnswerContext } from './answers/answer-context';
import type { IdType } from './answers/fields';
import { flatAnswers } from './flat-answers';
import type { ApplicationData } from './flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from './program-rules';
import { type ApplicationStepKey, applicationSteps } from './screens';
import {
  type AnswerStepKey,
  type Answers,
  answerSchema,
  answerSteps,
  type SecretField,
  secretsOf,
} from './step-answers';
import { sharesTheBenefit } from './steps/household';
import { applicantIdType as idTypeOf } from './steps/personal-info';
import { qualifyingPersonFields as personFields } from './steps/qualification';
import { refusesTribalProgram } from './steps/tribal-status';

export const emptyApplication: ApplicationData = {
  answers: {},
  reviewConsent: false,
  agreement: null,
  checked: null,
};

/** The steps by the name the machine's states use: the table's application steps. */
export type StepName = ApplicationStepKey;

/** What `step`'s rules read besides its answer: the build's rules, today, the earlier answers. */
export function answerContext(rules: ProgramRules, answers: Answers): AnswerContext {
  return { rules, today: new Date(), answers };
}

/** Does `answer` pass `step`'s schema? The machine's guard for every answer step (DEC-171). */
export function isValidAnswer(
  step: AnswerStepKey,
  answer: unknown,
  rules: ProgramRules,
  answers: Answers,
): boolean {
  return v.is(answerSchema(step, answerContext(rules, answers)), answer);
}

/** The first answer step not yet answered; 'verify' when all are. */
export function firstUnansweredStep(data: ApplicationData): StepName {
  return answerSteps.find((step) => data.answers[step] === undefined) ?? 'verify';
}

/**
 * D44: the household already has its one benefit (the applicant shares money with an adult
 * who gets it): the application stops at the household step, and no check is sent. Only the
 * worksheet asks it (A §5's rules never stop here, whatever an answer holds).
 */
export function hasHouseholdBenefit(
  data: ApplicationData,
  rules: Pick<ProgramRules, 'household'> = DEFAULT_PROGRAM_RULES,
): boolean {
  return rules.household.worksheet && sharesTheBenefit(data.answers.household);
}

/**
 * May step `step` open? Every step before it must be answered (D10, and no skipping), and
 * none after the household step opens for a household that already has its benefit (D44).
 */
export function canOpenStep(
  data: ApplicationData,
  step: StepName,
  rules: Pick<ProgramRules, 'household'> = DEFAULT_PROGRAM_RULES,
): boolean {
  const index = applicationSteps.indexOf(step);
  if (hasHouseholdBenefit(data, rules) && index > applicationSteps.indexOf('household'))
    return false;
  const unanswered = applicationSteps.indexOf(firstUnansweredStep(data));
  if (step === 'agreement')
    return unanswered >= applicationSteps.indexOf('verify') && data.reviewConsent;
  return index <= unanswered;
}

/**
 * The number the applicant gives for who they are: the one step 1 says (D40), else A §4's
 * rule, the Tribal number with the Tribal box ticked and the SSN digits otherwise.
 */
export function applicantIdType(answers: Answers): IdType {
  return idTypeOf(flatAnswers(answers) as Record<string, unknown>);
}

/** The secret fields the answers need: the applicant's number, and a dependent's (D41). */
function secretsNeeded(answers: Answers): SecretField[] {
  const needed: SecretField[] = [];
  if (answers.personalInfo) needed.push(applicantIdType(answers));
  const qualification = answers.qualification;
  if (qualification?.qualifyingPerson === 'dependent') {
    needed.push(qualification.bqpIdType === 'tribalId' ? 'bqpTribalId' : 'bqpSsn4');
  }
  return needed;
}

/**
 * The numbers are never stored (D14): after a reload they are asked again before the
 * application can be sent. The secrets the application needs and has not got, in page order.
 */
export function missingSecrets(data: ApplicationData): SecretField[] {
  const flat = flatAnswers(data.answers) as Partial<Record<SecretField, string>>;
  return secretsNeeded(data.answers).filter((field) => !flat[field]);
}

/** The first secret the application needs and has not got. */
export function missingSecret(data: ApplicationData): SecretField | null {
  return missingSecrets(data)[0] ?? null;
}

export function lacksSecrets(data: ApplicationData): boolean {
  return missingSecrets(data).length > 0;
}

/** The application with the secrets typed again after a reload put back in their steps. */
export function withSecrets(
  data: ApplicationData,
  secrets: Partial<Record<SecretField, string>>,
): ApplicationData {
  return { ...data, answers: mapSecrets(data.answers, (field, value) => secrets[field] || value) };
}

/** Without the secrets, so a stored snapshot never holds them (D14). */
export function withoutSecrets(data: ApplicationData): ApplicationData {
  return {
    ...data,
    answers: mapSecrets(data.answers, () => ''),
    ...(data.checked ? { checked: mapSecrets(data.checked, () => '') } : {}),
  };
}

/**
 * D51: the fields whose answer differs from the one the last eligibility check was sent with,
 * by step (none before a check). A number never stored (D14) counts only while both are known:
 * after a reload it is typed again, and the check's copy has lost it.
 */
export function changedSinceCheck(data: ApplicationData): Partial<Record<AnswerStepKey, string[]>> {
  const checked = data.checked;
  if (!checked) return {};
  const changed: Partial<Record<AnswerStepKey, string[]>> = {};
  for (const step of answerSteps) {
    const before = (checked[step] ?? {}) as Record<string, unknown>;
    const now = (data.answers[step] ?? {}) as Record<string, unknown>;
    const secrets: readonly string[] = secretsOf(step);
    const fields = [...new Set([...Object.keys(before), ...Object.keys(now)])].filter((field) => {
      if (secrets.includes(field) && (!before[field] || !now[field])) return false;
      return JSON.stringify(before[field]) !== JSON.stringify(now[field]);
    });
    if (fields.length > 0) changed[step] = fields;
  }
  return changed;
}

/** D51: an answer differs from what the last eligibility check was sent with. */
export function isChangedSinceCheck(data: ApplicationData): boolean {
  return Object.keys(changedSinceCheck(data)).length > 0;
}

/** Each secret an answer holds, replaced; an answer never gains a field it did not hold. */
function mapSecrets(
  answers: Answers,
  secret: (field: SecretField, value: string) => string,
): Answers {
  const next: Record<string, unknown> = { ...answers };
  for (const step of answerSteps) {
    const answer = answers[step] as Record<string, unknown> | undefined;
    const fields = secretsOf(step).filter((field) => answer && field in answer);
    if (!answer || fields.length === 0) continue;
    next[step] = {
      ...answer,
      ...Object.fromEntries(fields.map((field) => [field, secret(field, String(answer[field]))])),
    };
  }
  return next as Answers;
}

/**
 * D45: the program chosen counts only on Tribal lands and the household said it does not live
 * on them. The steps refuse it whichever answer came first; the agreement checks it again.
 */
export function breaksTribalLandsRule(data: ApplicationData, rules: ProgramRules): boolean {
  const { qualification, tribalStatus } = data.answers;
  return refusesTribalProgram(
    { rules },
    qualification?.eligibilityProgramCode,
    tribalStatus?.checkTribal,
  );
}

/** D41: the benefit qualifying person's `bqp*` fields, all or nothing (steps/qualification.ts). */
export function qualifyingPersonFields(answers: Answers): Record<string, string> | null {
  return personFields(answers.qualification);
}
