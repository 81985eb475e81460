import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  confirmReview,
  fillContact,
  fillHousehold,
  fillPersonal,
  fillQualification,
  fillTribal,
  startApplication,
  uniqueApplicant,
} from './application-steps';
import { armFault } from './support';

// Issue 6 §6, the fault gate: at every submit that calls the API, each way a call can fail —
// the gateway's 504, a 500, malformed JSON, a bare string, the network gone — must leave the
// person with a clear message and every answer in place, and the next press must send exactly
// one request, with the same Idempotency-Key where the call carries one. The faults are
// answered in this page's own network layer (support.ts), so nothing reaches the sandbox but
// the final, successful attempt; each test walks all five faults on one page to share its setup.

type Fault = 'timeout' | '500' | 'malformed' | 'string' | 'offline';
const FAULTS: readonly Fault[] = ['timeout', '500', 'malformed', 'string', 'offline'];
const WEBHOOK_FAULTS = FAULTS.filter((fault) => fault !== 'malformed');

/** The words of src/lib/failure-message.ts, or the fault's own body where the app shows it. */
const SAID = {
  timeout: 'The server took too long to answer',
  offline: 'We could not reach the server',
  malformed: 'We received an answer we could not read',
  providerWords: 'Internal server error',
  generic: 'Something went wrong, please try again later',
  accessDenied: 'HTTP Status 403 - Access is denied',
} as const;

interface Call {
  key: string | undefined;
}

const isCall = (url: string, path: string) => new URL(url).pathname === `/api${path}`;

/** Every request this page makes to `path` (under /api), in order, with its key. */
function recordCalls(page: Page, path: string): Call[] {
  const calls: Call[] = [];
  page.on('request', (request) => {
    if (!isCall(request.url(), path)) return;
    calls.push({ key: request.headers()['idempotency-key'] });
  });
  return calls;
}

interface Submit {
  /** API path the submit calls, relative to /api. */
  path: string;
  button: Locator;
  /** What the page must say for each fault. */
  says: Record<Fault, string>;
  /** The typed answers are all still there. */
  keptAnswers: () => Promise<void>;
  /** The faults to walk (all five unless said). */
  faults?: readonly Fault[];
  /** A GET is retried by the client on a 5xx (client.ts): arm the fault for every attempt. */
  attemptsPerPress?: Partial<Record<Fault, number>>;
}

/**
 * Press submit once per fault; each press must show the fault's message, keep the answers and
 * send one request (more only where the client itself retries a read). Then, with the network
 * back and no fault, press once more: one request, which must get through (`through`).
 */
async function everyFaultThenThrough(page: Page, submit: Submit, through: () => Promise<void>) {
  const calls = recordCalls(page, submit.path);
  for (const fault of submit.faults ?? FAULTS) {
    const attempts = submit.attemptsPerPress?.[fault] ?? 1;
    const before = calls.length;
    if (fault === 'offline') await page.context().setOffline(true);
    else await armFault(page, { path: submit.path, fault, times: attempts });
    const sent = page.waitForRequest((request) => isCall(request.url(), submit.path));
    await submit.button.click();
    // Its answer (or its failure) is in, so the message checked below is this press's own,
    // not the one the previous fault left on show.
    await (await sent).response();
    await expect(page.getByText(submit.says[fault]).first(), `after ${fault}`).toBeVisible();
    await submit.keptAnswers();
    if (fault === 'offline') await page.context().setOffline(false);
    // The press is over (its message is on show): it made its requests and no more.
    expect(calls.length - before, `requests for one press (${fault})`).toBe(attempts);
  }
  const before = calls.length;
  await submit.button.click();
  await through();
  expect(calls.length - before, 'requests for the retry').toBe(1);
  return calls;
}

/**
 * Every attempt carried the one key, a random one that names nothing of the application
 * (DEC-090), and the sandbox saw that key exactly once.
 */
async function expectOneKey(page: Page, calls: Call[], path: string, applicationId: string) {
  const key = calls[0]?.key ?? '';
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(key).not.toContain(applicationId);
  expect(calls.map((call) => call.key)).toEqual(calls.map(() => key));
  // The sandbox's log shows keys masked; asked for a whole key, it lists that key's requests.
  const answer = await page.request.get(
    `/api/_sandbox/requests?path=${path}&idempotencyKey=${encodeURIComponent(key)}`,
  );
  const { requests } = (await answer.json()) as { requests: { idempotencyKey?: string }[] };
  expect(requests).toHaveLength(1);
}

