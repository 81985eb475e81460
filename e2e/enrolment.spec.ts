import { expect, type Page, test } from '@playwright/test';
import { type Applicant, apply, uniqueApplicant } from './application-steps';
import { secretsIn } from './secrets';
import { armFault, expectAccessible } from './support';

// Enrolment and transfer against the sandbox; the e-mail address's local part chooses the
// sandbox's answer (docs/sandbox.md).

const QUALIFIED = /Congratulations, you qualify/;

async function qualify(page: Page, overrides: Partial<Applicant> = {}, emailLocalPart?: string) {
  const a = uniqueApplicant(overrides);
  if (emailLocalPart) a.email = `${emailLocalPart}+${a.firstName.toLowerCase()}@example.com`;
  await apply(page, a);
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
  // The tablet offer has loaded when its box is on show.
  await expect(page.locator('#tablet')).toBeVisible();
  return a;
}

async function applicationId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('acp.flow') ?? '{}');
    return stored.snapshot?.context?.eligibility?.applicationId ?? '';
  });
}

/** The Idempotency-Key of every enrolment request this page sends, in order. */
function recordEnrolKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/public/nlad/enroll') return;
    keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

// The sandbox's log shows keys masked; asked for a whole key, it lists that key's requests.
async function enrolRequests(page: Page, key: string) {
  const answer = await page.request.get(
    `/api/_sandbox/requests?path=/public/nlad/enroll&idempotencyKey=${encodeURIComponent(key)}`,
  );
  const { requests } = (await answer.json()) as {
    requests: { idempotencyKey?: string; replayed?: boolean }[];
  };
  return requests;
}

async function expectCompleted(page: Page) {
  // The order id alone: no subscriber id or activation code in history (issue 15 §5).
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=[^&]+$/);
  await expect(
    page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/),
  ).toBeVisible();
}

test('enrolment with the tablet: a confirmation with the order and the fulfilment id', async ({
  page,
}) => {
  const a = await qualify(page);
  await expectAccessible(page);
  await page.locator('#tablet').check();
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expectCompleted(page);
  await expect(page.getByText('tablet', { exact: false }).first()).toBeVisible();
  // The order number and activation code are random digits: only the SSN's four standing
  // alone would be a leak.
  expect(secretsIn((await page.locator('main').textContent()) ?? '', [a.ssn4])).toEqual([]);
  await expectAccessible(page);
  // Completion wipes the flow's personal data from the tab (D14).
  expect(await page.evaluate(() => sessionStorage.getItem('acp.flow') ?? '')).not.toContain(
    a.firstName,
  );
});

test('a reload on /EnrollStep keeps the tablet choice', async ({ page }) => {
  await qualify(page);
  await page.locator('#tablet').check();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
  await expect(page.locator('#tablet')).toBeChecked();
});

test('a double click sends exactly one enrolment request', async ({ page }) => {
  await qualify(page);
  const keys = recordEnrolKeys(page);
  await page.getByRole('button', { name: 'Enroll now' }).dblclick();
  await expectCompleted(page);
  expect(keys).toHaveLength(1);
  expect(await enrolRequests(page, keys[0] ?? '')).toHaveLength(1);
});

test('a 504 after the provider enrolled: Resubmit replays the same key, one enrolment', async ({
  page,
}) => {
  await qualify(page);
  const id = await applicationId(page);
  const keys = recordEnrolKeys(page);
  await armFault(page, { path: '/public/nlad/enroll', fault: 'lost' });
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
  await page.getByRole('button', { name: 'Resubmit' }).click();
  await expectCompleted(page);
  // The same random key both times, naming nothing of the application (DEC-090).
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).not.toContain(id);
  const requests = await enrolRequests(page, keys[0] ?? '');
  expect(requests).toHaveLength(2);
  expect(requests.filter((request) => request.replayed)).toHaveLength(1);
});

test('the same household twice: never enrolled twice; its transfer is refused (/Failure)', async ({
  page,
}) => {
  const a = await qualify(page);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expectCompleted(page);
  // The same household applies again, with an address whose transfer the sandbox refuses.
  await apply(page, { ...a, email: `notransfer+${a.firstName.toLowerCase()}@example.com` });
  await expect(page.getByRole('heading', { level: 1, name: QUALIFIED })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(page).toHaveURL(/\/TransferAcpPlan$/);
  await page.locator('#transferConsent').check();
  await page.getByRole('button', { name: 'Transfer' }).click();
  await expect(page).toHaveURL(/\/Failure$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer failure');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Verify Eligibility again' }).click();
  await expect(page).toHaveURL(/\/ZipCodePage$/);
});

test('the tablet refused at enrolment: enrolled, and told the $10.01 was returned', async ({
  page,
}) => {
  await qualify(page, {}, 'tabletrejected');
  await page.locator('#tablet').check();
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expectCompleted(page);
  await expect(page.getByText(/the tablet was not approved/i)).toBeVisible();
});

test('an enrolment in Spanish, to the confirmation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await apply(page, uniqueApplicant(), 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Felicidades, usted califica');
  await page.locator('#tablet').check();
  await page.locator('form button[type="submit"]').click();
  // The order id alone: no subscriber id or activation code in history (issue 15 §5).
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=[^&]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible(page);
});
