import { expect, type Page, test } from '@playwright/test';
import { loadProfile } from '../profiles/load-profile';
import { readBuildInfo } from '../server/build-info';
import { distDir } from '../server/dist-dir';
import { formFills } from '../tests/fill/form-fills';
import {
  applicationEvents,
  confirmReview,
  fillContact,
  fillHousehold,
  fillPersonal,
  fillTribal,
  SPANISH,
  uniqueApplicant,
} from './application-steps';
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
    await playFills(page, formFills({ type: 'zip.submitted', zipCode: '99501' }), buttons);
    await expect(page).toHaveURL(/SuccessZipCodePage/);
    await expectNoAcpWording(page, 'zip served');
    // D47: Lifeline offers no short form.
    await expect(page.getByRole('button', { name: /short form|formulario corto/i })).toHaveCount(0);
    await playFills(page, formFills({ type: 'coverage.continued' }), buttons);
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
    await playFills(page, formFills(signed), buttons);

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
