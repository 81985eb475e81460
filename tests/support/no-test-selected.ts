import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * Issue 40: a run filtered by test name (`-t "5a4e2de7"`) that matched no test skipped them all
 * and exited 0, so a mistyped or outdated path id read as a pass. With a name filter, a run
 * that ran no test fails and says why.
 */
export class NoTestSelected implements Reporter {
  private pattern: RegExp | string | undefined;

  onInit(vitest: Vitest) {
    this.pattern = vitest.config.testNamePattern;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (this.pattern === undefined) return;
    const ran = modules
      .flatMap((module) => [...module.children.allTests()])
      .filter((test) => ['passed', 'failed'].includes(test.result().state)).length;
    if (ran > 0) return;
    console.error(
      `\nNo test's name matches ${String(this.pattern)}: nothing ran. A path id changes when its steps do: list the current ones with \`npm run paths\` (docs/paths.md).`,
    );
    process.exitCode = 1;
  }
}
