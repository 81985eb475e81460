// @vitest-environment node
// Issue 40: `npm test` runs side by side what needs nothing of each other, and still runs every
// check, build and browser test it ran one after another.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../scripts/test-all';

const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const all = STAGES.flat(2);
const stageOf = (script: string) => STAGES.findIndex((stage) => stage.flat().includes(script));
const laneOf = (script: string) => STAGES.flat().find((lane) => lane.includes(script)) ?? [];

describe('npm test', () => {
  it('runs every check, both builds and every browser test, each once, all of them scripts', () => {
    expect([...all].sort()).toEqual(
      [
        'lint',
        'deps',
        'typecheck',
        'i18n:check',
        'docs:check',
        'test:unit',
        'build',
        'deploy:check',
        'budgets',
        'test:e2e',
        'paths:e2e:check',
        'build:lifeline',
        'budgets:lifeline',
        'test:e2e:lifeline',
      ].sort(),
    );
    for (const script of all) expect(scripts[script], script).toBeDefined();
    expect(scripts.test).toBe('tsx scripts/test-all.ts');
  });

  it('runs what needs a build after it, and each browser run alone', () => {
    for (const script of ['deploy:check', 'budgets', 'test:e2e', 'paths:e2e:check']) {
      expect(stageOf(script)).toBeGreaterThan(stageOf('build'));
    }
    for (const script of ['budgets:lifeline', 'test:e2e:lifeline']) {
      expect(stageOf(script)).toBeGreaterThan(stageOf('build:lifeline'));
    }
    const browser = ['budgets', 'test:e2e', 'budgets:lifeline', 'test:e2e:lifeline'];
    const lanes = new Set(browser.map(laneOf));
    expect(lanes.size).toBe(1);
    // The playwright check reads the run before it.
    const lane = laneOf('test:e2e');
    expect(lane.indexOf('paths:e2e:check')).toBeGreaterThan(lane.indexOf('test:e2e'));
    // The Lifeline build reuses what the ACP build compressed: after it, in its lane.
    const builds = laneOf('build');
    expect(builds.indexOf('build:lifeline')).toBeGreaterThan(builds.indexOf('build'));
  });
});
