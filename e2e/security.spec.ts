import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
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

// Issue 6 §5, the security gate against the production server: the app refuses to be framed
// by another origin, follows no link D16 refuses, and shows an API's HTML as text. The API's
// answers are fulfilled in this page's network layer, so any answer can be tried.

const UNTRUSTED = 'a web address we do not trust';
const HTML_MESSAGE = '<img src=x onerror=alert(1)><b>bold</b>';

/**
 * What an API link could try, built on the app's own host as bait: every one must be refused.
 */
function redirectTricks(baseURL: string): string[] {
  const app = new URL(baseURL).host;
  return [
    'javascript:alert(1)',
    ' JavaScript:alert(document.domain)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    `https://${app}@evil.example/x`,
    'http://evil.example/x',
    'https://evil.example/x',
    `https://evil${app}/x`,
    `https://${app}.evil.example/x`,
    `https://evil.example/#${baseURL}`,
    'http://127.0.0.1:1/x',
  ];
}

/**
 * Everything that could show the browser leaving or running the link: a request or a page
 * load outside the app's origin, or a dialog from injected script.
 */
function watchForEscape(page: Page, baseURL: string) {
  const escapes: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) escapes.push(`request ${request.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (!frame.url().startsWith(origin)) escapes.push(`navigation ${frame.url()}`);
  });
  page.on('dialog', async (dialog) => {
    escapes.push(`dialog ${dialog.message()}`);
    await dialog.dismiss();
  });
  return escapes;
}

/** Answer the next call to `path` (under /api) with `json`, once; `answered` settles then. */
async function answerOnce(page: Page, path: string, json: unknown, status = 200) {
  let used = false;
  let answered = () => {};
  const done = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route(`**/api${path}`, async (route) => {
    if (used) return route.fallback();
    used = true;
    await route.fulfill({ status, json });
    answered();
  });
  return { answered: done };
}

const submitButton = (page: Page) => page.getByRole('main').locator('form button[type="submit"]');

test('the app does not render inside a frame of another origin', async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? '');
  // Another origin: a tiny server of its own on another port. (A page Playwright fulfils
  // counts as public to the browser, which then stops the frame itself before the app's
  // headers could: that would prove nothing.)
  const framer = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<!doctype html><title>Other</title><h1>Someone else's page</h1><iframe src="${app.origin}/"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = framer.address() as AddressInfo;
    const appAnswer = page.waitForResponse(`${app.origin}/`);
    await page.goto(`http://127.0.0.1:${port}/`);
    // The browser did ask for the app, and the answer forbids framing...
    const headers = (await appAnswer).headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // ...so nothing of the app is in the frame.
    await expect(page.getByRole('heading', { name: "Someone else's page" })).toBeVisible();
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame, 'the frame').toBeDefined();
    // The browser puts its own "refused to connect" page there instead.
    const framed = page.frameLocator('iframe');
    await expect(framed.locator('body')).toHaveCount(1);
    await expect(framed.locator('#root, main')).toHaveCount(0);
    await expect(framed.locator('body')).not.toContainText('Affordable Connectivity');
    expect(frame?.url()).not.toContain(app.host);
  } finally {
    framer.close();
  }
});

test('no resolution or certification link D16 refuses is followed', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const escapes = watchForEscape(page, origin);
  const a = uniqueApplicant();
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

  const tricks = redirectTricks(origin);
  const answers = [
    ...tricks.map((href) => ({
      status: 'PENDING_RESOLUTION',
      _links: { resolution: { href } },
    })),
    { status: 'PENDING_CERT', _links: { certification: { href: 'https://evil.example/x' } } },
    { status: 'PENDING_CERT', _links: { certification: { href: 'javascript:alert(1)' } } },
  ];
  for (const answer of answers) {
    const { answered } = await answerOnce(page, '/public/acp/eligibility-check', {
      applicationId: 'A-D16',
      eligibilityCheckId: 'E-D16',
      ...answer,
    });
    await submitButton(page).click();
    await answered;
    await expect(page.getByRole('alert').filter({ hasText: UNTRUSTED })).toBeVisible();
    await expect(page).toHaveURL(/\/AgreementPage\?profileStep=7$/);
    expect(escapes, JSON.stringify(answer)).toEqual([]);
  }

  // The provider's refusal with HTML in its words: shown as text, never as markup.
  await answerOnce(page, '/public/acp/eligibility-check', {
    status: 'DENIED',
    errors: [{ message: HTML_MESSAGE }],
  });
  await submitButton(page).click();
  await expect(page.getByText(HTML_MESSAGE).first()).toBeVisible();
  await expect(page.locator('main b, main img[src="x"]')).toHaveCount(0);
  expect(escapes).toEqual([]);
});

