import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { NoTestSelected } from './tests/support/no-test-selected.ts';
import viteConfig from './vite.config.ts';

const include = ['tests/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'];
// tests/deploy needs the built dist/ and Debian's nginx: `npm run deploy:check` runs it after
// the build in `npm test`.
const exclude = process.env.DEPLOY_CHECK
  ? ['**/node_modules/**']
  : ['**/node_modules/**', 'tests/deploy/**'];

/**
 * What keeps a test file out of the shared worker: it replaces a module for the whole file
 * (vi.mock: the replaced pages and guidance load on demand, and with another file's modules
 * just reset in the same worker they sometimes arrived late or twice), it sets process.env
 * for its own run, or it renders with React's server renderer, which leaves its last context
 * values (a router's location, for one) in the React the next file renders with. A file that
 * loads a page afresh under another profile (vi.doMock after vi.resetModules) shares the
 * worker: it loads its render helpers afresh too, so both hold the same Lingui.
 */
const NEEDS_ITS_OWN_MODULES =
  /\bvi\.mock\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|src\/prerender'|react-dom\/(server|static)/;

const testFiles = ['tests', 'machines'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
const ownModules = testFiles.filter((file) =>
  NEEDS_ITS_OWN_MODULES.test(readFileSync(file, 'utf8')),
);
/** DOM-free files: they run without the DOM, in a shared worker of their own. */
const withoutDom = testFiles.filter(
  (file) =>
    !ownModules.includes(file) && /@vitest-environment node\b/.test(readFileSync(file, 'utf8')),
);

/**
 * The generated paths first. Vitest orders files by their last run's time, or without one (a
 * clean clone in CI) by size, largest first: the path runs are short files of many seconds, so
 * they came last, and one worker ran them while the other had nothing left.
 */
const LONGEST = /tests[\\/]model[\\/](generated-paths|profile-paths|path-ids)\.test\.tsx$/;
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => LONGEST.test(file.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

/** Files that follow one another in a worker thread that keeps the libraries. */
const sharedWorker = {
  pool: 'threads' as const,
  isolate: false,
  // A stubbed global or variable goes with its test, never into the next file.
  unstubEnvs: true,
  unstubGlobals: true,
  // Evaluated with our modules, so each file has its own (a file that resets modules part-way
  // through loads its render helpers again, so it does not hold two of them).
  server: {
    deps: { inline: ['@lingui/core', '@lingui/react', 'react-hot-toast', 'goober'] },
  },
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // happy-dom rather than jsdom (DEC-045): the same tests, a third less CPU on this suite.
      environment: 'happy-dom',
      setupFiles: ['tests/setup.ts'],
      // A name filter (-t) that selects no test fails the run (issue 40).
      reporters: ['default', new NoTestSelected()],
      restoreMocks: true,
      testTimeout: 15_000,
      // Vitest leaves one core to the main process by default: on these 2-core machines that is
      // a single worker, and the suite took twice as long as with two.
      maxWorkers: 2,
      sequence: { sequencer: LongestFirst },
      // Half of the suite's time went before a file's first test: a worker of its own, the DOM
      // loaded into it, React and the other libraries evaluated again. Most files now follow
      // one another in a worker thread that keeps those: tests/setup.ts gives each file our own
      // modules afresh and an empty page. The libraries that hold the app's state (Lingui's
      // active language and catalogs, the toasts) are evaluated with our modules, so they start
      // afresh too. The files that replace a module for the whole file, set process.env or
      // render on the server keep a worker thread of their own each (NEEDS_ITS_OWN_MODULES).
      // A shared worker is kept only while the next file in the queue is of its project and
      // environment: mixed, the queue started a worker every two files, and loading the
      // libraries into each was a third of the suite's CPU. So the three kinds run one after
      // another (groupOrder): the isolated files, those with the DOM, the DOM-free ones. Each project names its own files: `extends` would add the root's list
      // to a project's.
      projects: [
        {
          extends: true,
          test: {
            name: 'own-modules',
            include: ownModules,
            exclude,
            pool: 'threads',
            isolate: true,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include,
            exclude: [...exclude, ...ownModules, ...withoutDom],
            sequence: { groupOrder: 1 },
            ...sharedWorker,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: withoutDom,
            exclude,
            environment: 'node',
            sequence: { groupOrder: 2 },
            ...sharedWorker,
          },
        },
      ],
    },
  }),
);
