import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Records which generated paths the browser ran and which passed, and the screens axe
// checked, in test-results/paths-e2e.json: `npm run paths` prints Playwright's coverage from
// it, and `npm run paths:e2e:check` (in `npm test`) fails unless every path passed.

export const PATHS_RESULTS = 'test-results/paths-e2e.json';

export interface PathsResults {
  finishedAt: string;
  paths: { id: string; name: string; status: string }[];
  axeScreens: string[];
}

export default class PathsReporter implements Reporter {
  #paths = new Map<string, { id: string; name: string; status: string }>();
  #axe = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.location.file.endsWith('paths.spec.ts')) return;
    // The title is the path's id, then its words (e2e/paths.spec.ts).
    const match = /^([0-9a-f]{8}): (.*)$/s.exec(test.title);
    if (!match) return;
    const id = match[1] as string;
    // A path that failed and then passed on its retry is flaky, not passed.
    const status = test.outcome() === 'flaky' ? 'flaky' : result.status;
    this.#paths.set(id, { id, name: match[2] ?? '', status });
    for (const note of [...result.annotations, ...test.annotations]) {
      if (note.type === 'axe' && note.description) this.#axe.add(note.description);
    }
  }

  onEnd() {
    if (this.#paths.size === 0) return;
    const results: PathsResults = {
      finishedAt: new Date().toISOString(),
      paths: [...this.#paths.values()].sort((a, b) => a.name.localeCompare(b.name)),
      axeScreens: [...this.#axe].sort(),
    };
    mkdirSync(dirname(PATHS_RESULTS), { recursive: true });
    writeFileSync(PATHS_RESULTS, `${JSON.stringify(results, null, 1)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
