import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The Lifeline build (npm run build:lifeline → dist-lifeline/) with its own server and sandbox,
// on the next port: the second, generated selection of paths (tests/model/profile-paths.ts)
// and e2e/lifeline.spec.ts, at the phone width (issue 17 §5). `npm run test:e2e:lifeline`.
process.env.PROGRAM = 'lifeline';
process.env.PATHS_PROFILE = 'lifeline';

const port = Number(process.env.E2E_PORT ?? 4319) + 1;
const baseURL = `http://127.0.0.1:${port}`;
const mobile = base.projects?.find((project) => project.name === 'mobile');

export default defineConfig({
  ...base,
  outputDir: 'test-results/lifeline',
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/lifeline' }]],
  use: { ...base.use, baseURL },
  projects: [
    { ...mobile, name: 'lifeline', testMatch: /(paths|lifeline)\.spec\.ts/, testIgnore: [] },
  ],
  webServer: {
    command: 'npx tsx server/serve.ts --with-sandbox --reset',
    url: `${baseURL}/api/_sandbox`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: 'dist-lifeline',
      // The Lifeline demo's own states (PROGRAM=lifeline, the build's program): Alaska, where
      // e2e/lifeline.spec.ts applies from, is served as in README's example.
      SANDBOX_DB: `.data/e2e-lifeline-${port}.sqlite`,
      // One client for every test: no visitor's limit on status lookups (issue 39).
      SANDBOX_STATUS_LIMIT: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
