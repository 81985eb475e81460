import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

// Every page of the information site, at both widths: a heading, a title, and nothing serious
// for axe.
const pages = [
  '/',
  '/AboutACPPage',
  '/ContactUsPage',
  '/ResourcesPage',
  '/PrivacyPage',
  '/BlogPage',
  '/BlogPage/what-is-the-acp',
  '/RegistrationPage',
  '/ShippigDetailsPage',
  '/VerificationPage',
  '/EnrollmentResultPage',
  '/EligiblePage',
  '/EligibleTabletPage',
  '/NotQualifiedPage',
];

for (const path of pages) {
  test(`${path} has a heading, a title and no serious accessibility problem`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/ACP Connect/);
    await expectAccessible(page);
  });
}

test('the contact form reaches the provider through the webhook', async ({ page }) => {
  const before = await (await page.request.get('/api/_sandbox/counts')).json();
  await page.goto('/ContactUsPage');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Enter your first name');
  await page.getByLabel('First name').fill(' Ana ');
  await page.getByLabel('Last name').fill('Diaz');
  await page.getByLabel('E-mail address').fill('ana@example.com');
  await page.getByLabel('Phone number').fill('(555) 123-4567');
  await page.getByLabel('Subject').selectOption({ index: 1 });
  await page.getByLabel('Message').fill('When will my SIM card arrive?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The message was sent successfully')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('');
  const after = await (await page.request.get('/api/_sandbox/counts')).json();
  expect(after.contact_messages).toBeGreaterThan(before.contact_messages);
});

// The menu is a button on a phone and a row of links on a wide screen: both are walked.
test('the information pages are reachable from the menu, each with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Stay Connected/);
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About ACP' })
    .click();
  await expect(page).toHaveURL(/\/AboutACPPage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
