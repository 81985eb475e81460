import { describe, expect, it } from 'vitest';
import { aboveIncomeLimit } from '../../../../src/features/application/agreement/income-notice';
import {
  annualIncome,
  incomeLimitForState,
  isAboveIncomeLimit,
} from '../../../../src/shared/programs/income-limits';

// D59: the agreement's verdict on the kept income answer is the calculator's (step 4), though
// the agreement does not load the calculator's module: the two agree, around every limit.

const DATE = '2026-11-28';

describe('the agreement’s income verdict', () => {
  it('agrees with the calculator for every size, region and period, around the limit', () => {
    let above = 0;
    for (const state of ['NY', 'AK', 'HI']) {
      for (let adults = 1; adults <= 4; adults += 1) {
        for (let children = 0; children <= 3; children += 1) {
          const limit = incomeLimitForState(adults + children, state, DATE);
          for (const yearly of [limit - 1, limit, limit + 0.01, limit + 1]) {
            for (const period of ['yearly', 'monthly'] as const) {
              const amount = period === 'monthly' ? Math.round((yearly / 12) * 100) / 100 : yearly;
              const income = { adults, children, amount, period };
              const calculator = isAboveIncomeLimit(
                annualIncome(amount, period),
                incomeLimitForState(adults + children, state, DATE),
              );
              const verdict = aboveIncomeLimit(income, state, DATE);
              expect(verdict !== null, JSON.stringify({ state, ...income })).toBe(calculator);
              if (verdict) {
                above += 1;
                expect(verdict).toEqual({
                  size: adults + children,
                  yearly: annualIncome(amount, period),
                  limit,
                });
              }
            }
          }
        }
      }
    }
    expect(above).toBeGreaterThan(0);
  });

  it('has nothing to say of a household on a program’s route', () => {
    expect(aboveIncomeLimit(null, 'NY', DATE)).toBeNull();
    expect(aboveIncomeLimit(undefined, 'NY', DATE)).toBeNull();
  });
});
