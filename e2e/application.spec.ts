import { expect, test } from '@playwright/test';
import { apply, fillPersonal, startApplication, uniqueApplicant } from './application-steps';
import { expectAccessible } from './support';

// What the generated paths (e2e/paths.spec.ts, one per transition of the machine) do not
// show: a reload, a denial at the National Verifier, the tribal plan and Spanish end to end.
// The answers come from the sandbox's scenario table (docs/sandbox.md).

const QUALIFIED = /Congratulations, you qualify/;

test('a reload keeps every answer but the SSN digits, which are asked again', async ({ page }) => {
  const a = uniqueApplicant();
  await startApplication(page);
  await fillPersonal(page, a);
  await page.locator('#contactEmail').fill(a.email);
  await page.reload();
  await expect(page).toHaveURL(/ContactInfoPage\?profileStep=2/);
  // As a person would: back once the reloaded step is there (before, the browser's back could
  // land before the app had taken the page over, and nothing drew step 1).
  await expect(page.locator('#contactEmail')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/PersonalInfoPage/);
  await expect(page.locator('#firstName')).toHaveValue(a.firstName);
  await expect(page.locator('#ssn4')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain(a.firstName);
  expect(stored).not.toContain('"ssn4":"0000"');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(a.firstName);
});

test('PENDING_CERT: a denial at the National Verifier is said on return', async ({ page }) => {
  await apply(page, uniqueApplicant({ ssn4: '1004' }));
  await expect(page).toHaveURL(/\/api\/verifier\/certification\//);
  await page.getByLabel('Denied').check();
  await page.getByRole('button', { name: 'Finish and return to the provider' }).click();
  await expect(page).toHaveURL(/ACPEligibilityCheck/);
  await expect(page.getByText('The National Verifier could not confirm eligibility')).toBeVisible();
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
