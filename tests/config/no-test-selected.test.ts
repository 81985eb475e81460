// @vitest-environment node
// Issue 40: `vitest run -t "<id>"` with an id no test has ran nothing and exited 0.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule, Vitest } from 'vitest/node';
import { NoTestSelected } from '../support/no-test-selected';

const modules = (...states: string[]) =>
  [
    {
      children: {
        *allTests() {
          for (const state of states) yield { result: () => ({ state }) };
        },
      },
    },
  ] as unknown as TestModule[];

const reporter = (testNamePattern: RegExp | undefined) => {
  const made = new NoTestSelected();
  made.onInit({ config: { testNamePattern } } as unknown as Vitest);
  return made;
};

const before = process.exitCode;
afterEach(() => {
  process.exitCode = before;
});

describe('a run filtered by test name', () => {
  it('fails, saying why, when the filter selected no test', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reporter(/5a4e2de7/).onTestRunEnd(modules('skipped', 'skipped'));
    expect(process.exitCode).toBe(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("No test's name matches /5a4e2de7/"),
    );
  });

  it('is left alone when a test ran, or when there was no filter', () => {
    reporter(/1d130c6b/).onTestRunEnd(modules('skipped', 'passed'));
    expect(process.exitCode).toBe(before);
    reporter(undefined).onTestRunEnd(modules('skipped'));
    expect(process.exitCode).toBe(before);
  });
});
