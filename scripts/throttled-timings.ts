// The timings `npm run measure` prints when asked (`-- --first-load`, `-- --continue`), on
// one build: each route's first load under Lighthouse's mobile throttling (4x CPU, slow 4G:
// 150 ms RTT, 1.6 Mbps down) with the JavaScript and CSS bytes sent until the page is usable
// (its main heading shown and, when prerendered, taken over by React), LCP, that moment and
// total blocking time (Lighthouse's definition: after the first contentful paint); and how
// long Continue (and, first, the home page's Apply now) takes to paint the next step at 4x CPU, with the machine's benchmark index
// meanwhile (4x is relative to it). Every number is the median of several runs.
import type { Browser, Locator, Page } from '@playwright/test';
import { KiB } from './measure-format';
import { firstLoad, newPage, reachPersonalInfo, throttle, watchPage } from './page-weight';

// One load on a shared 2-core machine varies by a few hundred ms: each number printed is the
// median of this many fresh loads (MEASURE_RUNS to change it).
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
// A step's Continue takes 50–150 ms at 4x, and one run can be off by half of that: more runs.
const CONTINUE_RUNS = Number(process.env.MEASURE_CONTINUE_RUNS ?? 11);

/** Runs `measure` `runs` times and keeps, for each number, its median. */
async function medianOf<T extends Record<string, unknown>>(
  runs: number,
  measure: () => Promise<T>,
): Promise<T> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure());
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const first = results[0] as T;
  return Object.fromEntries(
    Object.entries(first).map(([key, value]) => [
      key,
      typeof value === 'number' ? median(results.map((r) => r[key] as number)) : value,
    ]),
  ) as T;
}

async function loadRoute(browser: Browser, origin: string, route: string) {
  const page = await newPage(browser);
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await watchPage(page);
  await page.goto(`${origin}${route}`);
  const load = await firstLoad(page);
  // LCP and long tasks keep coming until the page settles.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const settled = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __tbt: number };
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      lcp: w.__lcp,
      tbt: w.__tbt,
      jsTotal: scripts.reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
    };
  });
  await context.close();
  return { ...load, ...settled };
}

/** Element Timing's entry (not yet in TypeScript's DOM types). */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
}

/** A person's tap holds the button down for about this long before releasing it. */
const TAP_HOLD_MS = 80;
/**
 * Nobody taps Continue the moment a step appears: they read it first. Meanwhile the page
 * finishes what it does after a paint (the router's render of the new URL, the idle
 * prefetch), which a tap 100 ms after the paint found still running.
 */
const READ_MS = 1000;

/**
 * From a tap's release (the click event's timestamp) on the step's button to the frame that
 * first shows the next step's heading, read from the browser's Element Timing: the heading
 * gets an `elementtiming` name the moment it is inserted (a mutation observer runs before any
 * frame), and its entry's renderTime is when that frame was presented. (Timing a rAF and
 * then a task instead also counted whatever tasks were queued after the paint, such as the
 * router's transition render.)
 */
async function timeContinue(page: Page, button: Locator): Promise<number> {
  await page.waitForTimeout(READ_MS);
  // A person's tap runs none of Playwright's checks: the button is found and its place read
  // first. The pointer arrives, then presses and, a moment later, releases, as a finger does:
  // Playwright's click sends both at once, which put the press's own work (focus, :active
  // styles, pointer events) inside the timed window that begins at the release.
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('The Continue button is not on screen');
  const before = await page.locator('main h1').first().textContent();
  await page.evaluate((previous) => {
    const w = window as unknown as { __painted: Promise<number> };
    w.__painted = new Promise<number>((resolve, reject) => {
      let clicked = Number.NaN;
      document.addEventListener('click', (event) => (clicked = event.timeStamp), {
        capture: true,
        once: true,
      });
      const paints = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as ElementTiming[]) {
          if (entry.identifier !== 'next-step') continue;
          paints.disconnect();
          resolve(entry.renderTime - clicked);
        }
      });
      paints.observe({ type: 'element' });
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (!heading || heading.textContent === previous) return;
        observer.disconnect();
        heading.setAttribute('elementtiming', 'next-step');
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      setTimeout(() => reject(new Error('The next step never painted')), 10_000);
    });
  }, before);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.waitForTimeout(TAP_HOLD_MS);
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { __painted: Promise<number> }).__painted);
}

/**
 * Lighthouse's benchmarkIndex (its `computeBenchmarkIndex`, run unthrottled in the page): how
 * fast this machine is right now. 4x is relative to it, and on these shared machines it
 * drifts by a quarter within the hour, so each Continue reading says what it ran on.
 */
