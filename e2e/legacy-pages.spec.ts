import { expect, test } from '@playwright/test';
import { uniqueApplicant } from './application-steps';
import { fillShortForm, startShortForm } from './legacy-steps';
import { expectAccessible } from './support';

// Every page of the short form passes axe at both widths, and works by keyboard alone.

test('every page of the short form passes axe', async ({ page }) => {
  // Nine axe runs: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await startShortForm(page);
  await fillShortForm(page, uniqueApplicant(), { program: false, axe: true });
  await page.locator('#ssn4').fill('1011');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/ReviewPage$/);
  await expectAccessible(page);
  // The error summary and the reveal of the mailing address pass too.
  await page.goto('/HomeAdressPage');
  await page.locator('#mailingDiffers').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // GOV.UK: the summary takes focus, its child is the alert.
  await expect(page.locator('.error-summary:has([role="alert"])')).toBeFocused();
  await expectAccessible(page);
});
