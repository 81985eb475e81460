import { expect, type Page, test } from '@playwright/test';
import { NO, YES } from '../machines/answers/fields';
import type { HouseholdInfo } from '../machines/flow-types';
import { type Answers, answerSteps } from '../machines/step-answers';
import { householdFields, isSeparateHousehold } from '../machines/steps/household';
import { loadProfile } from '../profiles/load-profile';
import { readBuildInfo } from '../server/build-info';
import { distDir } from '../server/dist-dir';
import { formFills } from '../tests/fill/form-fills';
import { yesNoVariants } from '../tests/support/answer-variants';
import {
  FIXTURE_BQP_SSN4,
  FIXTURE_LIFELINE_TRIBAL_ID,
  lifelineAnswers,
} from '../tests/support/application-fixture';
import {
  type Applicant,
  answerStep,
  applicantAnswers,
  applicationEvents,
  confirmReview,
  fillContact,
  fillHousehold,
  fillPersonal,
  fillTribal,
  SPANISH,
  uniqueApplicant,
} from './application-steps';
import { BUILD_RULES } from './build-rules';
import { playFills } from './playwright-adapter';
import { ACP_WORDING, expectAccessible } from './support';

// Issue 17, done when: built with the Lifeline profile (npm run build:lifeline, served by
// playwright.lifeline.config.ts), a person in Alaska applying by income sees Lifeline's 2026
// limit for their household, no ACP wording anywhere in either language, no tablet co-pay,
// Lifeline's certifications, and reaches an enrolment whose request says "program":"LIFELINE".

const build = readBuildInfo(distDir(process.cwd(), { DIST_DIR: 'dist-lifeline' }));
/** D46: one per topic of the form (the demo carrier keeps the profile's own wording). */
const CERTIFICATIONS = loadProfile('lifeline').certifications.length;

async function expectNoAcpWording(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  expect(text.match(ACP_WORDING)?.[0], `${where}: ACP wording on the page`).toBeUndefined();
}

