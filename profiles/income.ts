import type { GuidelineTable, IncomeRule } from './schema.ts';

// D37: a limit is round-half-up(percent × guideline(size)) in whole dollars, with
// guideline(size) = one-person figure + (size − 1) × increment. Pure: no i18n, no clock.

export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

export const POVERTY_REGIONS: readonly PovertyRegion[] = ['contiguous', 'alaska', 'hawaii'];

/** D13: Alaska and Hawaii have their own guidelines; every other state, DC and territory uses the 48-state one. */
export function povertyRegion(state: string | null | undefined): PovertyRegion {
  const code = state?.trim().toUpperCase();
  if (code === 'AK') return 'alaska';
  if (code === 'HI') return 'hawaii';
  return 'contiguous';
}

/** The table in force on `date` (YYYY-MM-DD): the last whose `appliesFrom` has passed, else the first. */
export function guidelineTableOn(rule: IncomeRule, date: string): GuidelineTable {
  const inForce = rule.guidelineTables.filter((table) => table.appliesFrom <= date);
  const table = inForce.at(-1) ?? rule.guidelineTables[0];
  if (!table) throw new Error('An income rule has at least one guideline table');
  return table;
}

/** The HHS guideline for a household of `size` people. */
export function guideline(table: GuidelineTable, region: PovertyRegion, size: number): number {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`A household has at least one person, got ${size}`);
  }
  const column = table[region];
  return column.onePerson + (size - 1) * column.increment;
}

/**
 * The yearly income limit, in whole dollars. Integer arithmetic (percent in hundredths) so that
 * 1.35 × 15,960 = 21,546 exactly, never 21,545.999….
 */
export function incomeLimit(
  percentOfGuidelines: number,
  table: GuidelineTable,
  region: PovertyRegion,
  size: number,
): number {
  const hundredths = Math.round(percentOfGuidelines * 100);
  const scaled = guideline(table, region, size) * hundredths;
  return Math.floor((scaled + 5_000) / 10_000);
}
