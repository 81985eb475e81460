import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Records which generated paths the browser ran and which passed, and the screens axe
// checked, in test-results/paths-e2e.json: `npm run paths` prints Playwright's coverage from
// it, and `npm run paths:e2e:check` (in `npm test`) fails unless every path passed.

export const PATHS_RESULTS = 'test-results/paths-e2e.json';

export interface PathsResults {
  finishedAt: string;
  paths: { number: number; name: string; status: string }[];
  axeScreens: string[];
}

export default class PathsReporter implements Reporter {
  #paths = new Map<number, { number: number; name: string; status: string }>();
  #axe = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.location.file.endsWith('paths.spec.ts')) return;
    const match = /^path (\d+): (.*)$/s.exec(test.title);
    if (!match) return;
    const number = Number(match[1]);
    // A path that failed and then passed on its retry is flaky, not passed.
    const status = test.outcome() === 'flaky' ? 'flaky' : result.status;
    this.#paths.set(number, { number, name: match[2] ?? '', status });
    for (const note of [...result.annotations, ...test.annotations]) {
      if (note.type === 'axe' && note.description) this.#axe.add(note.description);
    }
  }

  onEnd() {
    if (this.#paths.size === 0) return;
    const results: PathsResults = {
      finishedAt: new Date().toISOString(),
      paths: [...this.#paths.values()].sort((a, b) => a.number - b.number),
      axeScreens: [...this.#axe].sort(),
    };
    mkdirSync(dirname(PATHS_RESULTS), { recursive: true });
    writeFileSync(PATHS_RESULTS, `${JSON.stringify(results, null, 1)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
