// `npm run measure`: how heavy and how fast the first screen is on a slow phone. Serves the
// production build with the sandbox (compressed, as `npm start` does), loads each route in
// Chromium with Lighthouse's mobile throttling (4x CPU, slow 4G: 150 ms RTT, 1.6 Mbps down),
// and prints the JavaScript and CSS bytes sent (gzip, as transferred) until the page is
// usable (its main heading shown and, when prerendered, taken over by React), LCP, that
// moment, and total blocking time (Lighthouse's definition: after the first contentful
// paint); then how long Continue takes to paint the next step at 4x CPU. Every number is the
// median of several runs. Run `npm run build` first. Routes given as arguments replace the
// default ones; `--continue` times Continue only.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  firstLoad,
  kB,
  launchBrowser,
  newPage,
  reachPersonalInfo,
  startServer,
  throttle,
  watchPage,
} from './page-weight';

const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const continueOnly = process.argv.includes('--continue');
// One load on a shared 2-core machine varies by a few hundred ms: each number printed is the
// median of this many fresh loads (MEASURE_RUNS to change it).
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);

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
const targets = routes.length > 0 ? routes : ['/', '/AboutACPPage', '/BlogPage', '/ZipCodePage'];

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

/**
 * From the click on the step's button to the first frame painted after the next step's
 * heading appeared: a rAF then a task after the DOM change lands just after that paint.
 */
async function timeContinue(page: Page, button: Locator): Promise<number> {
  // A person's tap runs none of Playwright's checks: the button is found and its place read
  // first, then the tap is a bare mouse click at that point. (locator.click() runs its
  // hit-target checks in the page, on the main thread the timing is about.)
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('The Continue button is not on screen');
  const before = await page.locator('main h1').first().textContent();
  await page.evaluate((previous) => {
    const w = window as unknown as { __clicked: number; __painted: Promise<number> };
    w.__painted = new Promise<number>((resolve) => {
      document.addEventListener('click', (event) => (w.__clicked = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (!heading || heading.textContent === previous) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, before);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(async () => {
    const w = window as unknown as { __clicked: number; __painted: Promise<number> };
    const painted = await w.__painted;
    return painted - w.__clicked;
  });
}

async function continueTimings(browser: Browser, origin: string) {
  const page = await newPage(browser);
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  const results: [string, number][] = [];
  // The pages have arrived (first load and idle prefetch) before the clock runs, as for a
  // person typing; only the CPU is slowed, and the sandbox answers the zip check at once.
  await page.goto(`${origin}/ZipCodePage`);
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

async function firstLoads(browser: Browser, origin: string) {
  console.log(`First load under mobile throttling (4x CPU, slow 4G), median of ${RUNS}:`);
  console.log('route                 JS gzip   CSS gzip   LCP      usable   TBT');
  for (const route of targets) {
    const r = await medianOf(RUNS, () => loadRoute(browser, origin, route));
    console.log(
      `${route.padEnd(20)} ${`${kB(r.js)} kB`.padStart(9)} ${`${kB(r.css)} kB`.padStart(9)}   ${`${Math.round(r.lcp)} ms`.padEnd(8)} ${`${Math.round(r.ready)} ms`.padEnd(8)} ${Math.round(r.tbt)} ms   (${kB(r.jsTotal)} kB JS once idle prefetch is done)`,
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
      `${'/PersonalInfoPage'.padEnd(20)} ${`${kB(r.js)} kB`.padStart(9)} ${`${kB(r.css)} kB`.padStart(9)}   ${`${Math.round(lcp)} ms`.padEnd(8)} ${`${Math.round(r.ready)} ms`.padEnd(8)} ${Math.round(tbt)} ms   (reloaded inside the flow)`,
    );
    await context.close();
  }
}

async function main() {
  const server = await startServer(Number(process.env.MEASURE_PORT ?? 4329));
  const browser = await launchBrowser();
  try {
    if (!continueOnly) await firstLoads(browser, server.origin);
    console.log('\nContinue → next step painted (4x CPU):');
    const runs: [string, number][][] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await continueTimings(browser, server.origin));
    for (const [index, [step]] of (runs[0] ?? []).entries()) {
      const times = runs.map((run) => run[index]?.[1] ?? Number.NaN).sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
      console.log(
        `${step.padEnd(30)} ${Math.round(median)} ms   (of ${times.map(Math.round).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
