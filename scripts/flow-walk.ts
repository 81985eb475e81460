// One whole application, driven in Chromium as the generated paths are (e2e/path-driver.ts:
// each event as a person does it, from tests/fill/form-fills.ts; each API answer the
// sandbox's own): a fresh tab on /ZipCodePage, zip 10001, the seven steps, a qualified
// answer, the offer with a tablet, Enroll now, the order's confirmation. `npm run measure`
// weighs each screen it passes and reads the heap at its end; `npm run budgets` holds each
// screen to its budget. The events are picked from the model's own alphabet (eventsFor), so
// they are the generated paths' values; no generated path is one whole application (the
// model's paths start wherever a person may land), hence the pick below.
import type { CDPSession, Page } from '@playwright/test';
import { actorOf, answerKey } from '../e2e/path-answers';
import { advance, answerFromSandbox, newRun, type PathRun, perform } from '../e2e/path-driver';
import { screenRoute } from '../machines/screen-route';
import { answeredEvent, answerSteps } from '../machines/step-answers';
import type { ProfileId } from '../profiles/schema';
import { readBuildInfo } from '../server/build-info.ts';
import {
  eventsFor,
  expectedStates,
  initialState,
  input,
  type ModelEvent,
  type Snapshot,
} from '../tests/model/enrolment-model';
import { eventsUnder, profileInput } from '../tests/model/profile-paths';
import { accessibleName, playFillsOverCdp, query } from './cdp-adapter';

/** One pick: the first event of this type the state allows (for an answer, this answer). */
interface Pick {
  type: string;
  /** An answer's key in the model's tables (e2e/path-answers.ts). */
  answer?: string;
  /** For a visit, the path. */
  path?: string;
  /** Among the state's events of this type, the one this holds for. */
  where?: (event: ModelEvent) => boolean;
}

const WHOLE_APPLICATION: Pick[] = [
  { type: 'route.visited', path: '/ZipCodePage' },
  { type: 'zip.submitted' },
  { type: 'xstate.done.actor.checkCoverage', answer: 'served' },
  { type: 'coverage.continued' },
  // Each answer step's first event in the model is the fixture's own answer.
  ...answerSteps.map((step) => ({ type: answeredEvent(step) })),
  { type: 'review.confirmed' },
  { type: 'agreement.submitted' },
  { type: 'xstate.done.actor.checkEligibility', answer: 'complete' },
  { type: 'xstate.done.actor.findTablet', answer: 'found' },
  { type: 'enrol.requested' },
  { type: 'xstate.done.actor.enrol', answer: 'order' },
];

/** The build's profile (dist/build-info.json), ACP when it says none. */
export function buildProgram(dist: string): ProfileId {
  return (readBuildInfo(dist)?.program as ProfileId | undefined) ?? 'acp';
}

export interface WholeApplication {
  events: ModelEvent[];
  /** The machine's snapshot after each event (every call left pending). */
  expected: Snapshot[];
  modelInput: typeof input;
}

/**
 * The events of one whole application under `program`, picked state by state from the
 * model's alphabet; throws when a pick is not there (the model changed) or the last state is
 * not the order's confirmation.
 */
export function wholeApplication(program: ProfileId): WholeApplication {
  const modelInput = program === 'acp' ? input : profileInput(program);
  const picked: ModelEvent[] = [];
  let events: ModelEvent[] = [];
  let state = initialState();
  for (const pick of WHOLE_APPLICATION) {
    const event = eventsFor(state).find(
      (e) =>
        e.type === pick.type &&
        (pick.answer === undefined || answerKey(e) === pick.answer) &&
        (pick.path === undefined || (e as { path?: string }).path === pick.path) &&
        (pick.where === undefined || pick.where(e)),
    );
    if (!event) {
      throw new Error(`The whole application: no ${pick.type} ${pick.answer ?? ''} in state
${JSON.stringify(state.value)} (the model changed: update scripts/flow-walk.ts)`);
    }
    // As a person under this profile types it (an initial per certification of its profile),
    // with the answers its rules add on the way (D58: step 2's home state, served).
    picked.push(event);
    events = eventsUnder(program, picked);
    state = expectedStates(events, modelInput).at(-1) as Snapshot;
  }
  const expected = expectedStates(events, modelInput);
  const last = expected.at(-1);
  if (!last?.matches('completed' as never) || !last.context.order) {
    throw new Error('The whole application does not end on the order confirmation');
  }
  return { events, expected, modelInput };
}

/** A screen the walk stopped on, settled (no call under way). */
export interface WalkedScreen {
  /** Path and query, as the address bar showed it. */
  url: string;
  heading: string;
  /** The tab's storage then: a reload of `url` in a tab holding it shows this screen again. */
  session: Record<string, string>;
  local: Record<string, string>;
}

