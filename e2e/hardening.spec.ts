import { expect, type Page, test } from '@playwright/test';
import { formFills } from '../tests/fill/form-fills';
import { applicationEvents, uniqueApplicant } from './application-steps';
import { playFills } from './playwright-adapter';

// Issue 39 in the browser: a flow kept in the tab by an earlier build (a renamed state) or
// altered in storage is read back only through the machine and the schemas (D60); a link's
// words never become a page's heading; a page's chunk gone behind a CDN that still serves the
// shell says the site was updated.

const FLOW_KEY = 'acp.flow';
const DROPPED =
  'This site was updated and could not read the answers saved in this browser tab, so they were deleted: please start again.';

type Kept = {
  savedAt: number;
  format?: number;
  snapshot: { value: unknown; context: Record<string, unknown>; [key: string]: unknown };
};

/** A fresh zip page, 10001 checked, then steps 1 and 2: the flow is kept at step 3. */
async function toHousehold(page: Page) {
  const applicant = uniqueApplicant();
  const events = applicationEvents(applicant);
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('10001');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/);
  for (const event of [events.coverage, ...events.steps.slice(0, 2)]) {
    await playFills(page, formFills(event));
  }
  await expect(page).toHaveURL(/\/HouseholdInformationPage\?profileStep=3$/);
  return applicant;
}

/** What the tab keeps, changed by `change`, as an earlier build or a hand in storage left it. */
async function rewriteKept(page: Page, change: (kept: Kept) => Kept) {
  const kept = await page.evaluate((key) => sessionStorage.getItem(key), FLOW_KEY);
  const changed = change(JSON.parse(kept ?? '{}') as Kept);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    FLOW_KEY,
    JSON.stringify(changed),
  ] as const);
}

/** The zip page with D60's sentence, never an error page; nothing of the old flow is kept. */
async function expectDropped(page: Page, name: string) {
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(page.getByRole('status').filter({ hasText: DROPPED })).toBeVisible();
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
  await expect(page.locator('#zipCode')).toBeVisible();
  const kept = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', FLOW_KEY);
  expect(kept).not.toContain(name);
}

test('D60: a flow an earlier build kept (a state since renamed) is dropped on the zip page, with one sentence', async ({
  page,
}) => {
  const applicant = await toHousehold(page);
  // The build before named step 3's state otherwise, and wrote no format beside it.
  await rewriteKept(page, ({ format: _format, ...kept }) => ({
    ...kept,
    snapshot: { ...kept.snapshot, value: { application: 'householdInformation' } },
  }));
  await page.reload();
  await expectDropped(page, applicant.firstName);
  // Reloaded again, the zip page stays as it is: nothing is dropped twice.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: DROPPED })).toHaveCount(0);
  await expect(page.locator('#zipCode')).toBeVisible();
});

test('D60: in Spanish, the same sentence in Spanish', async ({ page }) => {
  await toHousehold(page);
  await rewriteKept(page, (kept) => ({
    ...kept,
    snapshot: { ...kept.snapshot, value: { application: 'householdInformation' } },
  }));
  await page.evaluate(() => localStorage.setItem('locale', 'es'));
  await page.reload();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(
    page.getByText(
      'Este sitio se actualizó y no pudo leer las respuestas guardadas en esta pestaña del navegador, así que se borraron: por favor, empiece de nuevo.',
    ),
  ).toBeVisible();
});

test('D60: a flow forged in storage cannot open the agreement with no step answered', async ({
  page,
}) => {
  const applicant = await toHousehold(page);
  await rewriteKept(page, (kept) => ({
    ...kept,
    snapshot: {
      ...kept.snapshot,
      value: { application: { agreement: 'editing' } },
      context: {
        ...kept.snapshot.context,
        application: { answers: {}, reviewConsent: true, agreement: null },
      },
    },
  }));
  await page.goto('/AgreementPage?profileStep=7');
  await expectDropped(page, applicant.firstName);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/sign/i);
});

test('D60: a flow forged in storage cannot send the browser to a host that is not allowed', async ({
  page,
}) => {
  await toHousehold(page);
  await rewriteKept(page, (kept) => ({
    ...kept,
    snapshot: {
      ...kept.snapshot,
      value: { leaving: 'following' },
      context: { ...kept.snapshot.context, leavingTo: 'https://evil.example/verify' },
    },
  }));
  const leaving = page.waitForRequest((request) => request.url().includes('evil.example'), {
    timeout: 3000,
  });
  await page.reload();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(leaving).rejects.toThrow();
  await expect(page.getByRole('status').filter({ hasText: DROPPED })).toBeVisible();
});

test('a link’s words never become the expired page’s heading or title: the id is looked up first', async ({
  page,
}) => {
  const words = 'Your benefit is suspended. Call 1-900-555-0100 now';
  await page.goto(`/Expired?id=${encodeURIComponent(words)}`);
  // The provider knows no such application.
  await expect(page).toHaveURL(/\/Rejected$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('1-900');
  await expect(page).not.toHaveTitle(/1-900/);
});

test('DEC-188: a page’s chunk gone behind a CDN that still serves the shell says the site was updated', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // No idle prefetch: the press is what fetches step 1's page.
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('10001');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/);
  // The deploy removed step 1's page; the CDN still answers 200 for every other file, the
  // shell chunk the probe used to ask for among them.
  await page.route(/\/assets\/personal-info-page-[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  const updated = page.getByRole('dialog', { name: 'This site has been updated' });
  await expect(updated).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'The connection dropped' })).toHaveCount(0);
  await page.unroute(/\/assets\/personal-info-page-[^/]*\.js$/);
  await updated.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page).toHaveURL(/\/PersonalInfoPage\?profileStep=1$/);
  await expect(page.locator('#firstName')).toBeVisible();
});
