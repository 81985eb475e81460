import { expect, type Page, test } from '@playwright/test';
import { formFills } from '../tests/fill/form-fills';
import { applicationEvents, SPANISH, uniqueApplicant } from './application-steps';
import { BUILD_RULES } from './build-rules';
import { playFills } from './playwright-adapter';
import { armFault } from './support';

// Issue 28 §11: a phone's connection drops between two screens. Every page of the flow, each
// call's client and each catalog is a chunk fetched when first needed, so each press that
// needs one is a lazy boundary. At each one the network is taken away, the page must say that
// the connection dropped (never "Internal Server Error"), keep the answers, and carry on once
// the network is back: by itself when the browser says it is online again, or when pressed.
//
// Two ways the network goes: `offline` (the browser knows: navigator.onLine turns false, and
// `online` fires when it comes back), and `dropped` (the browser still thinks it is online, as
// on a weak mobile line: the app's own files fail to arrive, and only a press can retry).
//
// The idle prefetch (flow-screen.tsx, DEC-157) usually brings the next page before the press;
// whether it has run by the time a test takes the network away is a race. It is switched off
// in these tabs, which is a phone whose line dropped before the prefetch got its turn: every
// press below is then a lazy boundary, and each must show its failure.

type Loss = 'offline' | 'dropped';

const ASSETS = '**/assets/**';

async function takeAway(page: Page, loss: Loss) {
  if (loss === 'offline') await page.context().setOffline(true);
  else await page.route(ASSETS, (route) => route.abort('internetdisconnected'));
}

async function giveBack(page: Page, loss: Loss) {
  if (loss === 'offline') await page.context().setOffline(false);
  else await page.unroute(ASSETS);
}

/** Every press is a lazy boundary: nothing is fetched ahead at idle (see above). */
async function withoutIdlePrefetch(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

const WORDS = {
  en: {
    /** A call (or the zip page's flow code) that did not get through: failure-headlines.tsx. */
    unreachable: 'We could not reach the server. Check your connection, then try again.',
    dropped: 'The connection dropped',
    droppedText: 'This page could not be loaded because the connection dropped.',
    stillDown: 'Still no connection. Check that you are online, then press Try Again.',
    tryAgain: 'Try Again',
  },
  es: {
    unreachable:
      'No pudimos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
    dropped: 'Se perdió la conexión',
    droppedText: 'No pudimos cargar esta página porque se perdió la conexión.',
    stillDown: 'Todavía no hay conexión. Asegúrese de tener conexión y presione Intentar de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
} as const;

type Lang = keyof typeof WORDS;

const droppedDialog = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: WORDS[lang].dropped });

/** The page that did not arrive says the connection dropped, and nothing says a bug. */
async function expectDropped(page: Page, lang: Lang = 'en') {
  const dialog = droppedDialog(page, lang);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(WORDS[lang].droppedText);
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
}

/**
 * The network comes back. `offline`: the browser's `online` event retries by itself, no press.
 * `dropped`: nothing tells the page, so the applicant presses Try Again.
 */
async function recover(page: Page, loss: Loss, lang: Lang = 'en') {
  await giveBack(page, loss);
  if (loss === 'dropped') {
    await droppedDialog(page, lang).getByRole('button', { name: WORDS[lang].tryAgain }).click();
  }
  await expect(droppedDialog(page, lang)).toBeHidden();
}

/** DEC-188: the page that says a deploy replaced the tab's build. */
const updatedDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'This site has been updated' });

/** A new build's server: none of this tab's hashed files are there any more (DEC-188). */
const replaceBuild = (page: Page) =>
  page.route(ASSETS, (route) => route.fulfill({ status: 404, body: 'Not found' }));

/**
 * The press said the site was updated, and nothing says the connection dropped. Then the new
 * build is served (here the same files, served again) and Reload Page loads it.
 */
async function reloadOnceUpdated(page: Page) {
  const updated = updatedDialog(page);
  await expect(updated).toBeVisible();
  await expect(updated).toContainText('Your answers are saved in this browser tab.');
  await expect(droppedDialog(page, 'en')).toHaveCount(0);
  await page.unroute(ASSETS);
  await updated.getByRole('button', { name: 'Reload Page' }).click();
}

const zipButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: lang === 'es' ? SPANISH['Check my area'] : 'Check my area' });

/**
 * A fresh tab's zip page (DEC-156, drawn without the flow's code): the press fails for want of
 * a connection and says so, the zip stays, and once the network is back the next press
 * fetches the flow's code, sends the coverage check and lands on the success page.
 */
async function zipThroughLostConnection(page: Page, loss: Loss, lang: Lang = 'en') {
  await expect(zipButton(page, lang)).toBeVisible();
  await takeAway(page, loss);
  await page.locator('#zipCode').fill('10001');
  await zipButton(page, lang).click();
  await expect(page.getByText(WORDS[lang].unreachable)).toBeVisible();
  // Pressed again while still down: it fails again, and says so again.
  await zipButton(page, lang).click();
  await expect(page.getByText(WORDS[lang].unreachable)).toBeVisible();
  await expect(page.locator('#zipCode')).toHaveValue('10001');
  await expect(page).toHaveURL(/\/ZipCodePage$/);

  const coverageCheck = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/public/acp_supported_state/NY',
  );
  await giveBack(page, loss);
  await zipButton(page, lang).click();
  await coverageCheck;
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/);
}

/** A fresh zip page, 10001 checked: the served answer, with the flow in the tab. */
async function toServedAnswer(page: Page) {
  await page.goto('/ZipCodePage');
  await page.locator('#zipCode').fill('10001');
  await zipButton(page, 'en').click();
  await expect(page).toHaveURL(/\/SuccessZipCodePage\?zipCode=10001$/);
}

/** An application played up to the agreement (step 7), from a fresh zip page. */
async function toAgreement(page: Page) {
  const events = applicationEvents(uniqueApplicant());
  const press = (event: Parameters<typeof formFills>[0]) =>
    playFills(page, formFills(event, BUILD_RULES));
  await toServedAnswer(page);
  const screens = [events.coverage, ...events.steps, events.review];
  for (const [index, event] of screens.entries()) {
    await press(event);
    // Step 1 after the served answer, …, the review (step 6), then the agreement (step 7).
    await expect(page).toHaveURL(new RegExp(`\\?profileStep=${index + 1}$`));
  }
  await expect(page).toHaveURL(/\/AgreementPage\?profileStep=7$/);
  // The address changes before the page's lazy chunk has arrived: a test that cuts the network
  // next must wait for the form, or it takes the page itself away (seen on a loaded machine).
  await expect(page.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
  return { press, events };
}

test.beforeEach(async ({ page }) => {
  await withoutIdlePrefetch(page);
});

test('the zip page: offline, the press says so; back online, the next press carries on', async ({
  page,
}) => {
  await page.goto('/ZipCodePage');
  await zipThroughLostConnection(page, 'offline');
});

test('the zip page on a line that drops: pressing again once it is back carries on', async ({
  page,
}) => {
  await page.goto('/ZipCodePage');
  await zipThroughLostConnection(page, 'dropped');
});

test('success page to step 1 offline: the connection dropped, then step 1 once online', async ({
  page,
}) => {
  await toServedAnswer(page);
  await takeAway(page, 'offline');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectDropped(page);
  // Try Again while still offline: it says so, and the dialog stays.
  await page.getByRole('button', { name: WORDS.en.tryAgain }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORDS.en.stillDown })).toBeVisible();
  await expectDropped(page);
  await recover(page, 'offline');
  await expect(page).toHaveURL(/\/PersonalInfoPage\?profileStep=1$/);
  await expect(page.locator('#firstName')).toBeVisible();
});

