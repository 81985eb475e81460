import { expect, test } from '@playwright/test';
import { apply, uniqueApplicant } from './application-steps';

// D14–D16 in the browser: what an applicant types stays out of localStorage, cookies, URLs
// and the console; the SSN digits stay out of every storage; no Content-Security-Policy
// violation happens on the way.

test('a whole application leaves no personal data where it must not be', async ({ page }) => {
  const a = uniqueApplicant({ ssn4: '7391' });
  const consoleLines: string[] = [];
  const urls: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  page.on('request', (request) => urls.push(request.url()));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await apply(page, a);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Congratulation/);

  const secrets = [a.firstName, a.lastName, a.email, a.street, '7391'];
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const cookies = JSON.stringify(await page.context().cookies());
  for (const secret of secrets) {
    expect(local, 'localStorage').not.toContain(secret);
    expect(cookies, 'cookies').not.toContain(secret);
    for (const url of urls) expect(decodeURIComponent(url), 'a URL').not.toContain(secret);
    for (const line of consoleLines) expect(line, 'the console').not.toContain(secret);
  }
  // The flow keeps the other answers in this tab (D14), never the SSN digits.
  expect(session).toContain(a.firstName);
  expect(session).not.toContain('7391');
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});

test('an injected inline script does not run (CSP without inline script)', async ({ page }) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return w.__injected === true;
  });
  expect(ran).toBe(false);
});
