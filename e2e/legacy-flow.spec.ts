import { expect, test } from '@playwright/test';
import { uniqueApplicant } from './application-steps';
import { fillShortForm, startShortForm } from './legacy-steps';
import { expectAccessible } from './support';

// The short legacy form reaches each of its outcomes against the sandbox (issue 5): the last
// 4 SSN digits pick the answer from the scenario table (docs/sandbox.md).

const QUALIFIED = 'Congratulations, you qualify';

test('SUCCESSFUL: /TribalLandsPage, then the plan, then an order', async ({ page }) => {
  const applicant = uniqueApplicant({ ssn4: '1011' });
  await startShortForm(page);
  await fillShortForm(page, applicant);
  await expect(page.getByText('Given (hidden for your privacy)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/TribalLandsPage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your household qualifies' }),
  ).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Choose your plan' }).click();
  await expect(page).toHaveURL(/\/EnrollStep/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUALIFIED);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=/);
});

test('FAILURE: /NotVerifedEligiblePage with the provider’s message', async ({ page }) => {
  await startShortForm(page);
  await fillShortForm(page, uniqueApplicant({ ssn4: '1012' }));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/NotVerifedEligiblePage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not verify that you are eligible' }),
  ).toBeFocused();
  await expect(page.getByText('The applicant is not eligible')).toBeVisible();
  await expectAccessible(page);
});

test('PENDING_RESOLUTION: the National Verifier, then back and on to the plan', async ({
  page,
}) => {
  await startShortForm(page);
  await fillShortForm(page, uniqueApplicant({ ssn4: '1001' }));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/verifier\/resolution\//);
  await page.getByLabel('Approved').check();
  await page.getByRole('button', { name: 'Finish and return to the provider' }).click();
  await expect(page).toHaveURL(/\/EnrollStep/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(QUALIFIED);
});

test('no program: a document instead of the SSN digits, the photo checked, sent as alternateId', async ({
  page,
}) => {
  await startShortForm(page);
  await fillShortForm(page, uniqueApplicant({ ssn4: '1012' }), { program: false });
  await page.locator('#method-1').check();
  await page.locator('#documentType').selectOption('passport');
  // The last 4 characters of alternateId pick the scenario: 1011 is SUCCESSFUL.
  await page.locator('#documentNumber').fill('P9921011');
  await page.locator('#photo').setInputFiles({
    name: 'passport.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByText('This file cannot be used.')).toBeVisible();
  await page.locator('#photo').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText(/Attach a file under 10 MB/)).toBeVisible();
  await page.locator('#photo').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/ReviewPage$/);
  await expect(page.getByText('passport.png')).toBeVisible();

  // The SSN digits given (1012) would answer FAILURE; the document's number (…1011) answers
  // SUCCESSFUL. Landing on /TribalLandsPage shows the number went as alternateId, without ssn4.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/TribalLandsPage$/);
});

test('a reload keeps every answer but asks again for the SSN digits', async ({ page }) => {
  await startShortForm(page);
  await fillShortForm(page, uniqueApplicant({ ssn4: '1011' }));
  await page.reload();
  await expect(page).toHaveURL(/\/ReviewPage$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // GOV.UK: the summary takes focus, its child is the alert.
  await expect(page.locator('.error-summary:has([role="alert"])')).toBeFocused();
  await page.locator('#ssn4').fill('1011');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/TribalLandsPage$/);
});
