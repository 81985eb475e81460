import { expect, type Page, test } from '@playwright/test';
import { fillPersonal, startApplication, uniqueApplicant } from './application-steps';

// The first screens are prerendered (scripts/prerender.ts) and served in the reader's
// language (server/serve-app.ts): they paint before any script runs, and React then takes
// the very same page over without drawing it again (issue 6 §4).

const heading = (page: Page) => page.locator('main h1');

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the zip page are there, in English, with their titles', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(heading(page)).toBeVisible();
    await expect(page.locator('main a[href="/ZipCodePage"]').first()).toBeVisible();
    // Styled from the HTML alone (the stylesheet is inline): the site's and the page's rules.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // Its scripts only take it over: they do not compete with the page for a slow line.
    await expect(page.locator('script[type="module"]:not([fetchpriority="low"])')).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]:not([fetchpriority="low"])')).toHaveCount(
      0,
    );
    await expect(page.locator('main')).toHaveCSS('max-width', '640px');
    await expect(page.locator('ul.stats')).toHaveCSS('list-style-type', 'none');
    await page.goto('/ZipCodePage');
    await expect(heading(page)).toHaveText('Check if we serve your area');
    await expect(page).toHaveTitle('Check if we serve your area – ACP Connect');
    await expect(page.getByLabel('Zip code')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('for a browser set to Spanish', () => {
    test.use({ locale: 'es-MX' });

    test('they are in Spanish', async ({ page }) => {
      await page.goto('/ZipCodePage');
      await expect(heading(page)).toHaveText('Compruebe si damos servicio en su zona');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  });
});

test('React takes the prerendered page over as it is, and only then can it be used', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Hold the app's code back until the prerendered page has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ZipCodePage', { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Check if we serve your area');
  await expect(page.locator('.app-frame')).toHaveAttribute('inert', '');
  await heading(page).evaluate((node) => {
    (node as HTMLElement & { prerendered?: boolean }).prerendered = true;
  });
  release();
  await expect(page.locator('.app-frame')).not.toHaveAttribute('inert');
  // The same element: React adopted it rather than drawing the page again.
  expect(
    await heading(page).evaluate(
      (node) => (node as HTMLElement & { prerendered?: boolean }).prerendered === true,
    ),
  ).toBe(true);
  await page.getByLabel('Zip code').fill('10001');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/\/SuccessZipCodePage/);
  expect(errors).toEqual([]);
});

test('a reader who chose Spanish gets the Spanish page from the server next time', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Scripts blocked: only the HTML the server sent is on show.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/ZipCodePage');
  await expect(heading(page)).toHaveText('Compruebe si damos servicio en su zona');
  // The cookie holds the language and nothing else.
  const cookies = await page.context().cookies();
  expect(cookies.map(({ name, value }) => `${name}=${value}`)).toEqual(['locale=es']);
});

test('a stored application is drawn afresh over the prerendered zip page', async ({ page }) => {
  await startApplication(page);
  await fillPersonal(page, uniqueApplicant());
  await expect(page).toHaveURL(/\/ContactInfoPage/);
  await page.goto('/ZipCodePage');
  // D11: the machine asks before wiping the answers; the prerendered empty form is gone.
  await expect(heading(page)).toHaveText('Start a new application?');
  await expect(page.locator('.app-frame')).not.toHaveAttribute('inert');
  await expect(page.getByLabel('Zip code')).toHaveCount(0);
});
