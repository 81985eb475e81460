import { expect, type Page, test } from '@playwright/test';
import { uniqueApplicant } from './application-steps';

// The whole application and enrolment with the keyboard alone, at phone width: every field
// is reached with Tab, typed into, ticked with Space, and every button pressed with Enter.

async function tabTo(page: Page, selector: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.locator(selector).evaluate((element) => element === document.activeElement)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

async function tick(page: Page, selector: string) {
  await tabTo(page, selector);
  await page.keyboard.press('Space');
}

async function choose(page: Page, selector: string, value: string) {
  await tabTo(page, selector);
  // Arrow keys move a closed native select through its options, as a keyboard user would.
  const options = await page
    .locator(`${selector} option`)
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  const steps = options.indexOf(value) - options.indexOf(await page.locator(selector).inputValue());
  for (let n = 0; n < steps; n += 1) await page.keyboard.press('ArrowDown');
  await expect(page.locator(selector)).toHaveValue(value);
}

async function pressButton(page: Page, name: string | RegExp) {
  await tabTo(page, `button:text-matches("${typeof name === 'string' ? name : name.source}")`);
  await page.keyboard.press('Enter');
}

test('an application and an enrolment with the keyboard only', async ({ page }) => {
  const a = uniqueApplicant();
  const initials = `${a.firstName[0]}${a.lastName[0]}`;
  await page.goto('/ZipCodePage');
  await typeInto(page, '#zipCode', '10001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await pressButton(page, '^Next$');

  await expect(page).toHaveURL(/PersonalInfoPage/);
  await typeInto(page, '#firstName', a.firstName);
  await typeInto(page, '#lastName', a.lastName);
  await choose(page, '#dob-month', '2');
  await choose(page, '#dob-day', '29');
  await choose(page, '#dob-year', '1980');
  await typeInto(page, '#ssn4', a.ssn4);
  await tick(page, '#language-0');
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/ContactInfoPage/);
  await typeInto(page, '#contactPhoneNumber', '5551234567');
  await typeInto(page, '#contactEmail', a.email);
  await tick(page, '#consent');
  await typeInto(page, '#address', a.street);
  await typeInto(page, '#city', 'New York');
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/HouseholdInformationPage/);
  await tabTo(page, '#optionAdult-0');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#optionAdult-1')).toBeChecked();
  await tabTo(page, '#otherAdultReceivesBenefit-0');
  await page.keyboard.press('ArrowDown');
  await typeInto(page, '#MK1', initials);
  await typeInto(page, '#MK2', initials);
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/QualificationPage/);
  await tabTo(page, '#eligibilityProgramCode-0');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('input[value="E2"]')).toBeChecked();
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/TribalStatusPage/);
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/VerifyPage/);
  await tick(page, '#reviewConsent');
  await pressButton(page, '^Continue$');

  await expect(page).toHaveURL(/AgreementPage/);
  for (let n = 1; n <= 6; n += 1) await typeInto(page, `#initials${n}`, initials);
  await typeInto(page, '#signature', `${a.firstName} ${a.lastName}`);
  await tick(page, '#signatureConsent');
  await pressButton(page, '^Continue$');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Congratulation/);
  await tick(page, '#tablet');
  await pressButton(page, '^Enroll now$');
  await expect(page).toHaveURL(/CompletedACP\?orderId=/);
});