async function applicationId(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('acp.flow') ?? '{}');
    return stored.snapshot?.context?.eligibility?.applicationId ?? '';
  });
}

const main = (page: Page) => page.getByRole('main');
const submitButton = (page: Page) => main(page).locator('form button[type="submit"]');

test('the zip check: every fault said, the zip kept, then it goes through', async ({ page }) => {
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('10001');
  await everyFaultThenThrough(
    page,
    {
      path: '/public/acp_supported_state/NY',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        string: SAID.generic,
        offline: SAID.offline,
      },
      keptAnswers: () => expect(page.locator('#zipCode')).toHaveValue('10001'),
      attemptsPerPress: { timeout: 3, '500': 3, offline: 3 },
    },
    () => expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/),
  );
});

test('the waitlist: every fault said, the contact details kept, then it goes through', async ({
  page,
}) => {
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('99501');
  await page.getByRole('button', { name: 'Check my area' }).click();
  await expect(page).toHaveURL(/\/SorryZipCodePage\?state=AK$/);
  await page.locator('#email').fill('waitlist-fault@example.com');
  await page.locator('#phone').fill('907 555 0100');
  await everyFaultThenThrough(
    page,
    {
      path: '/hooks/contact',
      button: submitButton(page),
      // A chat webhook's 200 is delivery, whatever its body (send-contact-message.ts): no
      // malformed answer to fail on.
      faults: WEBHOOK_FAULTS,
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: '',
        // B §7: a webhook's refusal without words is said with its status text.
        string: 'Forbidden',
        offline: SAID.offline,
      },
      keptAnswers: async () => {
        await expect(page.locator('#email')).toHaveValue('waitlist-fault@example.com');
        await expect(page.locator('#phone')).toHaveValue('907 555 0100');
      },
    },
    () =>
      expect(page.getByText('We will contact you when service reaches your area')).toBeVisible(),
  );
});

test('the contact form: every fault said, the message kept, then it is sent', async ({ page }) => {
  await page.goto('/ContactUsPage');
  const typed = {
    '#firstName': 'Rosa',
    '#lastName': 'Faultline',
    '#email': 'rosa.faultline@example.com',
    '#phone': '5551230000',
    '#message': 'Where is my tablet?',
  };
  for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value);
  await page.locator('#subject').selectOption('My service or device');
  await everyFaultThenThrough(
    page,
    {
      path: '/hooks/contact',
      button: submitButton(page),
      faults: WEBHOOK_FAULTS,
      // B §7: the provider's words, else the status text, else the one generic sentence.
      says: {
        timeout: SAID.generic,
        '500': SAID.providerWords,
        malformed: '',
        string: 'Forbidden',
        offline: SAID.generic,
      },
      keptAnswers: async () => {
        for (const [field, value] of Object.entries(typed)) {
          await expect(page.locator(field)).toHaveValue(value);
        }
        await expect(page.locator('#subject')).toHaveValue('My service or device');
      },
    },
    () => expect(page.getByText('The message was sent successfully')).toBeVisible(),
  );
});

