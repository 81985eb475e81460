import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser on these machines: drive Debian's, or whatever
// CHROMIUM_PATH names (a machine with Playwright's browsers can leave all of it unset).
// Headless runs take Debian's chromium-headless-shell when it is installed, as Playwright does
// with its own browsers: on two cores the generated paths took a third less time and CPU than
// with the full browser. A headed or debug run needs the full one.
const headed =
  ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) ||
  Boolean(process.env.PWDEBUG);
const debianBrowsers = headed
  ? ['/usr/bin/chromium']
  : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const chromium = process.env.CHROMIUM_PATH ?? debianBrowsers.find((path) => existsSync(path));

const port = Number(process.env.E2E_PORT ?? 4319);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // No retry (DEC-043): a flake fails the run as a failure does, so a second attempt only
  // doubled the time of every deterministic failure (25 s instead of 2) to record a trace.
  // A failure keeps its screenshot and the page's snapshot (error-context.md); for a trace,
  // run the one test again with `--trace on`. Recording one for every test cost a third of
  // the suite's time on two cores.
  retries: 0,
  failOnFlakyTests: true,
  // The paths reporter writes test-results/paths-e2e.json: which generated paths passed.
  reporter: process.env.CI
    ? [['list'], ['./e2e/paths-reporter.ts']]
    : [['list'], ['html', { open: 'never' }], ['./e2e/paths-reporter.ts']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
      // The Lifeline build's own spec runs against that build (playwright.lifeline.config.ts).
      testIgnore: /lifeline\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Behaviour runs once, at the phone width the product is built for: the coverage check,
      // the application and enrolment scenarios, the keyboard-only run, the fault, security
      // and privacy gates, the short form, the connection dropping at each lazy boundary.
      // Accessibility at 1280 px comes from the information pages and the generated paths,
      // which axe every screen of the flow at both widths themselves.
      testIgnore:
        /(coverage|application|enrolment|faults|security|legacy-flow|legacy-pages|keyboard|paths|prerender|lifeline|cdp-adapter|offline|privacy|hardening|assisted)\.spec\.ts/,
    },
  ],
  // The production build and the sandbox on one origin, as `npm start` serves them, with an
  // empty database of its own.
  webServer: {
    command: 'npx tsx server/serve.ts --with-sandbox --reset',
    url: `${baseURL}/api/_sandbox`,
    // Every test is one client to the sandbox (127.0.0.1): its status lookups are not held to
    // a visitor's limit (issue 39; the limit has its own tests in tests/sandbox).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX_DB: `.data/e2e-${port}.sqlite`,
      SANDBOX_STATUS_LIMIT: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
