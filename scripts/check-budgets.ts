// `npm run budgets` (in `npm test`, after the build; `budgets:lifeline` on the Lifeline build):
// fails when a page's JavaScript goes over its budget (issue 18 §2; the table is
// scripts/budget-table.ts, DEC-160). Serves the production build with compression and a
// sandbox, loads each page in Chromium as a first visit (nothing cached) and adds up the gzip
// bytes of the scripts fetched by the time the page was usable (scripts/page-weight.ts);
// /ZipCodePage also once the network is idle. The flow pages are the ones a whole
// application reaches, driven in the browser under the build's own profile
// (scripts/flow-walk.ts); each is then opened again in a tab holding the walk's storage at
// that screen, as a reload of it would be. A page that lands anywhere else, or shows another
// heading, fails. No throttling: bytes do not depend on speed. `npm run measure` gives the
// rest (timings, blocking time, heap).
import type { Browser } from '@playwright/test';
import { readBuildInfo } from '../server/build-info.ts';
import { distDir } from '../server/dist-dir.ts';
import {
  BUDGETS,
  type BudgetId,
  budgetLines,
  type Checked,
  overBudgetDetail,
  passes,
} from './budget-table';
import { buildProgram, walkApplication } from './flow-walk';
import { launchBrowser, newPage, startServer, type Weight, weigh } from './page-weight';

function firstArticle(): string {
  const info = readBuildInfo(distDir());
  const article = info?.articles[0];
  if (!article)
    throw new Error(`${distDir()} has no build-info.json with articles: run npm run build`);
  return article;
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

function row(
  route: string,
  budget: BudgetId,
  weight: Weight,
  expected: { url: string; heading?: string },
): Checked {
  const moment = BUDGETS[budget].moment;
  const elsewhere =
    weight.landed !== expected.url
      ? weight.landed
      : expected.heading !== undefined && weight.heading !== expected.heading
        ? `${weight.landed}, heading "${weight.heading}"`
        : undefined;
  return {
    route,
    budget,
    bytes: weight[moment].bytes,
    scripts: weight[moment].scripts,
    ...(elsewhere !== undefined ? { landedElsewhere: elsewhere } : {}),
  };
}

async function check(browser: Browser, origin: string): Promise<Checked[]> {
  const rows: Checked[] = [];
  for (const route of information) {
    const weight = await weigh(browser, origin, route, {}, { idle: false });
    rows.push(row(route, 'information', weight, { url: route }));
  }
  const zip = await weigh(browser, origin, '/ZipCodePage');
  rows.push(row('/ZipCodePage', 'zipUsable', zip, { url: '/ZipCodePage' }));
  rows.push(row('/ZipCodePage', 'zipIdle', zip, { url: '/ZipCodePage' }));
  const status = await weigh(browser, origin, '/CheckEnrollStatusPage', {}, { idle: false });
  rows.push(
    row('/CheckEnrollStatusPage', 'statusUsable', status, { url: '/CheckEnrollStatusPage' }),
  );

  const page = await newPage(browser, origin);
  const screens = await walkApplication(page, origin, buildProgram(distDir())).finally(() =>
    page.context().close(),
  );
  for (const screen of screens) {
    const weight = await weigh(browser, origin, screen.url, screen, { idle: false });
    const budget = screen.url.startsWith('/VerifyPage') ? 'reviewUsable' : 'flowUsable';
    rows.push(row(`${screen.url} (reloaded)`, budget, weight, screen));
  }
  return rows;
}

async function main() {
  const port = Number(process.env.BUDGET_PORT ?? process.env.MEASURE_PORT ?? 4329);
  const started = Date.now();
  const server = await startServer(port);
  const browser = await launchBrowser();
  let rows: Checked[];
  try {
    console.log(
      `JavaScript budgets, ${distDir()} (${buildProgram(distDir())}): gzip bytes of the scripts fetched by the time each page was usable (main heading shown in a page React took over), /ZipCodePage also at network idle + 500 ms; first visits, cache disabled, unthrottled; flow pages reached by one whole application in the browser, then opened again with that tab's storage (a reload). 1 kB = 1024 bytes.\n`,
    );
    rows = await check(browser, server.origin);
  } finally {
    await browser.close();
    server.stop();
  }
  for (const line of budgetLines(rows)) console.log(line);
  for (const line of overBudgetDetail(rows)) console.log(line);
  const failed = rows.filter((r) => !passes(r));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} of ${rows.length} checks over budget or not measured (${seconds} s).`,
    );
    process.exit(1);
  }
  console.log(
    `\nEvery page is within its JavaScript budget (${rows.length} checks, ${seconds} s).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
