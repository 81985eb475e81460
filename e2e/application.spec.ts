import { expect, test } from '@playwright/test';
import {
  apply,
  confirmReview,
  fillContact,
  fillHousehold,
  fillPersonal,
  fillQualification,
  fillTribal,
  signAgreement,
  startApplication,
  uniqueApplicant,
} from './application-steps';
import { armFault, expectAccessible } from './support';

// One scenario per eligibility answer, chosen through the sandbox's scenario table
// (docs/sandbox.md): the last 4 SSN digits, the tribal id or the contact state decide.

const QUALIFIED = /Congratulation, you are qualified/;

test('COMPLETE: the application reaches the enrolment offer, every step accessible', async ({
  page,
}) => {
  const a = uniqueApplicant();
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('10001');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expectAccessible(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await fillPersonal(page, a);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Every problem at once, in a summary that takes focus.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Contact Phone Number is required');
  await expectAccessible(page);
  await page.goBack();
  await expect(page).toHaveURL(/PersonalInfoPage/);
  await expect(page.locator('#firstName')).toHaveValue(a.firstName);
  await page.goForward();
  await expect(page).toHaveURL(/ContactInfoPage/);
  await fillContact(page, a);
  await expectAccessible(page);
  await fillHousehold(page, a);
  await expectAccessible(page);
  await fillQualification(page);
  await fillTribal(page, a);
  await expectAccessible(page);
  await expect(page.getByText('Given (hidden for your privacy)')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(a.ssn4 === '0000' ? '0000' : a.ssn4);
  await confirmReview(page);
  await expectAccessible(page);
  await signAgreement(page, a);
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
  await expect(page).toHaveURL(/\/EnrollStep$/);
  await expectAccessible(page);
});

test('a reload keeps every answer but the SSN digits, which are asked again', async ({ page }) => {
  const a = uniqueApplicant();
  await startApplication(page);
  await fillPersonal(page, a);
  await page.locator('#contactEmail').fill(a.email);
  await page.reload();
  await expect(page).toHaveURL(/ContactInfoPage\?profileStep=2/);
  await page.goBack();
  await expect(page).toHaveURL(/PersonalInfoPage/);
  await expect(page.locator('#firstName')).toHaveValue(a.firstName);
  await expect(page.locator('#ssn4')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain(a.firstName);
  expect(stored).not.toContain('"ssn4":"0000"');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(a.firstName);
});

for (const [ssn4, status] of [
  ['1005', 'IN_PROGRESS'],
  ['1006', 'PENDING_REVIEW'],
] as const) {
  test(`${status}: /Reviewing with the ids kept`, async ({ page }) => {
    await apply(page, uniqueApplicant({ ssn4 }));
    await expect(page).toHaveURL(/\/Reviewing$/);
    await expect(page.locator('#applicationId')).not.toHaveValue('');
    await expectAccessible(page);
  });
}

for (const [ssn4, status, text] of [
  ['1007', 'APP_CLOSED_OR_EXPIRED', 'The application has expired'],
  ['1008', 'APPLICATION_NOT_FOUND', 'Application ID not found'],
  ['1009', 'DENIED', 'The applicant could not be verified. Proof of identity is required'],
  ['1010', 'INELIGIBLE', 'The household does not qualify for the program'],
  ['1500', 'a server error', 'The eligibility service is unavailable'],
  ['1020', 'an answer of the wrong shape', 'We received an answer we could not read'],
] as const) {
  test(`${status}: the errors below the form, the applicant stays`, async ({ page }) => {
    await apply(page, uniqueApplicant({ ssn4 }));
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(/AgreementPage\?profileStep=7/);
  });
}

for (const ssn4 of ['1013', '1014', '1015', '1016']) {
  test(`a resolution link D16 refuses (${ssn4}) is not followed`, async ({ page }) => {
    await apply(page, uniqueApplicant({ ssn4 }));
    await expect(page.getByText('a web address we do not trust')).toBeVisible();
    await expect(page).toHaveURL(/AgreementPage/);
  });
}

test('PENDING_RESOLUTION: the National Verifier, then back and on to enrolment', async ({
  page,
}) => {
  await apply(page, uniqueApplicant({ ssn4: '1001' }));
  await expect(page).toHaveURL(/\/api\/verifier\/resolution\//);
  await page.getByLabel('Approved').check();
  await page.getByRole('button', { name: 'Finish and return to the provider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
});

for (const [ssn4, status] of [
  ['1002', 'PENDING_CONTINUED_ELIGIBILITY'],
  ['1003', 'PENDING_CONTINUED_ELIGIBILITY_BATCH'],
] as const) {
  test(`${status}: on to the National Verifier's resolution page`, async ({ page }) => {
    await apply(page, uniqueApplicant({ ssn4 }));
    await expect(page).toHaveURL(/\/api\/verifier\/resolution\//);
  });
}

test('PENDING_CERT: a denial at the National Verifier is said on return', async ({ page }) => {
  await apply(page, uniqueApplicant({ ssn4: '1004' }));
  await expect(page).toHaveURL(/\/api\/verifier\/certification\//);
  await page.getByLabel('Denied').check();
  await page.getByRole('button', { name: 'Finish and return to the provider' }).click();
  await expect(page).toHaveURL(/ACPEligibilityCheck/);
  await expect(page.getByText('The National Verifier could not confirm eligibility')).toBeVisible();
});

test('a time-out turns Continue into Resubmit, which goes through', async ({ page }) => {
  const a = uniqueApplicant();
  await armFault(page, { path: '/public/acp/eligibility-check', fault: 'timeout' });
  await apply(page, a);
  await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
  await page.getByRole('button', { name: 'Resubmit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
});

test('INVALID_TRIBAL_ID: a toast and the tribal step again', async ({ page }) => {
  await apply(page, uniqueApplicant({ tribalId: 'BAD-123' }));
  await expect(page.getByText('The Tribal ID could not be verified')).toBeVisible();
  await expect(page).toHaveURL(/TribalStatusPage/);
});

test('STATE_NOT_SUPPORTED: a toast and the contact step again', async ({ page }) => {
  await apply(page, uniqueApplicant({ state: 'AK', zip: '99501' }));
  await expect(page.getByText('We do not provide service in this state yet')).toBeVisible();
  await expect(page).toHaveURL(/ContactInfoPage/);
});

test('a tribal applicant qualifies for unlimited data', async ({ page }) => {
  await apply(page, uniqueApplicant({ tribalId: 'TRIBE-0000' }));
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
  await expect(page.getByText('UNLIMITED', { exact: true })).toBeVisible();
});

test('the whole application in Spanish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await apply(page, uniqueApplicant(), 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Felicidades, usted califica');
  await expectAccessible(page);
});
