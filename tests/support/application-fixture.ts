import type { AnswerContext } from '../../machines/answers/answer-context';
import { NO, YES } from '../../machines/answers/fields';
import { withoutSecrets } from '../../machines/application-data';
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import { completedAnswer, exampleAnswer } from '../../machines/fields/field-list';
import type { FlatAnswers } from '../../machines/flat-answers';
import type {
  Agreement,
  ApplicationData,
  ContactInfo,
  HouseholdInfo,
  PersonalInfo,
  Qualification,
} from '../../machines/flow-types';
import { emptyLegacy } from '../../machines/legacy-data';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import {
  type AnswerStepKey,
  type Answers,
  answeredEvent,
  answerStepFields,
  answerSteps,
  type StepAnswer,
  type StepAnswered,
} from '../../machines/step-answers';
import { householdFields, sharesTheBenefit } from '../../machines/steps/household';
import type { ShippingDetails } from '../../machines/steps/shipping-details';
import { sameAnswer, unansweredBeyond, yesNoVariants } from './answer-variants';

// The one complete application of the tests: a realistic household with every answer step
// given, for tests that start the machine at the review or later, and the model's walk.
// Spread and override what a test needs; `afterReload` gives the same data as a reloaded tab
// holds it (D14: no ssn4, no tribal number).

/** The SSN digits of the fixture: a test can assert they never render. */
export const FIXTURE_SSN4 = '4821';
/** The tribal number of `tribalApplication`: it must never render either. */
export const FIXTURE_TRIBAL_ID = 'TR-55012';

/** The build's rules where a test names none: the ACP's (A §5). */
const acpContext: AnswerContext = { rules: DEFAULT_PROGRAM_RULES, today: new Date(), answers: {} };

/**
 * Each step's answer as its rows' examples give it (machines/steps/): a new row's example is in
 * the fixture, the model's events, the form fills and the browser's answers with nothing added.
 */
export const application: ApplicationData = {
  answers: Object.fromEntries(
    answerSteps.map((step) => [step, exampleAnswer(answerStepFields(step), acpContext)]),
  ) as Answers,
  reviewConsent: false,
  agreement: null,
  checked: null,
};

/** After step 6: the review's consent given, so the agreement may open. */
export const reviewedApplication: ApplicationData = { ...application, reviewConsent: true };

/**
 * D56: when, in which language and over which wording the fixture's agreement was signed: the
 * demo carriers show the profile's summary.
 */
export const signedWhen = {
  signedAt: '2026-11-28T14:05:09-05:00',
  language: 'en',
  wording: 'summary',
} as const satisfies Pick<Agreement, 'signedAt' | 'language' | 'wording'>;

export const signedAgreement: Agreement = {
  initials: ['RM', 'RM', 'RM', 'RM', 'RM', 'RM'],
  signature: 'Rosa Martinez-Luna',
  signatureConsent: true,
  ...signedWhen,
};

/** After step 7: what the eligibility check is sent. */
export const signedApplication: ApplicationData = {
  ...reviewedApplication,
  agreement: signedAgreement,
};

/** A tribal applicant: the tribal number is sent instead of ssn4 (A §4). */
export const tribalApplication: ApplicationData = {
  ...application,
  answers: {
    ...application.answers,
    tribalStatus: { checkTribal: true, tribalId: FIXTURE_TRIBAL_ID },
  },
};

/** An applicant on the income route (E13), one adult and two children. */
export const incomeApplication: ApplicationData = {
  ...application,
  answers: {
    ...application.answers,
    qualification: {
      eligibilityProgramCode: 'E13',
      publicHousingCode: '',
      schoolName: '',
      income: { adults: 1, children: 2, amount: 1850.5, period: 'monthly' },
    },
  },
};

/** The data as a reloaded tab holds it (D14). */
export function afterReload(data: ApplicationData): ApplicationData {
  return withoutSecrets(data);
}

/** /ConfirmAddress's answer for the same household: its name, birth date and mailing address. */
export const completeShipping: ShippingDetails = {
  firstName: 'Rosa',
  lastName: 'Martinez-Luna',
  dob: '1984-03-09',
  emailAddress: 'rosa.martinez@example.com',
  contactPhoneNumber: '5055550142',
  shippingAddress1: 'PO Box 2231',
  shippingAddress2: '',
  shippingCity: 'Albuquerque',
  shippingState: 'NM',
  shippingZipcode: '87103',
};

