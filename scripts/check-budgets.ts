// `npm run budgets` (in `npm test`, after the build): fails when a route's first-load
// JavaScript goes over its budget (issue 6 §4). Loads each route in Chromium from the
// production build served with compression and adds up the gzip bytes of the scripts the
// browser fetched before the page's main heading appeared (scripts/page-weight.ts). No
// throttling: bytes do not depend on speed. `npm run measure` gives LCP and blocking time.
import type { Browser } from '@playwright/test';
import { readBuildInfo } from '../server/build-info.ts';
import { distDir } from '../server/dist-dir.ts';
import {
  type FirstLoad,
  firstLoad,
  kB,
  launchBrowser,
  newPage,
  reachPersonalInfo,
  startServer,
  watchPage,
} from './page-weight';

function firstArticle(): string {
  const info = readBuildInfo(distDir());
  const article = info?.articles[0];
  if (!article)
    throw new Error(`${distDir()} has no build-info.json with articles: run npm run build`);
  return article;
}

const KB = 1024;
/** Information pages: the machine, the API client and the flow's pages must stay out. */
const INFORMATION_BUDGET = 120 * KB;
/** Any screen of the application flow. */
const FLOW_BUDGET = 150 * KB;

interface Check {
  route: string;
  budget: number;
  /** Brings the page to the route in a state where a reload shows it (flow steps). */
  prepare?: (page: import('@playwright/test').Page, origin: string) => Promise<void>;
}

const information = [
  '/',
  '/AboutACPPage',
  '/ContactUsPage',
  '/ResourcesPage',
  '/PrivacyPage',
  '/BlogPage',
  // The build's first article: each profile has its own (dist/build-info.json).
  `/BlogPage/${firstArticle()}`,
  '/RegistrationPage',
  '/ShippigDetailsPage',
  '/VerificationPage',
  '/EnrollmentResultPage',
  '/EligiblePage',
  '/EligibleTabletPage',
  '/NotQualifiedPage',
];

const checks: Check[] = [
  ...information.map((route) => ({ route, budget: INFORMATION_BUDGET })),
  { route: '/ZipCodePage', budget: FLOW_BUDGET },
  { route: '/CheckEnrollStatusPage', budget: FLOW_BUDGET },
  { route: '/PersonalInfoPage?profileStep=1', budget: FLOW_BUDGET, prepare: reachPersonalInfo },
];

async function measure(browser: Browser, origin: string, check: Check) {
  const page = await newPage(browser);
  const context = page.context();
  try {
    if (check.prepare) await check.prepare(page, origin);
    // Nothing from the cache: every byte of the route counts, as on a first visit.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await watchPage(page);
    await page.goto(`${origin}${check.route}`);
    const load: FirstLoad = await firstLoad(page);
    const landed = new URL(page.url());
    return { load, landed: `${landed.pathname}${landed.search}` };
  } finally {
    await context.close();
  }
}

async function main() {
  const port = Number(process.env.BUDGET_PORT ?? process.env.MEASURE_PORT ?? 4329);
  const server = await startServer(port);
  const browser = await launchBrowser();
  let over = 0;
  try {
    console.log(`${'route'.padEnd(34)} ${'JS kB'.padStart(7)} ${'budget'.padStart(7)}  result`);
    for (const check of checks) {
      const { load, landed } = await measure(browser, server.origin, check);
      // A route that sent the browser elsewhere was not measured at all: that is a failure.
      const moved = landed !== check.route;
      const ok = !moved && load.js > 0 && load.js <= check.budget;
      if (!ok) over += 1;
      const result = moved ? `FAILED (landed on ${landed})` : ok ? 'ok' : 'OVER';
      console.log(
        `${check.route.padEnd(34)} ${kB(load.js).padStart(7)} ${kB(check.budget).padStart(7)}  ${result}`,
      );
      if (!ok && process.env.BUDGET_VERBOSE) console.log(load.scripts.join('\n'));
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (over > 0) {
    console.error(`\n${over} route(s) over their JavaScript budget (first load, gzip).`);
    process.exit(1);
  }
  console.log('\nEvery route is within its first-load JavaScript budget.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
