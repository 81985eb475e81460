import { expect, type Page } from '@playwright/test';
import type { Applicant } from './application-steps';
import { expectAccessible } from './support';

// A person's way through the short legacy form (B §2, §4) against the sandbox. `axe` runs the
// accessibility check on every page on the way.

export async function startShortForm(page: Page, zip = '10001') {
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill(zip);
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await page.getByRole('button', { name: 'Use the short form' }).click();
  await expect(page).toHaveURL(/\/HomeAdressPage$/);
}

async function next(page: Page, url: RegExp, heading: string | RegExp, axe: boolean) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  if (axe) await expectAccessible(page);
}

export async function fillShortForm(
  page: Page,
  a: Applicant,
  options: { program?: boolean; axe?: boolean } = {},
) {
  const axe = options.axe ?? false;
  const program = options.program ?? true;
  if (axe) await expectAccessible(page);
  await page.locator('#address').fill(a.street);
  await page.locator('#city').fill('New York');
  await page.locator('#state').selectOption(a.state);
  await expect(page.locator('#zipCode')).toHaveValue(a.zip);
  await next(page, /\/ContactInformation$/, /contact/i, axe);

  await page.locator('#contactEmail').fill(a.email);
  await page.locator('#contactPhoneNumber').fill('2125550142');
  await next(page, /\/QuestionPage$/, /Benefits and Social Security number/, axe);

  await page.locator('#medicaidOrSnap-0').check();
  await page.locator('#ssn4').fill(a.ssn4);
  await next(page, /\/PersonalInformationPage$/, /./, axe);

  await page.locator('#firstName').fill(a.firstName);
  await page.locator('#lastName').fill(a.lastName);
  await page.locator('#dob-month').selectOption('2');
  await page.locator('#dob-day').selectOption('29');
  await page.locator('#dob-year').selectOption('1980');
  await next(page, /\/ConfirmProgrammPage$/, /./, axe);

  if (program) {
    await page.locator('#inProgram-0').check();
    await page.locator('input[name="eligibilityProgramCode"][value="E2"]').check();
    await next(page, /\/ReviewPage$/, /Check your answers/, axe);
  } else {
    await page.locator('#inProgram-1').check();
    await next(page, /\/IdVerificationPage$/, /Confirm who you are/, axe);
  }
}
