import { expect, type Page } from '@playwright/test';

// A person's way through the application, in the browser, against the sandbox. Fields are
// found by their ids so the same steps work in English and in Spanish; buttons by their
// visible names in the language given.

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
    street: `${Math.floor(Math.random() * 9000) + 100} Main St`,
    state: 'NY',
    zip: '10001',
    ...overrides,
  };
}

const words = {
  en: { check: 'Check my area', next: 'Next', continue: 'Continue', yes: 'Yes', no: 'No' },
  es: { check: 'Comprobar mi zona', next: 'Siguiente', continue: 'Continuar', yes: 'Sí', no: 'No' },
};

export async function startApplication(page: Page, zip = '10001', lang: 'en' | 'es' = 'en') {
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill(zip);
  await page.getByRole('button', { name: words[lang].check }).click();
  await expect(page).toHaveURL(/SuccessZipCodePage/);
  await page.getByRole('button', { name: words[lang].next, exact: true }).click();
  await expect(page).toHaveURL(/PersonalInfoPage\?profileStep=1/);
}

export async function fillPersonal(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await page.locator('#firstName').fill(a.firstName);
  await page.locator('#lastName').fill(a.lastName);
  await page.locator('#dob-month').selectOption('2');
  await page.locator('#dob-day').selectOption('29');
  await page.locator('#dob-year').selectOption('1980');
  await page.locator('#ssn4').fill(a.ssn4);
  await page.locator(lang === 'es' ? '#language-1' : '#language-0').check();
  await page.getByRole('button', { name: words[lang].continue }).click();
  await expect(page).toHaveURL(/ContactInfoPage\?profileStep=2/);
}

export async function fillContact(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await page.locator('#contactPhoneNumber').fill('5551234567');
  await page.locator('#contactEmail').fill(a.email);
  await page.locator('#consent').check();
  await page.locator('#address').fill(a.street);
  await page.locator('#city').fill('New York');
  await page.locator('#state').selectOption(a.state);
  await page.locator('#zipCode').fill(a.zip);
  await page.getByRole('button', { name: words[lang].continue }).click();
}

export async function fillHousehold(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await expect(page).toHaveURL(/HouseholdInformationPage\?profileStep=3/);
  await page.locator('#optionAdult-1').check();
  await page.locator('#otherAdultReceivesBenefit-1').check();
  const initials = `${a.firstName[0]}${a.lastName[0]}`;
  await page.locator('#MK1').fill(initials);
  await page.locator('#MK2').fill(initials);
  await page.getByRole('button', { name: words[lang].continue }).click();
}

export async function fillQualification(page: Page, lang: 'en' | 'es' = 'en') {
  await expect(page).toHaveURL(/QualificationPage\?profileStep=4/);
  await page.locator('input[name="eligibilityProgramCode"][value="E2"]').check();
  await page.getByRole('button', { name: words[lang].continue }).click();
}

export async function fillTribal(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  await expect(page).toHaveURL(/TribalStatusPage\?profileStep=5/);
  if (a.tribalId) {
    await page.locator('#checkTribal').check();
    await page.locator('#tribalId').fill(a.tribalId);
  }
  await page.getByRole('button', { name: words[lang].continue }).click();
}

export async function confirmReview(page: Page, lang: 'en' | 'es' = 'en') {
  await expect(page).toHaveURL(/VerifyPage\?profileStep=6/);
  await page.locator('#reviewConsent').check();
  await page.getByRole('button', { name: words[lang].continue }).click();
  await expect(page).toHaveURL(/AgreementPage\?profileStep=7/);
}

export async function signAgreement(page: Page, a: Applicant, lang: 'en' | 'es' = 'en') {
  const initials = `${a.firstName[0]}${a.lastName[0]}`;
  for (let n = 1; n <= 6; n += 1) await page.locator(`#initials${n}`).fill(initials);
  await page.locator('#signature').fill(`${a.firstName} ${a.lastName}`);
  await page.locator('#signatureConsent').check();
  await page.getByRole('button', { name: words[lang].continue }).click();
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
