// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  annualIncome,
  incomeLimit,
  incomeLimitForState,
  isAboveIncomeLimit,
  povertyRegion,
} from '../../../src/shared/programs/income-limits';

// D12's table, copied by hand so a typo in the code cannot hide behind itself.
const D12 = {
  contiguous: [29160, 39440, 49720, 60000, 70280, 80560, 90840, 101120],
  alaska: [36420, 49280, 62140, 75000, 87860, 100720, 113580, 126440],
  hawaii: [33540, 45360, 57180, 69000, 80820, 92640, 104460, 116280],
} as const;

describe('income limits (D12)', () => {
  for (const [region, limits] of Object.entries(D12)) {
    it.each(limits.map((limit, index) => [index + 1, limit]))(
      `${region}: a household of %i has a limit of %i`,
      (size, limit) => {
        expect(incomeLimit(size, region as keyof typeof D12)).toBe(limit);
      },
    );
  }

  it.each([
    ['contiguous', 9, 111400],
    ['contiguous', 10, 121680],
    ['contiguous', 20, 224480],
    ['alaska', 9, 139300],
    ['alaska', 10, 152160],
    ['hawaii', 9, 128100],
    ['hawaii', 10, 139920],
    ['hawaii', 20, 258120],
  ] as const)(
    '%s: a household of %i adds the per-person amount above 8: %i',
    (region, size, limit) => {
      expect(incomeLimit(size, region)).toBe(limit);
    },
  );

  it.each([0, -1, 1.5, Number.NaN])('refuses a household of %s', (size) => {
    expect(() => incomeLimit(size, 'contiguous')).toThrow(RangeError);
  });
});

describe('the column of a state (D13)', () => {
  it.each([
    ['AK', 'alaska'],
    ['HI', 'hawaii'],
    ['hi', 'hawaii'],
    ['NY', 'contiguous'],
    ['DC', 'contiguous'],
    ['PR', 'contiguous'],
    ['GU', 'contiguous'],
    ['', 'contiguous'],
    [null, 'contiguous'],
    [undefined, 'contiguous'],
  ] as const)('%j uses the %s column', (state, region) => {
    expect(povertyRegion(state)).toBe(region);
  });

  it('looks the limit up by state', () => {
    expect(incomeLimitForState(3, 'NY')).toBe(49720);
    expect(incomeLimitForState(3, 'AK')).toBe(62140);
    expect(incomeLimitForState(3, 'HI')).toBe(57180);
  });
});

describe('yearly income and the warning', () => {
  it('counts a monthly amount twelve times and a yearly one once', () => {
    expect(annualIncome(2430, 'monthly')).toBe(29160);
    expect(annualIncome(2430, 'yearly')).toBe(2430);
    expect(annualIncome(1000.1, 'monthly')).toBe(12001.2);
  });

  it('warns only above the limit, not at it (D13)', () => {
    expect(isAboveIncomeLimit(29160, 29160)).toBe(false);
    expect(isAboveIncomeLimit(29160.01, 29160)).toBe(true);
    expect(isAboveIncomeLimit(0, 29160)).toBe(false);
  });
});
