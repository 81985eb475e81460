// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileId } from '../../../profiles/schema';
import { settingsModule } from '../../support/settings-module';

// src/shared/programs/ reads the build's profile (DEC-115): the same adapters give the ACP's
// 2023 figures and programs, or Lifeline's 2026 ones, with Alaska's and Hawaii's own limits.

async function adaptersUnder(program: ProfileId) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  return {
    income: await import('../../../src/shared/programs/income-limits'),
    programs: await import('../../../src/shared/programs/programs'),
  };
}

afterEach(() => vi.doUnmock('virtual:carrier-settings'));

const TODAY = '2026-11-24';

describe('the income limits under Lifeline (D37: 135% of the 2026 guidelines)', () => {
  // D37's table, copied by hand so a typo in the profile cannot hide behind itself.
  const D37 = {
    NY: [21_546, 29_214, 36_882, 44_550, 52_218, 59_886, 67_554, 75_222],
    AK: [26_933, 36_518, 46_103, 55_688, 65_273, 74_858, 84_443, 94_028],
    HI: [24_786, 33_602, 42_417, 51_233, 60_048, 68_864, 77_679, 86_495],
  };

  it.each(Object.entries(D37))('%s: sizes 1 to 8', async (state, limits) => {
    const { income } = await adaptersUnder('lifeline');
    expect(limits.map((_, index) => income.incomeLimitForState(index + 1, state, TODAY))).toEqual(
      limits,
    );
  });

  it('uses the 48-state guideline for DC, a territory and an unknown state', async () => {
    const { income } = await adaptersUnder('lifeline');
    for (const state of ['DC', 'PR', 'ak ', null]) {
      const expected = state === 'ak ' ? 26_933 : 21_546;
      expect(income.incomeLimitForState(1, state, TODAY)).toBe(expected);
    }
  });

  it('states the year of the table in force, and the percent', async () => {
    const { income } = await adaptersUnder('lifeline');
    expect(income.guidelineYear(TODAY)).toBe(2026);
    expect(income.PERCENT_OF_GUIDELINES).toBe(135);
  });

  it('adds a ninth person by the guideline’s increment', async () => {
    const { income } = await adaptersUnder('lifeline');
    // 1.35 × (19,950 + 8 × 7,100) = 103,612.5, rounded half up.
    expect(income.incomeLimit(9, 'alaska', TODAY)).toBe(103_613);
    expect(income.extraPersonLimit('contiguous', TODAY)).toBe(7_668);
  });
});

describe('the income limits under the ACP (D12: 200% of the 2023 guidelines)', () => {
  it('keeps the 2023 figures, whatever the date', async () => {
    const { income } = await adaptersUnder('acp');
    expect(income.guidelineYear(TODAY)).toBe(2023);
    expect(income.PERCENT_OF_GUIDELINES).toBe(200);
    expect(income.incomeLimitForState(1, 'NY', TODAY)).toBe(29_160);
    expect(income.incomeLimitForState(4, 'AK', TODAY)).toBe(75_000);
    expect(income.incomeLimitForState(8, 'HI', TODAY)).toBe(116_280);
    expect(income.extraPersonLimit('alaska', TODAY)).toBe(12_860);
  });
});

describe('localDate', () => {
  it('writes the local date as YYYY-MM-DD', async () => {
    const { income } = await adaptersUnder('acp');
    expect(income.localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('the programs under each profile', () => {
  it('Lifeline: D36’s programs, four of them Tribal-only, none naming a school', async () => {
    const { programs } = await adaptersUnder('lifeline');
    expect(programs.PROGRAMS.map((program) => program.code)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E8',
      'E9',
      'E10',
      'E11',
      'E13',
      'E15',
    ]);
    expect(programs.TRIBAL_LANDS_PROGRAMS).toEqual(['E8', 'E9', 'E10', 'E11']);
    expect(programs.SCHOOL_PROGRAMS).toEqual([]);
    expect(programs.INCOME_ROUTE).toBe('E13');
    expect(programs.programName('E15', 'es')).toBe(
      'Pensión para Veteranos o Beneficio para Sobrevivientes',
    );
    expect(programs.programName('E54', 'en')).toBeNull();
  });

  it('ACP: thirteen programs, E50 and E51 naming a school', async () => {
    const { programs } = await adaptersUnder('acp');
    expect(programs.PROGRAMS).toHaveLength(13);
    expect(programs.TRIBAL_LANDS_PROGRAMS).toEqual(['E8', 'E9', 'E10', 'E11']);
    expect(programs.SCHOOL_PROGRAMS).toEqual(['E50', 'E51']);
    expect(programs.programName('E54', 'en')).toBe('WIC');
  });
});
