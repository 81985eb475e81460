// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCS_PATH, replaceScenarioSection } from '../../sandbox/print-scenarios.ts';
import { SCENARIO_MARKERS, scenarioMarkdown } from '../../sandbox/scenario-tables.ts';
import { ELIGIBILITY_SCENARIOS, ENROLMENT_SCENARIOS } from '../../sandbox/scenarios.ts';

const docs = readFileSync(DOCS_PATH, 'utf8');

function documentedSection(): string {
  const start = docs.indexOf(SCENARIO_MARKERS.start);
  const end = docs.indexOf(SCENARIO_MARKERS.end);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return docs.slice(start + SCENARIO_MARKERS.start.length, end).trim();
}

describe('docs/sandbox.md scenario tables', () => {
  it('match sandbox/scenarios.ts (run `npx tsx sandbox/print-scenarios.ts --write`)', () => {
    expect(documentedSection()).toBe(scenarioMarkdown());
  });

  it('name every magic input', () => {
    const section = documentedSection();
    const row = (...cells: string[]) =>
      new RegExp(
        `^\\| ${cells.map((cell) => `${cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} +`).join('\\| ')}\\|`,
        'm',
      );
    for (const scenario of ELIGIBILITY_SCENARIOS) {
      if ('ssn4' in scenario.match && scenario.match.ssn4 !== '0000') {
        expect(section).toMatch(row(`\`${scenario.match.ssn4}\``));
      }
    }
    for (const scenario of ENROLMENT_SCENARIOS) {
      expect(section).toMatch(row(`\`${scenario.localPart}\``));
    }
    expect(section).toMatch(row('`1001`', '200', '`PENDING_RESOLUTION`'));
    expect(section).toMatch(row('`1504`', '504', '—'));
    expect(section).toMatch(row('`duplicate`', 'enroll', '409'));
  });

  it('rewrites only the generated section', () => {
    const document = `intro\n${SCENARIO_MARKERS.start}\nold\n${SCENARIO_MARKERS.end}\noutro\n`;
    expect(replaceScenarioSection(document, 'new')).toBe(
      `intro\n${SCENARIO_MARKERS.start}\n\nnew\n\n${SCENARIO_MARKERS.end}\noutro\n`,
    );
    expect(() => replaceScenarioSection('no markers', 'x')).toThrow(/markers/);
  });
});
