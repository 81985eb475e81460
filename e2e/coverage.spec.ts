import { expect, test } from '@playwright/test';
import { armFault, expectAccessible } from './support';

// Zip codes from docs/sandbox.md: NY is served, AK is not, 00000 is in no state.

test('a served zip lands on the success page, then step 1', async ({ page }) => {
  await page.goto('/ZipCodePage');
  await expect(page).toHaveTitle(/Check if we serve your area/);
  await expectAccessible(page);
  await page.getByLabel('Zip code').fill('10001');
  await page.getByRole('button', { name: 'Check my area' }).click();
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Congratulations, we provide service in your area',
  });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/PersonalInfoPage\?profileStep=1$/);
});

test('an unserved state lands on the sorry page, which keeps the contact details', async ({
  page,
}) => {
  const before = await (await page.request.get('/api/_sandbox/counts')).json();
  await page.goto('/ZipCodePage');
  await page.getByLabel('Zip code').fill('99501');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, we do not provide service in Alaska yet' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/SorryZipCodePage\?state=AK$/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your e-mail address');
  await expect(page.getByRole('alert')).toContainText('Enter your phone number');
  await expectAccessible(page);

  await page.getByLabel('E-mail address').fill('waitlist@');
  await page.getByLabel('Phone number').fill('555');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Enter an e-mail address like name@example.com',
  );
  await expect(page.getByRole('alert')).toContainText(
    'Enter a phone number with 10 digits, like 5551234567',
  );

  await page.getByLabel('E-mail address').fill('waitlist@example.com');
  await page.getByLabel('Phone number').fill('(907) 555-0100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('We will contact you when service reaches your area')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const after = await (await page.request.get('/api/_sandbox/counts')).json();
  expect(after.contact_messages).toBeGreaterThan(before.contact_messages);
});

test('a zip in no state lands on the sorry page with the zip', async ({ page }) => {
  await page.goto('/ZipCodePage');
  await page.getByLabel('Zip code').fill('00000');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, we could not find zip code 00000' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/SorryZipCodePage\?zipCode=00000$/);
});

test('a time-out of the coverage check is said plainly and can be retried', async ({ page }) => {
  await page.goto('/ZipCodePage');
  // GETs are retried twice by the client, so the fault must outlast the retries.
  await armFault(page, { path: '/public/acp_supported_state/TX', fault: 'timeout', times: 3 });
  await page.getByLabel('Zip code').fill('73301');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page.getByText('The server took too long to answer')).toBeVisible();
  await expect(page.getByLabel('Zip code')).toHaveValue('73301');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=73301$/);
});

test('the whole coverage check works in Spanish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/ZipCodePage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Compruebe si damos servicio en su zona',
  );
  await page.getByLabel('Código postal').fill('99501');
  await page.getByRole('button', { name: 'Comprobar mi zona' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lo sentimos, todavía no damos servicio en Alaska',
  );
  await expectAccessible(page);
});

test('a deep link into the application without a zip lands on the zip page (D10)', async ({
  page,
}) => {
  await page.goto('/PersonalInfoPage?profileStep=1');
  await expect(page).toHaveURL(/\/ZipCodePage$/);
});

test('an unknown URL keeps the referral code and goes to its parent (D4)', async ({ page }) => {
  await page.goto('/AboutACPPage/PARTNER42?utm=x');
  await expect(page).toHaveURL(/\/AboutACPPage\?utm=x$/);
  expect(await page.evaluate(() => sessionStorage.getItem('acp.referralCode'))).toBe('PARTNER42');
  // A flow screen's URL is the machine's: the code is kept, stray query parameters are not.
  await page.goto('/ZipCodePage/PARTNER43?utm=x');
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  expect(await page.evaluate(() => sessionStorage.getItem('acp.referralCode'))).toBe('PARTNER43');
});

test('the app answers with its security headers and refuses to be framed', async ({ request }) => {
  const response = await request.get('/ZipCodePage');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});
