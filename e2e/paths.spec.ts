// The testers' path runner (issue 6 §1, §3): every path generated from the machine
// (docs/paths.md, tests/model/generated-paths.json) played in the browser against the built
// app and the real sandbox. Each step is done as a person does it (e2e/path-driver.ts); each
// API outcome is the sandbox's own answer, chosen through its scenario table by what the path
// types earlier (zip → coverage, SSN digits → eligibility, e-mail → enrol and transfer) or by
// real applications and orders made through the sandbox's API first (status lookups by id,
// the confirmation page's order). After each step the page must show the screen's URL, its
// h1 and, where the model holds a failure, an alert; the first time a worker meets a state,
// axe checks it at 360 px and at 1280 px (WCAG 2.0/2.1/2.2 A and AA: no serious or critical
// violation).
//
// Where the sandbox cannot give the model's answer, a Playwright route does, and only there:
// - a time-out is the sandbox's own 504, asked for with the X-Sandbox-Fault header;
// - `network` (no answer at all) aborts the request: no server can send that;
// - a second eligibility check or status check in one path (after a refused link, a
//   time-out, a return from the verifier) has its SSN digits, tribal id, state or
//   application id set in the request to the scenario's, then the sandbox answers;
// - INVALID_TRIBAL_ID and STATE_NOT_SUPPORTED: the tribal id `BAD-1` / the state AS (served by
//   neither demo; Lifeline's serves AK) set in
//   the request (the model's household is neither);
// - D16's `javascript:` certification link: the sandbox's PENDING_CERT answer with its href
//   replaced (the sandbox has that link only for resolution);
// - the enrolment answers the sandbox gives only on the other call or only with a tablet
//   (INELIGIBLE_FOR_TRANSFER on enroll, DUPLICATE or CANNOT_UPDATE_DEVICE on transfer,
//   CANNOT_UPDATE_DEVICE without a tablet): that scenario row's own answer, from
//   sandbox/scenarios.ts;
// - no device found: the device lookup asks for a name no device has;
// - D58, a home state not served: the step 2 check asks about American Samoa (the model's
//   household lives in New Mexico, which both demos serve);
// - D53, DUPLICATE_ADDRESS: a neighbour is enrolled at the path's home through the sandbox's
//   API first, and the request goes without its separate-household certification (the
//   model's household certifies one, which the sandbox would take);
// - `session.expired`: Playwright's clock jumps past the 72 minutes; `applicant.idle` (D57)
//   past a shared device's 10;
// - D57: a representative check the sandbox refuses is asked for with an ID not on its list.
//
// Run one path by its id: `npx playwright test e2e/paths.spec.ts -g "1a2b3c4d"`, or by its
// words; the paths aimed at one state: `npm run paths -- --to <state>`, then
// `PATHS_SELECTION=paths-selection.txt npm run paths:e2e`. A test's title starts with the
// path's id, so its folder under test-results/ does too (`paths-<id>-…-mobile`; Playwright
// shortens a long title in the middle). A failure's message starts with the path id, the step
// and the heading and URL that step should show.
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { screenRoute } from '../machines/screen-route';
import type { ProfileId } from '../profiles/schema';
import {
  describeEvent,
  expectedStates,
  input,
  type Snapshot,
} from '../tests/model/enrolment-model';
import {
  atStep,
  generatedPaths,
  leftTheApp,
  selectedPaths,
  stepContext,
} from '../tests/model/path-selection';
import { profileInput, profileSelection } from '../tests/model/profile-paths';
import { advance, answeredWithoutCall, answerFromSandbox, newRun, perform } from './path-driver';
import { expectedHeading } from './screen-headings';
import { ACP_WORDING, expectAccessible } from './support';

// PATHS_PROFILE (playwright.lifeline.config.ts): the second, generated selection, played
// against that profile's build (issue 17 §5); otherwise every path, or PATHS_SELECTION's.
const profile = process.env.PATHS_PROFILE as ProfileId | undefined;
const paths = profile
  ? profileSelection(generatedPaths(), profile)
  : selectedPaths(generatedPaths());
const modelInput = profile ? profileInput(profile) : input;

/** Query values that are the sandbox's own ids, never the model's `A100` / `ORD-1`. */
const idParams = new Set(['id', 'orderId', 'nladSubscriberId', 'activationCode']);

function sameScreen(url: URL, route: string): boolean {
  const want = new URL(route, url.origin);
  if (url.pathname !== want.pathname) return false;
  const keys = new Set([...url.searchParams.keys(), ...want.searchParams.keys()]);
  for (const key of keys) {
    if (idParams.has(key)) continue;
    if (url.searchParams.get(key) !== want.searchParams.get(key)) return false;
  }
  return true;
}

/** Where a followed link goes: the sandbox's stand-in verifier or hand-off page. */
function leftTo(url: URL): boolean {
  return url.pathname.startsWith('/api/verifier/');
}

