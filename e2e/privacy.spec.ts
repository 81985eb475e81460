import { expect, type Page, test } from '@playwright/test';
import { apply, uniqueApplicant } from './application-steps';
import { secretsIn } from './secrets';

// D14–D16 in the browser: what an applicant types stays out of localStorage, cookies,
// IndexedDB, URLs and the console; the SSN digits and the tribal number stay out of every
// storage; no Content-Security-Policy violation happens on the way.

/** Every record of every IndexedDB database of the page's origin, as one string. */
async function indexedDbContents(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const all = (store: IDBObjectStore) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = store.getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const dump: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await open(name);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        dump.push(name, storeName, await all(store));
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

test('a whole application leaves no personal data where it must not be', async ({ page }) => {
  // Distinctive values: any of them found is a leak, not a coincidence (digits count only
  // standing alone: see secrets.ts). The sandbox decides on the SSN digits (7391 qualifies),
  // and the tribal number then only rides along.
  const a = uniqueApplicant({ ssn4: '7391', tribalId: 'TRB-58213-QX' });
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
  // The tribal number was typed for real: the provider confirmed it (the tribal plan).
  await expect(page.getByText('UNLIMITED', { exact: true })).toBeVisible();

  const secrets = [a.firstName, a.lastName, a.email, a.street, '7391', 'TRB-58213-QX'];
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const cookies = JSON.stringify(await page.context().cookies());
  const indexedDb = await indexedDbContents(page);
  expect(secretsIn(local, secrets), 'localStorage').toEqual([]);
  expect(secretsIn(cookies, secrets), 'cookies').toEqual([]);
  expect(secretsIn(indexedDb, secrets), 'IndexedDB').toEqual([]);
  for (const url of urls) expect(secretsIn(decodeURIComponent(url), secrets), url).toEqual([]);
  for (const line of consoleLines) expect(secretsIn(line, secrets), 'the console').toEqual([]);
  // The flow keeps the other answers in this tab (D14), never the SSN digits or the tribal
  // number.
  expect(session).toContain(a.firstName);
  expect(secretsIn(session, ['7391', '58213', 'TRB-58213-QX']), 'sessionStorage').toEqual([]);
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