test('eligibility, enrolment and transfer: every fault said, the answers kept, one key', async ({
  page,
}) => {
  test.slow();
  const a = uniqueApplicant();
  // `duplicate@`: the enrolment that finally goes through answers DUPLICATE, so the same
  // household goes on to the transfer, whose faults come next (docs/sandbox.md).
  a.email = `duplicate+${a.firstName.toLowerCase()}@example.com`;
  await startApplication(page);
  await fillPersonal(page, a);
  await fillContact(page, a);
  await fillHousehold(page, a);
  await fillQualification(page);
  await fillTribal(page, a);
  await confirmReview(page);
  const initials = `${a.firstName[0]}${a.lastName[0]}`;
  for (let n = 1; n <= 6; n += 1) await page.locator(`#initials${n}`).fill(initials);
  await page.locator('#signature').fill(`${a.firstName} ${a.lastName}`);
  await page.locator('#signatureConsent').check();

  await everyFaultThenThrough(
    page,
    {
      path: '/public/acp/eligibility-check',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        // A bare string is no eligibility answer at all.
        string: SAID.malformed,
        offline: SAID.offline,
      },
      keptAnswers: async () => {
        for (let n = 1; n <= 6; n += 1) {
          await expect(page.locator(`#initials${n}`)).toHaveValue(initials);
        }
        await expect(page.locator('#signature')).toHaveValue(`${a.firstName} ${a.lastName}`);
        await expect(page.locator('#signatureConsent')).toBeChecked();
      },
    },
    () => expect(page).toHaveURL(/\/EnrollStep$/),
  );

  await expect(page.locator('#tablet')).toBeVisible();
  await page.locator('#tablet').check();
  const id = await applicationId(page);
  const enrolCalls = await everyFaultThenThrough(
    page,
    {
      path: '/public/nlad/enroll',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        string: SAID.accessDenied,
        offline: SAID.offline,
      },
      keptAnswers: () => expect(page.locator('#tablet')).toBeChecked(),
    },
    () => expect(page).toHaveURL(/\/TransferAcpPlan$/),
  );
  await expectOneKey(page, enrolCalls, '/public/nlad/enroll', id);

  await page.locator('#transferConsent').check();
  const transferCalls = await everyFaultThenThrough(
    page,
    {
      path: '/public/nlad/transfer',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        string: SAID.accessDenied,
        offline: SAID.offline,
      },
      keptAnswers: () => expect(page.locator('#transferConsent')).toBeChecked(),
    },
    () => expect(page).toHaveURL(/\/CompletedACP\?orderId=/),
  );
  await expectOneKey(page, transferCalls, '/public/nlad/transfer', id);
});

test('the status lookup and the address form: every fault said, the answers kept, one key', async ({
  page,
  baseURL,
}) => {
  // A qualified application made straight through the API: this test is about the lookup.
  const a = uniqueApplicant();
  const made = await page.request.post('/api/public/acp/eligibility-check', {
    data: {
      firstName: a.firstName,
      lastName: a.lastName,
      dob: '1980-02-29',
      ssn4: '0000',
      address: a.street,
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      carrierUrl: `${baseURL}/ACPEligibilityCheck`,
    },
  });
  const { applicationId: id } = (await made.json()) as { applicationId: string };
  expect(id).toBeTruthy();

  await page.goto('/CheckEnrollStatusPage');
  await page.locator('#applicationId').fill(id);
  await everyFaultThenThrough(
    page,
    {
      path: '/public/acp/eligibility-check/status',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        string: SAID.malformed,
        offline: SAID.offline,
      },
      keptAnswers: () => expect(page.locator('#applicationId')).toHaveValue(id),
    },
    () => expect(page).toHaveURL(/\/EnrollStep$/),
  );

  // This tab never saw the application's details: Enroll now asks for them first (D26).
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/ConfirmAddress$/);
  const typed = {
    '#firstName': a.firstName,
    '#lastName': a.lastName,
    '#emailAddress': a.email,
    '#contactPhoneNumber': '5551234567',
    '#shippingAddress1': a.street,
    '#shippingCity': 'New York',
    '#shippingZipcode': '10001',
  };
  for (const [field, value] of Object.entries(typed)) await page.locator(field).fill(value);
  await page.locator('#shippingState').selectOption('NY');
  await page.locator('#dob-month').selectOption('2');
  await page.locator('#dob-day').selectOption('29');
  await page.locator('#dob-year').selectOption('1980');
  const calls = await everyFaultThenThrough(
    page,
    {
      path: '/public/nlad/enroll',
      button: submitButton(page),
      says: {
        timeout: SAID.timeout,
        '500': SAID.providerWords,
        malformed: SAID.malformed,
        string: SAID.accessDenied,
        offline: SAID.offline,
      },
      keptAnswers: async () => {
        for (const [field, value] of Object.entries(typed)) {
          await expect(page.locator(field)).toHaveValue(value);
        }
        await expect(page.locator('#shippingState')).toHaveValue('NY');
        await expect(page.locator('#dob-year')).toHaveValue('1980');
      },
    },
    () => expect(page).toHaveURL(/\/CompletedACP\?orderId=/),
  );
  await expectOneKey(page, calls, '/public/nlad/enroll', id);
});
