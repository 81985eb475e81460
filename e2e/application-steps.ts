import { expect, type Page } from '@playwright/test';
import { screens } from '../machines/screens';
import { type AnswerStepKey, type Answers, answerSteps } from '../machines/step-answers';
import type { ProfileId } from '../profiles/schema';
import { type FormEvent, formFills } from '../tests/fill/form-fills';
import {
  answerEvent,
  answersUnder,
  application,
  lifelineAnswers,
  signedWhen,
  withFields,
} from '../tests/support/application-fixture';
import { settingsModule } from '../tests/support/settings-module';
import { BUILD_RULES } from './build-rules';
import { playFills } from './playwright-adapter';

// A person's way through the application, in the browser, against the sandbox: each step
// is the machine's event for it, played from its form fills (tests/fill/form-fills.ts).
// Fields are found by their ids so the same steps work in English and in Spanish; buttons by
// their visible names in the language given.

export interface Applicant {
  firstName: string;
  lastName: string;
  ssn4: string;
  email: string;
  street: string;
  state: string;
  zip: string;
  tribalId?: string;
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A household of its own: the sandbox never enrols the same household twice, and tests run
 * side by side.
 */
export function uniqueApplicant(overrides: Partial<Applicant> = {}): Applicant {
  const word = (length: number) =>
    Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  const first = `Ana${word(5)}`;
  const last = `Diaz${word(5)}`;
  return {
    firstName: first,
    lastName: last,
    ssn4: '0000',
    email: `${first.toLowerCase()}@example.com`,
    // The sandbox's household is the address alone (issue 28 §7): a street of its own too.
    street: `${Math.floor(Math.random() * 9000) + 100} ${word(1).toUpperCase()}${word(6)} St`,
    state: 'NY',
    zip: '10001',
    ...overrides,
  };
}

/** The buttons' names in Spanish (locales/es), for the buttons these steps press. */
export const SPANISH: Record<string, string> = {
  'Check my area': 'Comprobar mi zona',
  Next: 'Siguiente',
  Continue: 'Continuar',
  Resubmit: 'Enviar de nuevo',
};

const initialsOf = (a: Applicant) => `${a.firstName[0]}${a.lastName[0]}`;

const zipSubmitted = (zipCode: string): FormEvent => ({ type: 'zip.submitted', zipCode });
const COVERAGE_CONTINUED: FormEvent = { type: 'coverage.continued' };
const REVIEW_CONFIRMED: FormEvent = { type: 'review.confirmed' };

/** The rules of the build under test (PROGRAM): the questions its steps ask (D42–D44). */
const buildRules = settingsModule((process.env.PROGRAM || 'acp') as ProfileId).programRules;

/**
 * This applicant's answers: the tests' one complete application (tests/support), as a person
 * living alone, by SNAP, with the mailing address the home address; with the answers the
 * build's rules ask besides A §5's (a permanent home address, under Lifeline).
 */
export function applicantAnswers(a: Applicant, lang: 'en' | 'es' = 'en') {
  const initials = initialsOf(a);
  const answers = answersUnder(
    buildRules,
    withFields(application.answers, {
      firstName: a.firstName,
      lastName: a.lastName,
      dob: '1980-02-29',
      ssn4: a.ssn4,
      language: lang === 'es' ? 'Spanish' : 'English',
      contactPhoneNumber: '5551234567',
      contactEmail: a.email,
      address: a.street,
      city: 'New York',
      state: a.state,
      zipCode: a.zip,
      mailingSameAsHome: true,
      contactAddress: '',
      contactCity: '',
      contactState: '',
      contactZipCode: '',
      optionAdult: '2',
      otherAdultReceivesBenefit: '2',
      MK1: initials,
      MK2: initials,
      eligibilityProgramCode: 'E2',
      publicHousingCode: '',
      checkTribal: Boolean(a.tribalId),
      tribalId: a.tribalId ?? '',
    }),
  );
  return identityAsked(answers, a);
}

/**
 * D40, D41: where the build's identityRules ask more (PROGRAM=lifeline), steps 1, 4 and 5 as
 * that profile asks them: this applicant gives the SSN digits (or the Tribal ID they have), no
 * middle name, takes part in the program themself, and does not live on Tribal lands.
 */
function identityAsked(answers: Answers, a: Applicant): Answers {
  const { identity } = settingsModule((process.env.PROGRAM ?? 'acp') as ProfileId).programRules;
  if (!identity.tribalIdForSsn) return answers;
  const tribal = Boolean(a.tribalId);
  return {
    ...answers,
    personalInfo: {
      ...lifelineAnswers.personalInfo,
      ...answers.personalInfo,
      emancipatedMinor: false,
      idType: tribal ? 'tribalId' : 'ssn4',
      middleName: '',
      ssn4: tribal ? '' : a.ssn4,
      tribalId: a.tribalId ?? '',
    },
    qualification: {
      ...lifelineAnswers.qualification,
      ...answers.qualification,
      qualifyingPerson: 'applicant',
      bqpFirstName: '',
      bqpLastName: '',
      bqpDob: '',
      bqpIdType: '',
      bqpSsn4: '',
    },
    tribalStatus: { checkTribal: false },
  };
}

/**
 * The machine's event for each step of the application, as this applicant answers it: what
 * the steps below (and the keyboard-only run) do on the page are these events' form fills.
 */
export function applicationEvents(a: Applicant, lang: 'en' | 'es' = 'en') {
  const initials = initialsOf(a);
  const answers = applicantAnswers(a, lang);
  return {
    zip: zipSubmitted('10001'),
    coverage: COVERAGE_CONTINUED,
    /** The answer steps, in the screen table's order. */
    steps: answerSteps.map((step) => answerEvent(step, answers)),
    review: REVIEW_CONFIRMED,
    agreement: {
      type: 'agreement.submitted',
      agreement: {
        initials: Array.from({ length: 6 }, () => initials),
        signature: `${a.firstName} ${a.lastName}`,
        signatureConsent: true,
        // D56: the page writes these itself when it is signed; the fills type none of them.
        ...signedWhen,
        language: lang,
      },
    } satisfies FormEvent,
  };
}

function play(page: Page, event: FormEvent, lang: 'en' | 'es') {
  return playFills(page, formFills(event, BUILD_RULES), lang === 'es' ? SPANISH : {});
}

export async function startApplication(page: Page, zip = '10001', lang: 'en' | 'es' = 'en') {
  await page.goto('/ZipCodePage');
  await play(page, zipSubmitted(zip), lang);
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await play(page, COVERAGE_CONTINUED, lang);
  await expect(page).toHaveURL(/PersonalInfoPage\?profileStep=1/);
}

/**
 * Answer `step` with its answer in `answers`, on its page (its URL, as a person sees it), and
 * leave it; `before` runs on the page once it is open, before anything is typed.
 */
export async function answerStep(
  page: Page,
  step: AnswerStepKey,
  answers: Answers,
  lang: 'en' | 'es' = 'en',
  before?: () => Promise<void>,
) {
  const here = new RegExp(`${screens[step].path}\\?profileStep=${screens[step].step}`);
  await expect(page).toHaveURL(here);
  await before?.();
  await play(page, answerEvent(step, answers), lang);
  await expect(page).not.toHaveURL(here);
}

/** Answer, as this applicant, the step whose page is at `path` (its URL, as a person sees it). */
async function answerStepAt(page: Page, path: string, a: Applicant, lang: 'en' | 'es') {
  const step = answerSteps.find((key) => screens[key].path === path);
  if (!step) throw new Error(`No answer step is at ${path}`);
  await answerStep(page, step, applicantAnswers(a, lang), lang);
}

export const fillPersonal = (page: Page, a: Applicant, lang: 'en' | 'es' = 'en') =>
  answerStepAt(page, '/PersonalInfoPage', a, lang);
export const fillContact = (page: Page, a: Applicant, lang: 'en' | 'es' = 'en') =>
  answerStepAt(page, '/ContactInfoPage', a, lang);
export const fillHousehold = (page: Page, a: Applicant, lang: 'en' | 'es' = 'en') =>
  answerStepAt(page, '/HouseholdInformationPage', a, lang);
export const fillQualification = (page: Page, lang: 'en' | 'es' = 'en') =>
  answerStepAt(page, '/QualificationPage', uniqueApplicant(), lang);
export const fillTribal = (page: Page, a: Applicant, lang: 'en' | 'es' = 'en') =>
  answerStepAt(page, '/TribalStatusPage', a, lang);

export async function confirmReview(page: Page, lang: 'en' | 'es' = 'en') {
  await expect(page).toHaveURL(/VerifyPage\?profileStep=6/);
  await play(page, REVIEW_CONFIRMED, lang);
  await expect(page).toHaveURL(/AgreementPage\?profileStep=7/);
}

export async function signAgreement(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await play(page, applicationEvents(a, lang).agreement, lang);
}

/** From the zip page to the eligibility check being sent. */
export async function apply(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await startApplication(page, '10001', lang);
  await fillPersonal(page, a, lang);
  await fillContact(page, a, lang);
  await fillHousehold(page, a, lang);
  await fillQualification(page, lang);
  await fillTribal(page, a, lang);
  await confirmReview(page, lang);
  await signAgreement(page, a, lang);
}
