import { expect, type Page, test } from '@playwright/test';
import { formFills } from '../tests/fill/form-fills';
import {
  type Applicant,
  confirmReview,
  fillContact,
  fillHousehold,
  fillPersonal,
  fillQualification,
  fillTribal,
  signAgreement,
  uniqueApplicant,
} from './application-steps';
import { BUILD_RULES } from './build-rules';
import { playFills } from './playwright-adapter';
import { secretsIn } from './secrets';

// D57 in the browser, against the sandbox: a representative's shift on a shared device. Each
// applicant types canary values (names, a street and an e-mail address no other test uses);
// after "Next applicant" and after the idle wipe none of them may be in the page, the tab's
// storage, its history or the next applicant's request.

const REP_ID = 'REP12345';

const word = (length: number) =>
  Array.from({ length }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

/** An applicant whose every typed value is a canary: found anywhere later, it leaked. */
function canaryApplicant(): Applicant {
  const tag = word(6);
  return uniqueApplicant({
    firstName: `Quill${tag}`,
    lastName: `Vexmor${tag}`,
    email: `canary.${tag}@example.com`,
    street: `${100 + Math.floor(Math.random() * 9000)} Plume${tag} St`,
  });
}

const canaries = (a: Applicant) => [a.firstName, a.lastName, a.email, a.street];

/**
 * The provider requests this page sends that carry an applicant (check, enrol, transfer), as the
 * sandbox receives them (a route reads the body the page posts).
 */
async function watchRequests(page: Page) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const paths = [
    '/api/public/acp/eligibility-check',
    '/api/public/nlad/enroll',
    '/api/public/nlad/transfer',
  ];
  await page.route('**/api/public/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && paths.includes(path)) {
      sent.push({ path, body: JSON.parse(request.postData() ?? '{}') });
    }
    await route.continue();
  });
  return sent;
}

/** Everything of the tab a next applicant could see or the browser could offer them. */
async function whatTheTabHolds(page: Page) {
  return page.evaluate(() => ({
    dom: document.documentElement.outerHTML,
    values: [...document.querySelectorAll('input, select, textarea')]
      .map((field) => (field as HTMLInputElement).value)
      .join('\n'),
    session: JSON.stringify({ ...sessionStorage }),
    local: JSON.stringify({ ...localStorage }),
    history: (window as unknown as { navigation: { entries(): { url: string }[] } }).navigation
      .entries()
      .map((entry) => entry.url),
  }));
}

async function expectNothingOf(page: Page, a: Applicant) {
  const held = await whatTheTabHolds(page);
  const secrets = canaries(a);
  expect(secretsIn(held.dom, secrets), 'the page').toEqual([]);
  expect(secretsIn(held.values, secrets), 'the fields').toEqual([]);
  expect(secretsIn(held.session, secrets), 'sessionStorage').toEqual([]);
  expect(secretsIn(held.local, secrets), 'localStorage').toEqual([]);
  expect(secretsIn(decodeURIComponent(held.history.join('\n')), secrets), 'history').toEqual([]);
  // No Back into the last application: the tab's history holds the zip page alone.
  expect(held.history.map((url) => new URL(url).pathname)).toEqual(['/ZipCodePage']);
  // The representative's ID stays for the shift, under its own key, never in the kept flow.
  expect(JSON.parse(held.session)['acp.representative']).toBe(REP_ID);
  expect(JSON.parse(held.session)['acp.flow'] ?? '').not.toContain(REP_ID);
}

/** The zip page on show (a shift's first page), on to step 1. */
async function startHere(page: Page) {
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await playFills(page, formFills({ type: 'zip.submitted', zipCode: '10001' }, BUILD_RULES));
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await playFills(page, formFills({ type: 'coverage.continued' }, BUILD_RULES));
}

/** Steps 1 to 7 as applicant `a`, the representative beside them. */
async function applyAssisted(page: Page, a: Applicant, onStepOne?: () => Promise<void>) {
  await startHere(page);
  await expect(page).toHaveURL(/PersonalInfoPage/);
  // The URL changes before the lazy page has drawn its form: wait for its first field.
  await expect(page.locator('#main input').first()).toBeVisible();
  await onStepOne?.();
  await fillPersonal(page, a);
  await fillContact(page, a);
  await fillHousehold(page, a);
  await fillQualification(page);
  await fillTribal(page, a);
  await confirmReview(page);
  await signAgreement(page, a);
}

const shiftLine = (page: Page) =>
  page.getByRole('region', { name: /A representative is assisting/ });

