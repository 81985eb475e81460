import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { machineDocs } from '../../scripts/machine-docs';

// docs/machine.md and docs/machine/<region>.md are what product owners and testers read: each
// region's diagram must draw every state the region defines, and a deep link must stay a row
// of the table, never an arrow (51 of them made the one big diagram unreadable).

const docs = await machineDocs(enrolmentMachine);
const mermaid = (text: string) => /```mermaid\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
const safeId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

describe('the machine docs', () => {
  it('give every top-level state to exactly one region', () => {
    const assigned = [...docs.regions.values()].flat().sort();
    expect(assigned).toEqual(Object.keys(enrolmentMachine.root.states).sort());
    expect([...docs.regions.keys()].sort()).toEqual([
      'application',
      'coverage',
      'eligibility',
      'enrolment',
      'legacy',
      'status',
    ]);
  });

  it("draw every state in its region's diagram, and no other region's states", () => {
    for (const [region, keys] of docs.regions) {
      const diagram = mermaid(docs.files.get(`docs/machine/${region}.md`) ?? '');
      const own = keys.flatMap((key) => {
        const top = enrolmentMachine.root.states[key] as AnyStateNode;
        return [top, ...descendants(top)];
      });
      for (const node of own) {
        expect(diagram, `${node.id} in ${region}`).toMatch(
          new RegExp(`^\\s*${safeId(node.id)} : ${node.key}$`, 'm'),
        );
      }
      const declared = diagram.match(/^\s*enrolment_\w+ : /gm) ?? [];
      expect(declared).toHaveLength(own.length);
    }
  });

  it('list deep links and the session expiry as table rows, never as arrows', () => {
    const globals = [...enrolmentMachine.root.transitions.values()].flat();
    const deepLinks = globals.filter((transition) => transition.eventType === 'route.visited');
    expect(deepLinks.length).toBeGreaterThan(40);
    const index = docs.files.get('docs/machine.md') ?? '';
    const rows = index.split('\n').filter((line) => line.startsWith('| route.visited |'));
    expect(rows).toHaveLength(deepLinks.length);
    expect(index.split('\n').filter((line) => line.startsWith('| session.expired |'))).toHaveLength(
      1,
    );
    for (const [path, text] of docs.files) {
      const arrows = mermaid(text)
        .split('\n')
        .filter((line) => line.includes('-->') && /route\.visited/.test(line));
      expect(arrows, path).toEqual([]);
    }
  });

  it('draw a transition into another region to that region, not to its states', () => {
    const coverage = mermaid(docs.files.get('docs/machine/coverage.md') ?? '');
    expect(coverage).toMatch(
      /enrolment_coverage_served --> region_application : coverage\.continued/,
    );
    expect(coverage).not.toMatch(/--> enrolment_application_/);
  });
});