/** The query values that are the sandbox's own ids, never the model's. */
const ID_PARAMS = new Set(['id', 'orderId', 'nladSubscriberId', 'activationCode']);

export function sameScreen(url: URL, route: string): boolean {
  const want = new URL(route, url.origin);
  if (url.pathname !== want.pathname) return false;
  const keys = new Set([...url.searchParams.keys(), ...want.searchParams.keys()]);
  for (const key of keys) {
    if (ID_PARAMS.has(key)) continue;
    if (url.searchParams.get(key) !== want.searchParams.get(key)) return false;
  }
  return true;
}

/** What drives the walk: Playwright's locators, or the DevTools protocol alone. */
export type Driver = 'playwright' | 'cdp';

/** How the walk reaches into the page. */
interface PageDriver {
  /** Plays a form's actions; when absent the path driver's own (Playwright's locators). */
  play?: PathRun['play'];
  /** The heading of the screen on show (not a frame leaving), or null. */
  heading: () => Promise<string | null>;
  storage: () => Promise<{ session: WalkedScreen['session']; local: WalkedScreen['local'] }>;
}

const SHOWN_HEADING = '.app-frame:not([inert]) main h1';

function playwrightDriver(page: Page): PageDriver {
  return {
    heading: () =>
      page
        .locator(SHOWN_HEADING)
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => null),
    storage: () =>
      page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } })),
  };
}

/** No script of the driver's in the page: its heap is the application's alone (DEC-170). */
function cdpDriver(page: Page, cdp: CDPSession): PageDriver {
  const items = async (isLocalStorage: boolean) => {
    const storageId = { securityOrigin: new URL(page.url()).origin, isLocalStorage };
    const { entries } = await cdp.send('DOMStorage.getDOMStorageItems', { storageId });
    return Object.fromEntries(entries.map(([key, value]) => [key, value]));
  };
  return {
    play: (actions) => playFillsOverCdp(cdp, actions),
    heading: async () => {
      const node = await query(cdp, SHOWN_HEADING).catch(() => null);
      return node === null ? null : accessibleName(cdp, node).catch(() => null);
    },
    storage: async () => ({ session: await items(false), local: await items(true) }),
  };
}

/** Wait (on the condition, not a clock) until the page shows `want`'s URL and heading. */
async function expectScreen(
  page: Page,
  driver: PageDriver,
  want: Snapshot,
  heading: RegExp,
  where: string,
): Promise<string> {
  const route = screenRoute(want);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const url = new URL(page.url());
    const shown = await driver.heading();
    const urlOk = route === null || sameScreen(url, route);
    if (urlOk && shown !== null && heading.test(shown.trim())) return shown.trim();
    if (Date.now() > deadline) {
      throw new Error(
        `${where}: expected ${route ?? 'the same URL'} with the heading ${heading}, found ${url.pathname}${url.search} with "${shown ?? 'no usable heading'}"`,
      );
    }
    await page.waitForTimeout(50);
  }
}

/**
 * Drive one whole application in a fresh `page` whose context's baseURL is `origin` (the
 * first event is a visit by path) and return the screens it stopped on, each once, in order.
 * `program` must be the build's. `over: 'cdp'` drives it with no script in the page (for a
 * reading of the page's heap); by default Playwright's locators drive it, as the e2e paths do.
 */
export async function walkApplication(
  page: Page,
  origin: string,
  program: ProfileId,
  over: Driver = 'playwright',
): Promise<WalkedScreen[]> {
  const cdp = over === 'cdp' ? await page.context().newCDPSession(page) : undefined;
  try {
    return await walk(page, origin, program, cdp ? cdpDriver(page, cdp) : playwrightDriver(page));
  } finally {
    await cdp?.detach();
  }
}

async function walk(
  page: Page,
  origin: string,
  program: ProfileId,
  driver: PageDriver,
): Promise<WalkedScreen[]> {
  // The heading rules name the program, read when the module loads.
  process.env.PROGRAM = program;
  const { expectedHeading } = await import('../e2e/screen-headings');
  const { events, expected } = wholeApplication(program);
  const run = newRun(page, page.request, origin, events, driver.play);
  await answerFromSandbox(run);
  const screens: WalkedScreen[] = [];
  for (const [step, event] of events.entries()) {
    advance(run, step);
    await perform(run, event);
    const want = expected[step] as Snapshot;
    const shown = await expectScreen(
      page,
      driver,
      want,
      expectedHeading(want),
      `step ${step + 1} (${event.type})`,
    );
    // A screen counts once it has settled: the next event is not the answer to its call.
    const next = events[step + 1];
    if (next && actorOf(next)) continue;
    const url = new URL(page.url());
    const at = `${url.pathname}${url.search}`;
    if (screens.some((s) => s.url === at)) continue;
    const { session, local } = await driver.storage();
    screens.push({ url: at, heading: shown, session, local });
  }
  return screens;
}
