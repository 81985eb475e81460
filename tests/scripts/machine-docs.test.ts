import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { machineDocs } from '../../scripts/machine-docs';
import { DIAGRAM_BUDGET } from '../../scripts/region-diagrams';

// docs/machine.md and docs/machine/<region>.md are what product owners and testers read: each
// region's diagrams must draw every state the region defines, none too big to read, and a
// deep link from the root must stay a row of the table, never an arrow (51 of them made the
// one big diagram unreadable).

const docs = await machineDocs(enrolmentMachine);
/** Every Mermaid diagram of a page, joined. */
const mermaid = (text: string) =>
  [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]).join('\n');
const diagrams = (text: string) =>
  [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
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
      'assisted',
      'coverage',
      'eligibility',
      'enrolment',
      'legacy',
      'status',
    ]);
  });

  it("draw every state in its region's diagrams, and no other region's states", () => {
    for (const [region, keys] of docs.regions) {
      const drawn = diagrams(docs.files.get(`docs/machine/${region}.md`) ?? '');
      const own = keys.flatMap((key) => {
        const top = enrolmentMachine.root.states[key] as AnyStateNode;
        return [top, ...descendants(top)];
      });
      for (const node of own) {
        const declaration = new RegExp(`^\\s*${safeId(node.id)} : ${node.key}$`, 'm');
        const times = drawn.filter((diagram) => declaration.test(diagram)).length;
        // A state whose children are drawn in several diagrams is their box in each.
        if (Object.keys(node.states).length > 0) expect(times, node.id).toBeGreaterThan(0);
        else expect(times, node.id).toBe(1);
      }
      const ids = new Set(own.map((node) => safeId(node.id)));
      for (const diagram of drawn) {
        for (const [, id] of diagram.matchAll(/^\s*(enrolment_\w+) : /gm)) {
          expect(ids.has(id as string), `${id} in ${region}`).toBe(true);
        }
      }
    }
  });

  it('list deep links and the session expiry as table rows, never as arrows', () => {
    const globals = [...enrolmentMachine.root.transitions.values()].flat();
    const deepLinks = globals.filter((transition) => transition.eventType === 'route.visited');
    // One per screen group, each into a routing state or a single screen, then the zip page.
    expect(deepLinks.length).toBeLessThan(12);
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

  it("draw each region's deep links from its routing state", () => {
    const legacy = mermaid(docs.files.get('docs/machine/legacy.md') ?? '');
    expect(legacy).toMatch(
      /enrolment_legacy_deepLink --> (other_)?enrolment_legacy_review : always \[opensLegacyReview\]/,
    );
  });

  it('split a region too big to read into diagrams within the budget', () => {
    const enrolment = diagrams(docs.files.get('docs/machine/enrolment.md') ?? '');
    expect(enrolment.length).toBeGreaterThan(1);
    for (const [path, text] of docs.files) {
      if (!path.startsWith('docs/machine/')) continue;
      const all = diagrams(text);
      const budget = all.length > 1 ? DIAGRAM_BUDGET.piece : DIAGRAM_BUDGET.whole;
      for (const diagram of all) {
        const arrows = diagram
          .split('\n')
          .filter((line) => line.includes('-->') && !line.includes('[*]'));
        expect(arrows.length, path).toBeLessThanOrEqual(budget.arrows);
        const labels = arrows.reduce((sum, line) => sum + (line.split(' : ')[1] ?? '').length, 0);
        expect(labels, path).toBeLessThanOrEqual(budget.labels);
      }
    }
  });

  it('explain every guard that combines others', () => {
    const index = docs.files.get('docs/machine.md') ?? '';
    expect(index).toMatch(
      /^\| visitsZipWithApplicationInProgress \| visits \/ZipCodePage and \(hasApplicationInProgress or hasLegacyInProgress\) \|$/m,
    );
  });

  it('draw a transition into another region to that region, not to its states', () => {
    const coverage = mermaid(docs.files.get('docs/machine/coverage.md') ?? '');
    expect(coverage).toMatch(
      /enrolment_coverage_served --> region_application : coverage\.continued/,
    );
    expect(coverage).not.toMatch(/--> enrolment_application_/);
  });
});