async function inSpanish(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('the build under test is the Lifeline one', () => {
  expect(build?.program).toBe('lifeline');
});

const informationPages = [
  '/',
  '/AboutACPPage',
  '/ResourcesPage',
  '/BlogPage',
  '/ContactUsPage',
  ...(build?.articles ?? []).map((id) => `/BlogPage/${id}`),
];

for (const lang of ['en', 'es'] as const) {
  test(`the information site says nothing of the ACP, in ${lang}, and axe finds nothing serious`, async ({
    page,
  }) => {
    if (lang === 'es') await inSpanish(page);
    for (const path of informationPages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoAcpWording(page, path);
      await expect(page).toHaveTitle(new RegExp(build?.brandName ?? 'Lifeline'));
      await expectAccessible(page);
    }
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`an Alaska household applying by income enrols under Lifeline, in ${lang}`, async ({
    page,
  }) => {
    if (lang === 'es') await inSpanish(page);
    const a = uniqueApplicant({ state: 'AK', zip: '99501' });
    const buttons: Record<string, string> = lang === 'es' ? SPANISH : {};

    await page.goto('/ZipCodePage');
    await expectNoAcpWording(page, 'zip page');
    await playFills(
      page,
      formFills({ type: 'zip.submitted', zipCode: '99501' }, BUILD_RULES),
      buttons,
    );
    await expect(page).toHaveURL(/SuccessZipCodePage/);
    await expectNoAcpWording(page, 'zip served');
    // D47: Lifeline offers no short form.
    await expect(page.getByRole('button', { name: /short form|formulario corto/i })).toHaveCount(0);
    await playFills(page, formFills({ type: 'coverage.continued' }, BUILD_RULES), buttons);
    await expectNoAcpWording(page, 'step 1');
    await fillPersonal(page, a, lang);
    await expectNoAcpWording(page, 'step 2');
    await fillContact(page, a, lang);
    await fillHousehold(page, a, lang);
    await expectNoAcpWording(page, 'step 4');

    // The income route, a household of three in Alaska: D37's 2026 limit at 135%, $46,103.
    await page.locator('input[name="eligibilityProgramCode"][value="E13"]').check();
    await page.locator('#adults').selectOption('1');
    await page.locator('#children').selectOption('2');
    await page.locator('#amount').fill('2500');
    await page.locator('input[name="period"][value="monthly"]').check();
    const limit = page.locator('.notice').filter({ hasText: '$46,103' });
    await expect(limit).toContainText(lang === 'es' ? 'Alaska' : 'household of 3 in Alaska');
    await expect(limit).toContainText('2026');
    await expect(limit).toContainText('135');
    await expectNoAcpWording(page, 'step 4 with the calculator');
    // D41: whose income counts: the applicant's own household, not a child's program.
    await page.locator('#qualifyingPerson-0').check();
    await page.getByRole('button', { name: buttons.Continue ?? 'Continue' }).click();

    await fillTribal(page, a, lang);
    await expectNoAcpWording(page, 'review');
    await confirmReview(page, lang);
    await expectNoAcpWording(page, 'agreement');

    // Lifeline's certifications (D46), each initialled.
    const initials = page.locator('input[id^="initials"]');
    await expect(initials).toHaveCount(CERTIFICATIONS);
    const agreement = applicationEvents(a, lang).agreement;
    const signed = {
      ...agreement,
      agreement: {
        ...agreement.agreement,
        initials: Array(CERTIFICATIONS).fill(agreement.agreement.initials[0]),
      },
    };
    await playFills(page, formFills(signed, BUILD_RULES), buttons);

    await expect(page).toHaveURL(/\/EnrollStep/);
    await expectNoAcpWording(page, 'the offer');
    // D50: the plan card says what Lifeline takes off the demo carrier's broadband plan.
    await expect(page.locator('.plan-card')).toContainText(
      lang === 'es'
        ? 'Lifeline descuenta hasta $9.25 al mes'
        : 'Lifeline takes up to $9.25 a month',
    );
    await expect(page.getByText(/co-?pay|copago|10[.,]01/i)).toHaveCount(0);
    await expectAccessible(page);

    // What the app sends, read as it leaves (the sandbox keeps no bodies: D15).
    let sent: string | null = null;
    await page.route('**/api/public/nlad/enroll', async (route) => {
      sent = route.request().postData();
      await route.continue();
    });
    await page
      .getByRole('button', { name: lang === 'es' ? 'Inscríbase ahora' : 'Enroll now' })
      .click();
    await expect.poll(() => sent, 'the enrolment request').not.toBeNull();
    const body = JSON.parse(sent ?? '{}') as Record<string, unknown>;
    expect(body.program).toBe('LIFELINE');
    for (const field of ['acpCertInd', 'ebbpTribalBenefitFlag', 'deviceCopay', 'consumerFee']) {
      expect(body, `a LIFELINE enrolment sends no ${field}`).not.toHaveProperty(field);
    }
    await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
    await expectNoAcpWording(page, 'the confirmation');
    await expectAccessible(page);
  });
}

// Issue 27, done when: a Tribal member without an SSN who does not live on Tribal lands applies
// for her child, who takes part in SNAP, in a household with another adult who does not share
// money with her; the check carries `tribalId` (no `ssn4`) and the `bqp*` fields, the enrolment
// `iehFlag: "1"` and `primaryPermanentAddressFlag`.

/** The day as the app dates a separate household's certification (D44): MM/DD/YYYY. */
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** The branch of the household step that makes a separate household (D44), initialled so. */
function separate(household: HouseholdInfo): HouseholdInfo {
  const context = { rules: BUILD_RULES, today: new Date(), answers: {} };
  const found = yesNoVariants(householdFields, household, context).find(isSeparateHousehold);
  if (!found) throw new Error('The household step has no separate household');
  return found as HouseholdInfo;
}

/**
 * This applicant's answers to the five steps: her Tribal ID on step 1 (D40); no phone, only
 * an e-mail, and a permanent home address (D42, D43); another adult at the address who does
 * not get Lifeline and with whom she shares no money, so she initials a separate household
 * (D44); SNAP, in which her child takes part (D41), named as `child` gives; not on Tribal
 * lands.
 */
function tribalMemberAnswers(a: Applicant, lang: 'en' | 'es', child: Record<string, string>) {
  const answers = applicantAnswers(a, lang);
  const initials = `${a.firstName[0]}${a.lastName[0]}`;
  const { contactInfo, household, personalInfo } = answers;
  if (!contactInfo || !household || !personalInfo) throw new Error('The fixture lost a step');
  return {
    ...answers,
    personalInfo: { ...personalInfo, idType: 'tribalId', ssn4: '', tribalId: a.tribalId },
    contactInfo: {
      ...contactInfo,
      contactPhoneNumber: '',
      city: 'Anchorage',
      temporaryAddress: NO,
    },
    household: separate({ ...household, iehInitials: initials }),
    qualification: {
      ...lifelineAnswers.qualification,
      eligibilityProgramCode: 'E2',
      qualifyingPerson: 'dependent',
      bqpLastName: a.lastName,
      bqpSsn4: '',
      bqpTribalId: '',
      ...child,
    },
    tribalStatus: { checkTribal: false },
  } satisfies Answers;
}

/**
 * The JSON body of the page's next POST to `path`, read as it leaves. Read through the route:
 * the request event carries no body for a fetch whose body is streamed, as ky's is.
 */
async function nextBody(page: Page, path: string): Promise<() => Promise<Record<string, unknown>>> {
  let sent: string | null = null;
  await page.route(`**/api${path}`, async (route) => {
    if (sent === null && route.request().method() === 'POST') sent = route.request().postData();
    await route.continue();
  });
  return async () => {
    await expect.poll(() => sent, `the request to ${path}`).not.toBeNull();
    return JSON.parse(sent ?? '{}') as Record<string, unknown>;
  };
}

for (const lang of ['en', 'es'] as const) {
  test(`a Tribal member without an SSN applies for her child in SNAP, as a separate household, in ${lang}`, async ({
    page,
  }) => {
    // Every page checked by axe, a second or so apiece on a busy machine: twice the default.
    test.setTimeout(90_000);
    if (lang === 'es') await inSpanish(page);
    const buttons: Record<string, string> = lang === 'es' ? SPANISH : {};
    const a = uniqueApplicant({ state: 'AK', zip: '99501', tribalId: FIXTURE_LIFELINE_TRIBAL_ID });
    // Her child, named by the SSN digits in one run and by a Tribal ID in the other (D41).
    const child: Record<string, string> =
      lang === 'en'
        ? {
            bqpFirstName: 'Mateo',
            bqpDob: '2015-06-02',
            bqpIdType: 'ssn4',
            bqpSsn4: FIXTURE_BQP_SSN4,
          }
        : {
            bqpFirstName: 'Lucía',
            bqpDob: '2017-11-20',
            bqpIdType: 'tribalId',
            bqpTribalId: 'TRB-7315',
          };
    const answers = tribalMemberAnswers(a, lang, child);

    await page.goto('/ZipCodePage');
    await expectAccessible(page);
    await playFills(
      page,
      formFills({ type: 'zip.submitted', zipCode: a.zip }, BUILD_RULES),
      buttons,
    );
    await expect(page).toHaveURL(/SuccessZipCodePage/);
    await expectAccessible(page);
    await playFills(page, formFills({ type: 'coverage.continued' }, BUILD_RULES), buttons);

    for (const step of answerSteps) {
      await answerStep(page, step, answers, lang, async () => {
        await expectNoAcpWording(page, step);
        await expectAccessible(page);
      });
    }

    await expectAccessible(page);
    await confirmReview(page, lang);
    await expectAccessible(page);

    // D46: every certification initialled, then signed.
    await expect(page.locator('input[id^="initials"]')).toHaveCount(CERTIFICATIONS);
    const agreement = applicationEvents(a, lang).agreement;
    const signed = {
      ...agreement,
      agreement: {
        ...agreement.agreement,
        initials: Array(CERTIFICATIONS).fill(agreement.agreement.initials[0]),
      },
    };
    const check = await nextBody(page, '/public/acp/eligibility-check');
    await playFills(page, formFills(signed, BUILD_RULES), buttons);

    const checkBody = await check();
    expect(checkBody.program).toBe('LIFELINE');
    expect(checkBody.tribalId).toBe(FIXTURE_LIFELINE_TRIBAL_ID);
    expect(checkBody, 'a Tribal member without an SSN sends no ssn4').not.toHaveProperty('ssn4');
    expect(checkBody.optionAdult).toBe(YES);
    const bqp = {
      bqpFirstName: child.bqpFirstName,
      bqpLastName: a.lastName,
      bqpDob: child.bqpDob,
      ...(lang === 'en' ? { bqpSsn4: FIXTURE_BQP_SSN4 } : { bqpTribalId: 'TRB-7315' }),
    };
    expect(checkBody).toMatchObject(bqp);
    expect(checkBody, 'one number for the child, never both').not.toHaveProperty(
      lang === 'en' ? 'bqpTribalId' : 'bqpSsn4',
    );

    // Qualified: the offer, with the address the plan ships to. In English she enrols from the
    // offer; in Spanish she first opens the shipping details and confirms them as they stand,
    // which sends the enrolment from that form: the flags the form does not ask must survive it.
    await expect(page).toHaveURL(/\/EnrollStep/);
    await expectNoAcpWording(page, 'the offer');
    await expectAccessible(page);
    await expect(page.getByText(a.street)).toBeVisible();
    const enrol = await nextBody(page, '/public/nlad/enroll');
    if (lang === 'en') {
      await page.getByRole('button', { name: 'Enroll now' }).click();
    } else {
      await page.getByRole('button', { name: 'Cambiar los datos de envío' }).click();
      await expect(page).toHaveURL(/\/ConfirmAddress/);
      await expect(page.locator('#shippingAddress1')).toHaveValue(a.street);
      // D42: no phone is asked again of someone who has none.
      await expect(page.locator('#contactPhoneNumber')).toHaveValue('');
      await expectAccessible(page);
      await playFills(page, [{ do: 'press', names: ['Continue'] }], buttons);
    }
    const enrolBody = await enrol();
    expect(enrolBody.program).toBe('LIFELINE');
    expect(enrolBody.iehFlag).toBe('1');
    expect(enrolBody.iehCertificationDate).toMatch(US_DATE);
    expect(enrolBody.primaryPermanentAddressFlag).toBe('1');
    // D55: the enrolment dates the child's birth as it dates the applicant's (MM/DD/YYYY).
    const [year, month, day] = String(child.bqpDob).split('-');
    expect(enrolBody).toMatchObject({ ...bqp, bqpDob: `${month}/${day}/${year}` });
    expect(enrolBody.contactPhoneNumber ?? '').toBe('');

    await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
    await expectNoAcpWording(page, 'the confirmation');
    await expectAccessible(page);
  });
}

// D57 under Lifeline: a representative's shift, an application from Alaska to the enrolment,
// both requests carrying the representative's ID, the confirmation in the profile's words.
test('an assisted application enrols under Lifeline with repId on the check and the enrolment', async ({
  page,
}) => {
  const a = uniqueApplicant({ state: 'AK', zip: '99501' });
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  await page.route('**/api/public/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /eligibility-check$|nlad\/(enroll|transfer)$/.test(path)) {
      sent.push({ path, body: JSON.parse(request.postData() ?? '{}') });
    }
    await route.continue();
  });
  await page.goto('/Representative');
  await expectNoAcpWording(page, 'the representatives’ start page');
  await page.getByLabel('Representative ID (RAD ID)').fill('RAD2026DEMO');
  await page.getByRole('button', { name: 'Start my shift' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await playFills(page, formFills({ type: 'zip.submitted', zipCode: '99501' }, BUILD_RULES));
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await playFills(page, formFills({ type: 'coverage.continued' }, BUILD_RULES));
  await fillPersonal(page, a);
  await fillContact(page, a);
  await fillHousehold(page, a);
  await answerStep(page, 'qualification', applicantAnswers(a));
  await fillTribal(page, a);
  await confirmReview(page);
  const agreement = applicationEvents(a).agreement;
  const initials = Array(CERTIFICATIONS).fill(agreement.agreement.initials[0]);
  await playFills(
    page,
    formFills({ ...agreement, agreement: { ...agreement.agreement, initials } }, BUILD_RULES),
  );
  await expect(page).toHaveURL(/\/RepresentativeConfirmation$/);
  await expectNoAcpWording(page, 'the representative’s confirmation');
  const statement = loadProfile('lifeline').representativeStatement.en;
  await page.getByRole('checkbox', { name: statement }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and send the application' }).click();
  await expect(page).toHaveURL(/\/EnrollStep/);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
  expect(sent.map(({ path }) => path)).toEqual([
    '/api/public/acp/eligibility-check',
    '/api/public/nlad/enroll',
  ]);
  for (const { path, body } of sent) {
    expect(body.program, path).toBe('LIFELINE');
    expect(body.repId, path).toBe('RAD2026DEMO');
    expect(body, path).not.toHaveProperty('repNotAssisted');
  }
  await page.getByRole('button', { name: 'Next applicant' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  expect(await page.locator('body').innerText()).not.toContain(a.firstName);
});