test('no enrolment `url` D16 refuses is followed', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const escapes = watchForEscape(page, origin);
  // A qualified application as the status lookup answers it: all this test needs of the flow.
  await answerOnce(page, '/public/acp/eligibility-check/status', {
    applicationId: 'A-D16-URL',
    eligibilityCheckId: 'E-D16-URL',
    status: 'COMPLETE',
  });
  await page.goto('/CheckEnrollStatusPage');
  await page.locator('#applicationId').fill('A-D16-URL');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/EnrollStep$/);
  // This tab never saw the applicant's details: Enroll now asks for them first (D26).
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/ConfirmAddress$/);
  await page.locator('#firstName').fill('Ana');
  await page.locator('#lastName').fill('Redirect');
  await page.locator('#dob-month').selectOption('2');
  await page.locator('#dob-day').selectOption('29');
  await page.locator('#dob-year').selectOption('1980');
  await page.locator('#emailAddress').fill('ana.redirect@example.com');
  await page.locator('#contactPhoneNumber').fill('5551234567');
  await page.locator('#shippingAddress1').fill('1 Main St');
  await page.locator('#shippingCity').fill('New York');
  await page.locator('#shippingState').selectOption('NY');
  await page.locator('#shippingZipcode').fill('10001');

  for (const url of redirectTricks(origin)) {
    const { answered } = await answerOnce(page, '/public/nlad/enroll', { url });
    await submitButton(page).click();
    await answered;
    await expect(page.getByRole('alert').filter({ hasText: UNTRUSTED })).toBeVisible();
    await expect(page).toHaveURL(/\/ConfirmAddress$/);
    expect(escapes, url).toEqual([]);
  }

  // The provider's error with HTML in its words: the toast and the page say it as text.
  await answerOnce(page, '/public/nlad/enroll', { status: 500, message: HTML_MESSAGE }, 500);
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: HTML_MESSAGE })).toBeVisible();
  await expect(page.locator('b, img[src="x"]')).toHaveCount(0);
  expect(escapes).toEqual([]);
});

test('an API error containing HTML is shown as text', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const escapes = watchForEscape(page, origin);
  await page.goto('/ZipCodePage');
  // A 400 is not retried, so one answer is enough.
  await answerOnce(page, '/public/acp_supported_state/NY', { message: HTML_MESSAGE }, 400);
  await page.locator('#zipCode').fill('10001');
  await submitButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: HTML_MESSAGE })).toBeVisible();
  await expect(page.locator('b, img[src="x"]')).toHaveCount(0);

  // The contact form's toast, which puts the webhook's words on screen.
  await page.goto('/ContactUsPage');
  await answerOnce(page, '/hooks/contact', { message: HTML_MESSAGE }, 500);
  await page.locator('#firstName').fill('Ana');
  await page.locator('#lastName').fill('Markup');
  await page.locator('#email').fill('ana.markup@example.com');
  await page.locator('#phone').fill('5551234567');
  await page.locator('#subject').selectOption('Something else');
  await page.locator('#message').fill('Hello');
  await submitButton(page).click();
  await expect(page.getByText(HTML_MESSAGE)).toBeVisible();
  await expect(page.locator('b, img[src="x"]')).toHaveCount(0);
  expect(escapes).toEqual([]);
});

test('a walk through the app raises no CSP violation under the real headers (DEC-095)', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  // Styled means app.css applied: it takes the browser's 8 px margin off the body.
  const styled = () => page.evaluate(() => getComputedStyle(document.body).marginTop);

  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await styled()).toBe('0px');

  await page.goto('/ZipCodePage');
  await expect(page.locator('#zipCode')).toBeVisible();
  expect(await styled()).toBe('0px');

  // A toast, drawn by our own list and styled by the stylesheet, not by injected CSS.
  await page.goto('/ContactUsPage');
  await answerOnce(page, '/hooks/contact', {});
  await page.locator('#firstName').fill('Ana');
  await page.locator('#lastName').fill('Styles');
  await page.locator('#email').fill('ana.styles@example.com');
  await page.locator('#phone').fill('5551234567');
  await page.locator('#subject').selectOption('Something else');
  await page.locator('#message').fill('Hello');
  await submitButton(page).click();
  const toast = page.getByRole('status').filter({ hasText: 'The message was sent successfully' });
  await expect(toast).toBeVisible();
  await expect(page.locator('.toast')).toHaveCSS('border-radius', '8px');
  await expect(page.locator('style#_goober')).toHaveCount(0);

  // One step of the flow, reached from the zip code.
  await startApplication(page);
  await expect(page.locator('main form')).toBeVisible();
  expect(await styled()).toBe('0px');

  expect(violations).toEqual([]);
});