/**
 * An answer each of these steps refuses (its schema does): the model tries it, and the page
 * must stay with its messages.
 */
export const refusedAnswers: Answers = {
  personalInfo: { ...(application.answers.personalInfo as PersonalInfo), ssn4: '12' },
  qualification: {
    ...(application.answers.qualification as Qualification),
    eligibilityProgramCode: 'E4',
    publicHousingCode: '',
  },
  tribalStatus: { checkTribal: true, tribalId: '' },
};

// ---- Rules that differ by profile (D42–D44) ----------------------------------------------
// The fixture above answers the ACP's questions (A §5). Where a profile's rules ask more,
// `answersUnder` gives the same household's answers to them: its home address is permanent,
// and the other adult at its address (who does not get the benefit) does not share money with
// it, so it certifies a separate household.

function contextUnder(rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>) {
  return { ...acpContext, rules: { ...DEFAULT_PROGRAM_RULES, ...rules } };
}

/**
 * The fixture's answers to the questions `rules` ask besides A §5's: each step's answer with
 * every field those rules ask besides A §5's and it lacks, as the row's example gives it where
 * it is asked of that answer, else the row's `otherwise` (machines/fields/field-list.ts). An
 * answer A §5 refuses stays refused.
 */
export function answersUnder(
  rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>,
  answers: Answers = application.answers,
): Answers {
  const identity = { ...answers, ...identityAnswersUnder(rules, answers) };
  const context = contextUnder(rules);
  const completed = Object.entries(identity).map(([step, answer]) => [
    step,
    answer &&
      completedAnswer(
        answerStepFields(step as AnswerStepKey),
        answer,
        context,
        DEFAULT_PROGRAM_RULES,
      ),
  ]);
  return Object.fromEntries(completed) as Answers;
}

/** A build's rules that ask the household worksheet (D44), for the answers only it allows. */
const worksheetContext: AnswerContext = {
  ...acpContext,
  rules: {
    ...DEFAULT_PROGRAM_RULES,
    household: { ...DEFAULT_PROGRAM_RULES.household, worksheet: true },
  },
};

/** Each answer the household step's questions allow under `context` (its rows' yes/no branches). */
function householdVariants(household: HouseholdInfo, context: AnswerContext): HouseholdInfo[] {
  return yesNoVariants(householdFields, household, context) as HouseholdInfo[];
}

/**
 * The household step's answer `rules` allow for which `which` holds (one of its rows' yes/no
 * branches), from the fixture's with `given` (initials, say): a test names the household it
 * needs by the rule that judges it, not by the fields that make it (docs/adding-a-question.md).
 */
export function householdWhere(
  rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>,
  which: (answer: HouseholdInfo) => boolean,
  given: Partial<HouseholdInfo> = {},
): HouseholdInfo {
  const base = { ...(answersUnder(rules, reviewedApplication.answers).household ?? {}), ...given };
  const found = householdVariants(base as HouseholdInfo, contextUnder(rules)).find(which);
  if (!found) throw new Error('No household answer the rules allow is the one asked for');
  return found;
}

/** D44 aside: nobody else of age lives at the address (A §5's first household question). */
export const withNoOtherAdult = (answer: HouseholdInfo) => answer.optionAdult === NO;

/**
 * D44: the household answer that stops the application under the worksheet: the other adult
 * gets the benefit, and the applicant shares money with them.
 */
export const sharedBenefitHousehold = householdVariants(
  application.answers.household as HouseholdInfo,
  worksheetContext,
).find(sharesTheBenefit) as HouseholdInfo;

/**
 * Answers that `rules` refuse where A §5's would take them (D43, D44): a P.O. box as the home
 * address, and the worksheet's money question left unanswered. The model tries them under the
 * profile whose rules they are.
 */
export function refusedUnder(
  rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>,
): Answers {
  const answers = answersUnder(rules, reviewedApplication.answers);
  return {
    ...(asksMoreIdentity(rules) && lifelineRefusedAnswers),
    ...(rules.contact.homeAddressNoPoBox && {
      contactInfo: { ...(answers.contactInfo as ContactInfo), address: 'P.O. Box 2231' },
    }),
    ...(rules.household.worksheet && {
      household: unansweredBeyond(
        householdFields,
        answers.household as HouseholdInfo,
        contextUnder(rules),
        DEFAULT_PROGRAM_RULES,
      ) as HouseholdInfo,
    }),
  };
}

