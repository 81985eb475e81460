// @vitest-environment node
// Issue 40: the docs check finds each command README and docs/ show, and knows how to run it
// cheaply (scripts/docs-commands.ts); the run itself is `npm run docs:check`.
import { describe, expect, it } from 'vitest';
import { commandsIn, planFor, shellWords, testsListed } from '../../scripts/docs-commands';

const scripts = { paths: 'tsx scripts/paths.ts', 'paths:e2e': 'playwright test', build: 'vite' };

describe('the commands of a markdown text', () => {
  it('are the lines of sh blocks, comments left out, and inline npm and npx spans, in order', () => {
    const text = [
      'Run `npm run build` first, then:',
      '',
      '```sh',
      'npx vitest run tests/a.test.ts   # every test',
      '# a comment line',
      'npm run paths:e2e -- -g "one path"',
      '```',
      '',
      'or `npm run paths -- --to',
      'transfer.offer` (a span across lines); `PATHS_SELECTION=x.txt` alone is no command.',
    ].join('\n');
    expect(commandsIn('README.md', text)).toEqual([
      { file: 'README.md', line: 1, text: 'npm run build' },
      { file: 'README.md', line: 4, text: 'npx vitest run tests/a.test.ts' },
      { file: 'README.md', line: 6, text: 'npm run paths:e2e -- -g "one path"' },
      { file: 'README.md', line: 9, text: 'npm run paths -- --to transfer.offer' },
    ]);
  });

  it('split into words as a shell does with quotes', () => {
    expect(shellWords('npx vitest run a -t "two words"')).toEqual([
      'npx',
      'vitest',
      'run',
      'a',
      '-t',
      'two words',
    ]);
  });
});

describe('how each command is checked', () => {
  const scratch = '/scratch';

  it('lists the tests a test command selects, with its variables, a selection in the scratch folder', () => {
    expect(
      planFor(
        'PATHS_SELECTION=paths-selection.json npx vitest run tests/model/generated-paths.test.tsx -t "1d130c6b"',
        scripts,
        scratch,
      ),
    ).toEqual([
      {
        kind: 'run',
        expect: 'tests',
        argv: ['npx', 'vitest', 'list', 'tests/model/generated-paths.test.tsx', '-t', '1d130c6b'],
        env: { PATHS_SELECTION: '/scratch/paths-selection.json' },
      },
    ]);
    expect(planFor('npm run paths:e2e -- -g "5a4e2de7" --trace on', scripts, scratch)).toEqual([
      {
        kind: 'run',
        expect: 'tests',
        argv: [
          'npx',
          'playwright',
          'test',
          '--list',
          'e2e/paths.spec.ts',
          '--project=mobile',
          '-g',
          '5a4e2de7',
        ],
        env: {},
      },
    ]);
  });

  it('runs an aim of the path tool for real, its file in the scratch folder', () => {
    expect(planFor('npm run paths -- --to transfer.offer --all', scripts, scratch)).toEqual([
      {
        kind: 'run',
        expect: 'ok',
        argv: [
          'npx',
          'tsx',
          'scripts/paths.ts',
          '--to',
          'transfer.offer',
          '--all',
          '--out',
          '/scratch/paths-selection.txt',
        ],
        env: {},
        writes: 'paths-selection.txt',
      },
    ]);
  });

  it('checks only the name of a pattern, a long command and an unknown script', () => {
    expect(planFor('npm run paths:e2e -- -g "<id>" --trace on', scripts, scratch)).toEqual([
      { kind: 'script', script: 'paths:e2e' },
    ]);
    expect(planFor('npm run build && npm run nope', scripts, scratch)).toEqual([
      { kind: 'script', script: 'build' },
      { kind: 'script', script: 'nope' },
    ]);
    expect(planFor('npx tsx scripts/guidance-docs.ts', scripts, scratch)).toEqual([
      { kind: 'file', path: 'scripts/guidance-docs.ts' },
    ]);
  });
});

describe('a listing', () => {
  it('counts the tests Vitest and Playwright list, and none in an empty one', () => {
    expect(testsListed('[dom] tests/a.test.ts > suite > one\n[dom] tests/a.test.ts > two\n')).toBe(
      2,
    );
    expect(
      testsListed(
        'Listing tests:\n  [mobile] › paths.spec.ts:144:3 › 1d130c6b: x\nTotal: 1 test in 1 file',
      ),
    ).toBe(1);
    expect(testsListed('Listing tests:\nTotal: 0 tests in 0 files\n')).toBe(0);
  });
});