function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const withGarbage = () => {
      const start = Date.now();
      let iterations = 0;
      while (Date.now() - start < 500) {
        let text = '';
        for (let j = 0; j < 10000; j += 1) text += 'a';
        if (text.length === 1) throw new Error('never: keeps the loop from being optimised away');
        iterations += 1;
      }
      return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    };
    const withoutGarbage = () => {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < 100000; i += 1) a[i] = b[i] = i;
      const start = Date.now();
      let iterations = 0;
      while (iterations % 10 !== 0 || Date.now() - start < 500) {
        const [from, to] = iterations % 2 === 0 ? [a, b] : [b, a];
        for (let j = 0; j < from.length; j += 1) to[j] = from[j] as number;
        iterations += 1;
      }
      return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
    };
    return (withGarbage() + withoutGarbage()) / 2;
  });
}

async function continueRun(browser: Browser, origin: string) {
  const page = await newPage(browser);
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  const results: [string, number][] = [];
  // The pages have arrived (first load and idle prefetch) before the clock runs, as for a
  // person reading; only the CPU is slowed, and the sandbox answers the zip check at once.
  // First the home page's Apply now (issue 30: the zip page's code came at the home page's idle).
  await page.goto(`${origin}/`);
  results.push(['benchmark', await benchmarkIndex(page)]);
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  results.push([
    'Apply now → zip page',
    await timeContinue(page, page.getByRole('link', { name: 'Apply now' }).first()),
  ]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.locator('#zipCode').fill('10001');
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  results.push([
    'zip code → coverage answer',
    await timeContinue(page, page.locator('main form button[type="submit"]')),
  ]);
  results.push([
    'coverage answer → step 1',
    await timeContinue(page, page.getByRole('button', { name: 'Next', exact: true })),
  ]);
  await page.waitForLoadState('networkidle');
  await page.locator('#firstName').fill('Ana');
  await page.locator('#lastName').fill('Diaz');
  await page.locator('#dob-month').selectOption('2');
  await page.locator('#dob-day').selectOption('29');
  await page.locator('#dob-year').selectOption('1980');
  await page.locator('#ssn4').fill('0000');
  await page.locator('#language-0').check();
  results.push([
    'step 1 → step 2',
    await timeContinue(page, page.getByRole('button', { name: 'Continue' })),
  ]);
  await context.close();
  return results;
}

export async function firstLoads(browser: Browser, origin: string, targets: readonly string[]) {
  console.log(`First load under mobile throttling (4x CPU, slow 4G), median of ${RUNS}:`);
  console.log('route                  JS gzip   CSS gzip   LCP      usable   TBT');
  for (const route of targets) {
    const r = await medianOf(RUNS, () => loadRoute(browser, origin, route));
    console.log(
      `${route.padEnd(20)} ${KiB(r.js).padStart(10)} ${KiB(r.css).padStart(10)}   ${`${Math.round(r.lcp)} ms`.padEnd(8)} ${`${Math.round(r.ready)} ms`.padEnd(8)} ${Math.round(r.tbt)} ms   (${KiB(r.jsTotal)} of JS once idle prefetch is done)`,
    );
  }
  // Step 1 can only be opened from inside the flow: reach it, then reload it throttled.
  {
    const page = await newPage(browser);
    const context = page.context();
    await reachPersonalInfo(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await throttle(cdp);
    await watchPage(page);
    await page.reload();
    const r = await firstLoad(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { lcp, tbt } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __tbt: number };
      return { lcp: w.__lcp, tbt: w.__tbt };
    });
    console.log(
      `${'/PersonalInfoPage'.padEnd(20)} ${KiB(r.js).padStart(10)} ${KiB(r.css).padStart(10)}   ${`${Math.round(lcp)} ms`.padEnd(8)} ${`${Math.round(r.ready)} ms`.padEnd(8)} ${Math.round(tbt)} ms   (reloaded inside the flow)`,
    );
    await context.close();
  }
}

/** Continue → next step painted, at 4x CPU, each step's median of CONTINUE_RUNS. */
export async function continueTimings(browser: Browser, origin: string) {
  console.log(`Continue → next step painted (4x CPU), median of ${CONTINUE_RUNS}:`);
  const runs: [string, number][][] = [];
  for (let run = 0; run < CONTINUE_RUNS; run += 1) runs.push(await continueRun(browser, origin));
  for (const [index, [step]] of (runs[0] ?? []).entries()) {
    const times = runs.map((run) => run[index]?.[1] ?? Number.NaN).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
    if (step === 'benchmark') {
      console.log(
        `This machine's benchmarkIndex meanwhile: ${Math.round(median)} (median; ${Math.round(times[0] ?? 0)}–${Math.round(times.at(-1) ?? 0)}): 4x emulates a phone of about ${Math.round(median / 4)}.`,
      );
      continue;
    }
    console.log(
      `${step.padEnd(30)} ${Math.round(median)} ms   (of ${times.map(Math.round).join(', ')})`,
    );
  }
}