test('a deploy replaced the build: the page that is gone says the site was updated, and a reload carries on', async ({
  page,
}) => {
  await toServedAnswer(page);
  await replaceBuild(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await reloadOnceUpdated(page);
  // The tab's flow is kept, so the reload opens on step 1, not on a fresh zip page.
  await expect(page).toHaveURL(/\/PersonalInfoPage\?profileStep=1$/);
  await expect(page.locator('#firstName')).toBeVisible();
});

test('a deploy replaced the build under a fresh zip page: the press says the site was updated', async ({
  page,
}) => {
  await page.goto('/ZipCodePage');
  await expect(zipButton(page, 'en')).toBeVisible();
  await replaceBuild(page);
  await page.locator('#zipCode').fill('10001');
  await zipButton(page, 'en').click();
  await expect(updatedDialog(page)).toBeVisible();
  await expect(page.getByText(WORDS.en.unreachable)).toHaveCount(0);
  await reloadOnceUpdated(page);
  await expect(page).toHaveURL(/\/ZipCodePage$/);
  await expect(zipButton(page, 'en')).toBeVisible();
});

test('a deploy replaced the build before a call’s code arrived: the press says the site was updated', async ({
  page,
}) => {
  const { press, events } = await toAgreement(page);
  // The eligibility call's client is fetched when the agreement is sent (no idle prefetch here),
  // and the new build's server no longer has it.
  await replaceBuild(page);
  await press(events.agreement);
  await reloadOnceUpdated(page);
  await expect(page).toHaveURL(/\/AgreementPage\?profileStep=7$/);
  await expect(page.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
  // The press never reached the server's API: the reloaded page does not say it could not.
  await expect(page.getByText(WORDS.en.unreachable)).toHaveCount(0);
});

test('a lost connection is not repeated once the page is reloaded: the reload reached the server', async ({
  page,
}) => {
  const { press, events } = await toAgreement(page);
  await takeAway(page, 'offline');
  await press(events.agreement);
  await expect(page.getByText(WORDS.en.unreachable)).toBeVisible();
  await giveBack(page, 'offline');
  await page.reload();
  await expect(page).toHaveURL(/\/AgreementPage\?profileStep=7$/);
  await expect(page.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
  await expect(page.getByText(WORDS.en.unreachable)).toHaveCount(0);
  // What was typed on the agreement is kept: its consent, for one.
  await expect(page.locator('#signatureConsent')).toBeChecked();
});

test('the language switch offline: the page stays in its language and says why; online, it switches', async ({
  page,
}) => {
  await page.goto('/AboutACPPage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await takeAway(page, 'offline');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The other language could not be loaded. Check your connection, then try again.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await giveBack(page, 'offline');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'View in English' })).toBeVisible();
  await expect(page.locator('header').getByRole('status')).toBeEmpty();
});

test('in Spanish: the zip page and a page that did not arrive say so in Spanish', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Ver en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/ZipCodePage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await zipThroughLostConnection(page, 'dropped', 'es');

  await takeAway(page, 'offline');
  await page.getByRole('button', { name: SPANISH.Next }).click();
  await expectDropped(page, 'es');
  await page.getByRole('button', { name: WORDS.es.tryAgain }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORDS.es.stillDown })).toBeVisible();
  await recover(page, 'offline', 'es');
  await expect(page.locator('#firstName')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a server error is the server’s, not a lost connection', async ({ page }) => {
  await page.goto('/ZipCodePage');
  // A GET is retried by the client on a 5xx (client.ts): every attempt answers 500.
  await armFault(page, { path: '/public/acp_supported_state/NY', fault: '500', times: 3 });
  await page.locator('#zipCode').fill('10001');
  await zipButton(page, 'en').click();
  // The server's own words, labelled as theirs (D30).
  await expect(page.getByRole('alert')).toContainText(
    'The provider’s message: Internal server error',
  );
  await expect(page.getByText(WORDS.en.unreachable)).toHaveCount(0);
  await expect(droppedDialog(page, 'en')).toHaveCount(0);
});

test('a whole application, the network taken away at each lazy boundary and given back', async ({
  page,
}) => {
  test.slow();
  const a = uniqueApplicant();
  const events = applicationEvents(a);
  const press = (event: Parameters<typeof formFills>[0]) =>
    playFills(page, formFills(event, BUILD_RULES));

  // The zip page: the flow's code.
  await page.goto('/ZipCodePage');
  await zipThroughLostConnection(page, 'offline');

  // Each screen change: the next page's code (and its catalog) did not arrive. The two ways
  // of losing the network take turns.
  const screenBoundaries: { event: Parameters<typeof formFills>[0]; next: RegExp }[] = [
    { event: events.coverage, next: /\/PersonalInfoPage\?profileStep=1$/ },
    ...events.steps.map((event, index) => ({
      event,
      next:
        index + 1 < events.steps.length
          ? new RegExp(`\\?profileStep=${index + 2}$`)
          : /\/VerifyPage\?profileStep=6$/,
    })),
    { event: events.review, next: /\/AgreementPage\?profileStep=7$/ },
  ];
  expect(screenBoundaries).toHaveLength(7);
  let loss: Loss = 'dropped';
  for (const { event, next } of screenBoundaries) {
    await takeAway(page, loss);
    await press(event);
    await expectDropped(page);
    await recover(page, loss);
    await expect(page, `after ${event.type} (${loss})`).toHaveURL(next);
    // The page is drawn, not just its URL: its form's button is there.
    await expect(page.getByRole('main').locator('form button[type="submit"]')).toBeVisible();
    // The review: every answer typed before the lost connections is there.
    if (event === events.steps.at(-1)) {
      for (const typed of [a.firstName, a.lastName, a.email, a.street]) {
        await expect(page.getByRole('main')).toContainText(typed);
      }
    }
    loss = loss === 'offline' ? 'dropped' : 'offline';
  }

  // The agreement: the eligibility call's client did not arrive. The page's own network
  // message, the initials and the signature kept; the next press goes through.
  await takeAway(page, 'offline');
  await press(events.agreement);
  await expect(page.getByText(WORDS.en.unreachable)).toBeVisible();
  await expect(droppedDialog(page, 'en')).toHaveCount(0);
  await expect(page.locator('#signature')).toHaveValue(`${a.firstName} ${a.lastName}`);
  await expect(page.locator('#initials6')).toHaveValue(`${a.firstName[0]}${a.lastName[0]}`);
  await expect(page.locator('#signatureConsent')).toBeChecked();
  await giveBack(page, 'offline');
  await page.getByRole('main').locator('form button[type="submit"]').click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Congratulations, you qualify/ }),
  ).toBeVisible();
  // The tablet offer has loaded (the enrolment calls' client is here) when its box shows.
  await expect(page.locator('#tablet')).toBeVisible();

  // Enrolment: the call itself fails offline (its client is already here); the page says so.
  const enrolKeys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/public/nlad/enroll') return;
    enrolKeys.push(request.headers()['idempotency-key'] ?? '');
  });
  const enrolButton = page.getByRole('main').locator('form button[type="submit"]');
  await takeAway(page, 'offline');
  await enrolButton.click();
  await expect(page.getByText(WORDS.en.unreachable).first()).toBeVisible();
  await giveBack(page, 'offline');
  // Pressed again on a line that drops once more: the enrolment goes through, but neither the
  // confirmation page's code nor the order lookup's client arrives. Try Again draws the page,
  // which says the fulfilment id could not be looked up; its own Try again looks it up.
  await takeAway(page, 'dropped');
  await enrolButton.click();
  await expectDropped(page);
  await recover(page, 'dropped');
  await expect(page).toHaveURL(/\/CompletedACP\?orderId=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! You are enrolled');
  await expect(page.getByRole('alert')).toHaveText(WORDS.en.unreachable);
  await expect(page.getByText("Your fulfillment ID can't be found.")).toBeVisible();
  await page.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again', exact: true })).toHaveCount(0);
  await expect(page.getByText("Your fulfillment ID can't be found.")).toHaveCount(0);

  // One enrolment: every press carried the one key, and the sandbox saw it once.
  const keys = [...new Set(enrolKeys)];
  expect(keys).toHaveLength(1);
  const answer = await page.request.get(
    `/api/_sandbox/requests?path=/public/nlad/enroll&idempotencyKey=${encodeURIComponent(keys[0] ?? '')}`,
  );
  const { requests } = (await answer.json()) as { requests: unknown[] };
  expect(requests).toHaveLength(1);
});