/**
 * The other answers `rules` let a household give (D43, D44), each of which a generated path
 * under the profile walks: a temporary home address, and each branch of the household
 * worksheet besides the fixture's (no other adult; sharing money with an adult who gets the
 * benefit, which stops the application; sharing with one who does not; not sharing with one
 * who does). None under A §5's rules.
 */
export function answerVariantsUnder(
  rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>,
): {
  [K in AnswerStepKey]?: StepAnswer<K>[];
} {
  const answers = answersUnder(rules, reviewedApplication.answers);
  const contact = answers.contactInfo as ContactInfo;
  const household = answers.household as HouseholdInfo;
  return {
    ...(rules.contact.asksTemporaryAddress && {
      contactInfo: [{ ...contact, temporaryAddress: YES }],
    }),
    ...(rules.household.worksheet && {
      household: householdVariants(household, contextUnder(rules)).filter(
        (variant) => !sameAnswer(variant, household),
      ),
    }),
  };
}

/**
 * D51: an answer of each kind a household may change after its eligibility check, as a person
 * under `rules` gives it: a field the check carries (another phone number), the program, Tribal
 * lands, and the household (no other adult; under the worksheet, its other branches are
 * `answerVariantsUnder`'s, which the model offers after a check too). Each makes the check's
 * result stale.
 */
export function changedAfterCheckUnder(
  rules: Pick<ProgramRules, 'contact' | 'household' | 'identity'>,
): { [K in AnswerStepKey]?: StepAnswer<K> } {
  const answers = answersUnder(rules, reviewedApplication.answers);
  const contact = answers.contactInfo as ContactInfo;
  const household = answers.household as HouseholdInfo;
  const qualification = answers.qualification as Qualification;
  const tribal = answers.tribalStatus as StepAnswer<'tribalStatus'>;
  return {
    contactInfo: { ...contact, contactPhoneNumber: '5055550199' },
    qualification: {
      ...qualification,
      eligibilityProgramCode: 'E1',
      publicHousingCode: '',
    },
    tribalStatus: asksMoreIdentity(rules)
      ? { checkTribal: true }
      : { ...tribal, checkTribal: true, tribalId: FIXTURE_TRIBAL_ID },
    ...(!rules.household.worksheet && {
      household: { ...household, optionAdult: NO, otherAdultReceivesBenefit: NO },
    }),
  };
}

/** `data` as it stands when `step` opens: the answers of the steps before it only. */
export function answeredBefore(
  step: AnswerStepKey,
  data: ApplicationData = application,
): ApplicationData {
  const before = answerSteps.slice(0, answerSteps.indexOf(step));
  return {
    ...data,
    answers: Object.fromEntries(before.map((key) => [key, data.answers[key]])) as Answers,
    reviewConsent: false,
    agreement: null,
  };
}

/** The fixture as `step` opens, with `answer` as that step's earlier answer when given. */
export function atStep<K extends AnswerStepKey>(
  step: K,
  answer: StepAnswer<K> | null = null,
): ApplicationData {
  const before = answeredBefore(step);
  return answer ? { ...before, answers: { ...before.answers, [step]: answer } } : before;
}

/**
 * `answers` with each field of `patch` put in the step whose answer holds it (the answers are
 * flat: no two steps ask the same field), so a test names fields, not steps.
 */
export function withFields(answers: Answers, patch: FlatAnswers): Answers {
  const entries = Object.entries(answers).map(([step, answer]) => {
    const own = Object.entries(patch).filter(([field]) => answer && field in answer);
    return [step, own.length > 0 ? { ...answer, ...Object.fromEntries(own) } : answer];
  });
  return Object.fromEntries(entries) as Answers;
}

/** The event that answers `step` with `data`'s answer. */
export function answerEvent(step: AnswerStepKey, data: Answers): StepAnswered {
  return { type: answeredEvent(step), answer: data[step] } as StepAnswered;
}