async function expectScreen(page: Page, want: Snapshot, where: string, failureBrought: boolean) {
  const route = screenRoute(want);
  if (leftTheApp(want)) {
    await expect(page, `${where}: the URL`).toHaveURL(leftTo);
  } else if (route !== null) {
    await expect(page, `${where}: the URL`).toHaveURL((url) => sameScreen(url, route));
  }
  await expect(page.locator('h1'), `${where}: the heading`).toHaveText(expectedHeading(want));
  if (failureBrought && want.context.failure && !leftTheApp(want)) {
    await expect(page.getByRole('alert').first(), `${where}: the failure is shown`).toBeVisible();
  } // Under another profile no page of ours may name the ACP (issue 17); the sandbox's own
  // stand-in pages are not ours.
  if (profile && profile !== 'acp' && !leftTheApp(want)) {
    const text = await page.locator('body').innerText();
    expect(text.match(ACP_WORDING)?.[0], `${where}: ACP wording on the page`).toBeUndefined();
  }
}

// Each screen is checked once per run, whichever worker meets it first: a screen is its URL
// path, its heading and whether it shows a failure (a busy button changes none of them). The
// claim is a file made with `wx`, which only one worker can create.

function screenKey(page: Page, want: Snapshot): string {
  const route = leftTheApp(want)
    ? new URL(page.url()).pathname.split('/').slice(0, 4).join('/')
    : (screenRoute(want) ?? '').split('?')[0];
  return `${route} ${expectedHeading(want).source}${want.context.failure ? ' failure' : ''}`;
}

function claim(key: string): boolean {
  // Beside the run's own results, so another config's run (another profile) claims afresh.
  const axeDir = join(test.info().project.outputDir, 'paths-axe');
  mkdirSync(axeDir, { recursive: true });
  try {
    closeSync(openSync(join(axeDir, createHash('sha1').update(key).digest('hex')), 'wx'));
    return true;
  } catch {
    return false;
  }
}

async function axeOnce(page: Page, want: Snapshot) {
  const key = screenKey(page, want);
  if (!claim(key)) return;
  const phone = page.viewportSize();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  if (phone) await page.setViewportSize(phone);
  test.info().annotations.push({ type: 'axe', description: key });
}

// No describe around the tests: its title would come before the path's id in the folder name,
// and Playwright keeps only the first 28 characters of it.
// A long path does a few dozen steps and checks each new screen twice with axe.
test.describe.configure({ timeout: 180_000 });

for (const path of paths) {
  test(`${path.id}: ${path.name}`, async ({ page, request, baseURL }) => {
    const expected = expectedStates(path.events, modelInput);
    const run = newRun(page, request, baseURL ?? '', path.events);
    // The paths where time passes: the session's 72 minutes, a shared device's idle 10 (D57).
    const clocked = ['session.expired', 'applicant.idle'];
    if (path.events.some((event) => clocked.includes(event.type))) {
      await page.clock.install();
    }
    await answerFromSandbox(run);
    for (const [step, event] of path.events.entries()) {
      advance(run, step);
      const want = expected[step] as Snapshot;
      const where = stepContext(path, step, want, expectedHeading(want));
      // The report names the step in the words of the path's own name (describeEvent).
      await test.step(`step ${step + 1} of ${path.events.length}: ${describeEvent(event)}`, () =>
        atStep(where, async () => {
          await perform(run, event);
          // The busy moment before an answer that needs no call is never on show.
          if (answeredWithoutCall(path.events[step + 1])) return;
          // A failure this step brought must be on show; the machine keeps an older one in
          // context where the page need not repeat it (a busy screen, the failure page).
          const before = step > 0 ? expected[step - 1] : undefined;
          const brought =
            Boolean(want.context.failure) && want.context.failure !== before?.context.failure;
          await expectScreen(page, want, `after step ${step + 1}`, brought);
          expect(run.mismatches, `${where}: every request carries the answers last given`).toEqual(
            [],
          );
          await axeOnce(page, want);
          // D57: after the device goes to the next applicant, nothing of this one is left.
          if (event.type === 'applicant.next' || event.type === 'applicant.idle') {
            await expectWiped(page, run.person);
          }
        }));
    }
  });
}

/**
 * D57: none of the applicant's own values (the path's household: its names and street) is in
 * the page, the fields, the tab's storage or its history; the next request is the oracle's.
 */
async function expectWiped(
  page: Page,
  person: { firstName: string; lastName: string; street: string },
) {
  const held = await page.evaluate(() => ({
    page: document.documentElement.outerHTML,
    fields: [...document.querySelectorAll('input, select, textarea')]
      .map((field) => (field as HTMLInputElement).value)
      .join('\n'),
    storage: JSON.stringify({ ...sessionStorage, ...localStorage }),
    history: (window as unknown as { navigation: { entries(): { url: string }[] } }).navigation
      .entries()
      .map((entry) => decodeURIComponent(entry.url))
      .join('\n'),
  }));
  const values = [person.firstName, person.lastName, person.street];
  for (const [where, text] of Object.entries(held)) {
    expect(
      values.filter((value) => text.includes(value)),
      `the applicant's values in ${where}`,
    ).toEqual([]);
  }
}
