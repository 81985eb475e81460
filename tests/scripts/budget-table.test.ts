// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  budgetLines,
  KB,
  overBudgetDetail,
  passes,
  verdict,
} from '../../scripts/budget-table';

describe('the JavaScript budgets (issue 18 §2, DEC-160)', () => {
  it('holds the targets: zip 110 usable and 120 idle, flow pages 150.5, the review 159.5, the status lookup 138.5, information 120', () => {
    expect(
      Object.fromEntries(Object.entries(BUDGETS).map(([id, b]) => [id, [b.moment, b.kB]])),
    ).toEqual({
      zipUsable: ['usable', 110],
      zipIdle: ['idle', 120],
      flowUsable: ['usable', 150.5],
      reviewUsable: ['usable', 159.5],
      statusUsable: ['usable', 138.5],
      information: ['usable', 120],
    });
  });

  it('passes a page at its budget and fails one a byte over', () => {
    expect(verdict({ route: '/ZipCodePage', budget: 'zipUsable', bytes: 110 * KB })).toBe('ok');
    expect(verdict({ route: '/ZipCodePage', budget: 'zipUsable', bytes: 110 * KB + 1 })).toBe(
      'OVER',
    );
  });

  it('holds the flow pages at their target, with no ceiling above it any more (DEC-160)', () => {
    const at = (bytes: number) => ({ route: '/EnrollStep', budget: 'flowUsable' as const, bytes });
    expect(verdict(at(150.5 * KB))).toBe('ok');
    expect(verdict(at(150.5 * KB + 1))).toBe('OVER');
    expect(passes(at(150.5 * KB + 1))).toBe(false);
    for (const budget of Object.values(BUDGETS))
      expect(Object.keys(budget)).not.toContain('heldAt');
  });

  it('fails a page that landed elsewhere, or measured nothing, whatever its bytes', () => {
    expect(
      verdict({ route: '/EnrollStep', budget: 'flowUsable', bytes: 90 * KB, landedElsewhere: '/' }),
    ).toBe('FAILED');
    expect(verdict({ route: '/', budget: 'information', bytes: 0 })).toBe('FAILED');
  });

  it('prints one line a check under a header, with kB, the budget and the verdict', () => {
    const lines = budgetLines([
      { route: '/', budget: 'information', bytes: 99.1 * KB },
      { route: '/ZipCodePage', budget: 'zipIdle', bytes: 214 * KB },
      { route: '/EnrollStep (reloaded)', budget: 'flowUsable', bytes: 1, landedElsewhere: '/' },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^route\s+moment\s+JS kB\s+target\s+result$/);
    expect(lines[1]).toMatch(/^\/\s+usable\s+99\.1\s+120\.0\s+ok$/);
    expect(lines[2]).toMatch(/^\/ZipCodePage\s+idle\s+214\.0\s+120\.0\s+OVER$/);
    expect(lines[3]).toMatch(/FAILED \(landed on \/\)$/);
  });

  it('names the scripts of a page over its budget, largest first, hashes left out', () => {
    const scripts = [
      { path: '/assets/client-DvWxDHZe.js', bytes: 64 * KB },
      { path: '/assets/flow-screen-a_atfvnH.js', bytes: 26 * KB },
      { path: '/assets/chunk-7RTFRKQW-B1kvayJz.js', bytes: 13 * KB },
      { path: '/assets/env-vtROnmRi.js', bytes: 0.5 * KB },
    ];
    const lines = overBudgetDetail(
      [
        { route: '/', budget: 'information', bytes: 99 * KB, scripts },
        { route: '/EnrollStep (reloaded)', budget: 'flowUsable', bytes: 151 * KB, scripts },
      ],
      3,
    );
    expect(lines).toEqual([
      '\n/EnrollStep (reloaded) (usable), 4 scripts:',
      '    64.0  client.js',
      '    26.0  flow-screen.js',
      '    13.0  chunk-7RTFRKQW.js',
      '     0.5  1 more',
    ]);
  });
});