// ---- Lifeline's identity (D40, D41, D45: the profile's identityRules) ------------------
// The same household as a Lifeline build asks it: a Tribal member without an SSN, who gives a
// Tribal ID on step 1, with a middle name; the household qualifies through SNAP, in which her
// son takes part (the benefit qualifying person); it does not live on Tribal lands.

/** Her Tribal ID: its last four characters pick the sandbox's row as SSN digits do. */
export const FIXTURE_LIFELINE_TRIBAL_ID = 'TRB-4821';
/** Her son's SSN digits: never stored, never shown either. */
export const FIXTURE_BQP_SSN4 = '7315';

/** Step 1, 4 and 5 as the Lifeline profile asks them, each as its schema gives it back. */
export const lifelineAnswers = {
  personalInfo: {
    ...(application.answers.personalInfo as PersonalInfo),
    middleName: 'Elena',
    emancipatedMinor: false,
    idType: 'tribalId',
    ssn4: '',
    tribalId: FIXTURE_LIFELINE_TRIBAL_ID,
  },
  qualification: {
    eligibilityProgramCode: 'E2',
    publicHousingCode: '',
    schoolName: '',
    income: null,
    qualifyingPerson: 'dependent',
    bqpFirstName: 'Mateo',
    bqpLastName: 'Martinez-Luna',
    bqpDob: '2015-06-02',
    bqpIdType: 'ssn4',
    bqpSsn4: FIXTURE_BQP_SSN4,
    bqpTribalId: '',
  },
  tribalStatus: { checkTribal: false },
} satisfies Answers;

/** The whole application under the Lifeline profile. */
export const lifelineApplication: ApplicationData = {
  ...application,
  answers: { ...application.answers, ...lifelineAnswers },
};

/** A day of birth that makes the applicant 17 today: 18 years before tomorrow (D41). */
export function seventeenToday(today: Date = new Date()): string {
  const tomorrow = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
}

/**
 * What Lifeline's steps refuse where the ACP's refuse `refusedAnswers` (the profile paths put
 * one in place of the other): a 17-year-old who is not an emancipated minor (D41), her son's
 * SSN digits cut short, and no answer about Tribal lands.
 */
export const lifelineRefusedAnswers = {
  personalInfo: { ...lifelineAnswers.personalInfo, dob: seventeenToday() },
  qualification: { ...lifelineAnswers.qualification, bqpSsn4: '73' },
  tribalStatus: {} as { checkTribal: boolean },
} satisfies Answers;

/** Whether the rules ask who the applicant is as Lifeline's do (D40, D41). */
function asksMoreIdentity(rules: Pick<ProgramRules, 'identity'>): boolean {
  return rules.identity.tribalIdForSsn || rules.identity.benefitQualifyingPerson;
}

/**
 * D40, D41: under rules that ask more of who the applicant is, the fixture's steps 1, 4 and 5
 * as those rules ask them (the Tribal ID route, the benefit qualifying person, Tribal lands
 * alone); another answer to those steps is kept as it is.
 */
function identityAnswersUnder(rules: Pick<ProgramRules, 'identity'>, answers: Answers): Answers {
  if (!asksMoreIdentity(rules)) return {};
  const steps = Object.keys(lifelineAnswers) as (keyof typeof lifelineAnswers)[];
  return Object.fromEntries(
    steps
      .filter(
        (step) =>
          step in answers &&
          JSON.stringify(answers[step]) === JSON.stringify(reviewedApplication.answers[step]),
      )
      .map((step) => [step, lifelineAnswers[step]]),
  );
}

// ---- After the check: what the enrol and transfer calls are given (machines/enrolment-details.ts)

/** The fixture's household, qualified as application A100 (checked on 21 November 2026). */
export const qualifiedInput: EnrolmentCallInput = {
  application: signedApplication,
  legacy: emptyLegacy,
  shipping: null,
  eligibility: { applicationId: 'A100', eligibilityCheckId: 'EC100', tribalStatusConfirmed: false },
  checkedOn: '2026-11-21',
  tablet: null,
  programRules: DEFAULT_PROGRAM_RULES,
};

/** Application A100 with no answers in this tab: a status lookup's, then /ConfirmAddress's. */
export const lookedUpInput: EnrolmentCallInput = {
  ...qualifiedInput,
  application: { answers: {}, reviewConsent: false, agreement: null },
  shipping: completeShipping,
};