async function startShift(page: Page) {
  await page.goto('/Representative');
  await page.getByLabel('Representative ID (RAD ID)').fill(REP_ID.toLowerCase());
  await page.getByRole('button', { name: 'Start my shift' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(shiftLine(page)).toContainText(`A representative is assisting: ${REP_ID}`);
}

test('an unregistered ID is refused with what to do; a registered one starts the shift', async ({
  page,
}) => {
  await page.goto('/Representative');
  await page.getByLabel('Representative ID (RAD ID)').fill('NOTONLIST1');
  await page.getByRole('button', { name: 'Start my shift' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This representative ID is not registered');
  await expect(alert).toContainText('Register or renew it with USAC, or ask your supervisor');
  await expect(page).toHaveURL(/\/Representative$/);
  await expect(shiftLine(page)).toHaveCount(0);
  await page.getByLabel('Representative ID (RAD ID)').fill(REP_ID);
  await page.getByRole('button', { name: 'Start my shift' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(shiftLine(page)).toBeVisible();
  await page.getByRole('button', { name: 'End shift' }).click();
  await expect(page).toHaveURL(/\/Representative$/);
  await expect(shiftLine(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('acp.representative'))).toBeNull();
});

test('an assisted application completes with repId on every request; the next applicant finds nothing of it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sent = await watchRequests(page);
  await startShift(page);

  const first = canaryApplicant();
  await applyAssisted(page, first, async () => {
    // No autofill for the next person: every field of an assisted page says so.
    const offers = await page.evaluate(() =>
      [...document.querySelectorAll('#main input, #main select')].map((field) =>
        field.getAttribute('autocomplete'),
      ),
    );
    expect(offers.length).toBeGreaterThan(3);
    expect(new Set(offers)).toEqual(new Set(['off']));
  });
  // Before the check, the representative confirms on a page of their own.
  await expect(page).toHaveURL(/\/RepresentativeConfirmation$/);
  expect(sent).toEqual([]);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm and send the application' }).click();
  await expect(page).toHaveURL(/\/EnrollStep/);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
  await expect(shiftLine(page)).toBeVisible();

  expect(sent.map(({ path }) => path)).toEqual([
    '/api/public/acp/eligibility-check',
    '/api/public/nlad/enroll',
  ]);
  for (const { path, body } of sent) {
    expect(body.repId, path).toBe(REP_ID);
    expect(body, path).not.toHaveProperty('repNotAssisted');
  }

  await page.getByRole('button', { name: 'Next applicant' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expectNothingOf(page, first);

  // The next applicant's check carries their answers, none of the first's.
  const second = canaryApplicant();
  sent.length = 0;
  await applyAssisted(page, second);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm and send the application' }).click();
  await expect(page).toHaveURL(/\/EnrollStep/);
  const [check] = sent;
  expect(check?.body.firstName).toBe(second.firstName);
  expect(check?.body.repId).toBe(REP_ID);
  expect(secretsIn(JSON.stringify(sent), canaries(first)), 'the next request').toEqual([]);
});

test('10 minutes untouched: warned, then the applicant is wiped and the next starts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const sent = await watchRequests(page);
  await startShift(page);
  const first = canaryApplicant();
  await startHere(page);
  await fillPersonal(page, first);
  await fillContact(page, first);

  // Two minutes before, a warning; "I'm still here" keeps the application.
  await page.clock.fastForward('08:15');
  const dialog = page.getByRole('dialog', { name: 'Is the applicant still here?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I’m still here' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('05:00');
  await expect(page).toHaveURL(/HouseholdInformationPage/);

  // Then nobody answers it: at 10 minutes the applicant is gone.
  await page.clock.fastForward('10:30');
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(page.getByText('Nobody used this device for 10 minutes')).toBeVisible();
  await expect(shiftLine(page)).toContainText(REP_ID);
  await expectNothingOf(page, first);

  const next = canaryApplicant();
  await applyAssisted(page, next);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm and send the application' }).click();
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(sent[0]?.body.firstName).toBe(next.firstName);
  expect(sent[0]?.body.repId).toBe(REP_ID);
  expect(secretsIn(JSON.stringify(sent), canaries(first)), 'the next request').toEqual([]);
});

test('a plain application says no representative assisted, on every request', async ({ page }) => {
  test.setTimeout(90_000);
  const sent = await watchRequests(page);
  const a = canaryApplicant();
  await page.goto('/ZipCodePage');
  await applyAssisted(page, a);
  await expect(page).toHaveURL(/\/EnrollStep/);
  await expect(shiftLine(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
  expect(sent.map(({ path }) => path)).toEqual([
    '/api/public/acp/eligibility-check',
    '/api/public/nlad/enroll',
  ]);
  for (const { path, body } of sent) {
    expect(body.repNotAssisted, path).toBe('1');
    expect(body, path).not.toHaveProperty('repId');
  }
});
