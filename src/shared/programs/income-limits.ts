// D12: the income limits of the income route (E13), 200% of the 2023 federal poverty
// guidelines. One table for the calculator and the About page. Pure: no i18n, no React.

export type PovertyRegion = 'contiguous' | 'alaska' | 'hawaii';

export interface IncomeLimitColumn {
  /** Yearly limit for households of 1 to 8 people, in dollars. */
  bySize: readonly number[];
  /** Added for each person above 8. */
  perExtraPerson: number;
}

/** The largest household the table lists; bigger ones add `perExtraPerson` each. */
export const LISTED_SIZES = 8;

export const INCOME_LIMITS: Readonly<Record<PovertyRegion, IncomeLimitColumn>> = {
  contiguous: {
    bySize: [29_160, 39_440, 49_720, 60_000, 70_280, 80_560, 90_840, 101_120],
    perExtraPerson: 10_280,
  },
  alaska: {
    bySize: [36_420, 49_280, 62_140, 75_000, 87_860, 100_720, 113_580, 126_440],
    perExtraPerson: 12_860,
  },
  hawaii: {
    bySize: [33_540, 45_360, 57_180, 69_000, 80_820, 92_640, 104_460, 116_280],
    perExtraPerson: 11_820,
  },
};

/** D13: Alaska and Hawaii have their own guidelines; every other state, DC and territory uses the 48-state one. */
export function povertyRegion(state: string | null | undefined): PovertyRegion {
  const code = state?.trim().toUpperCase();
  if (code === 'AK') return 'alaska';
  if (code === 'HI') return 'hawaii';
  return 'contiguous';
}

/** The yearly income limit for a household of `householdSize` people. */
export function incomeLimit(householdSize: number, region: PovertyRegion): number {
  if (!Number.isInteger(householdSize) || householdSize < 1) {
    throw new RangeError(`A household has at least one person, got ${householdSize}`);
  }
  const column = INCOME_LIMITS[region];
  const listed = column.bySize[Math.min(householdSize, LISTED_SIZES) - 1] ?? 0;
  return listed + Math.max(0, householdSize - LISTED_SIZES) * column.perExtraPerson;
}

export function incomeLimitForState(householdSize: number, state: string | null | undefined) {
  return incomeLimit(householdSize, povertyRegion(state));
}

/** A monthly income counts twelve times (A §9). Rounded to the cent. */
export function annualIncome(amount: number, period: 'monthly' | 'yearly'): number {
  return period === 'monthly' ? Math.round(amount * 100 * 12) / 100 : amount;
}

/** D13: the warning shows only when income is strictly above the limit. */
export function isAboveIncomeLimit(annual: number, limit: number): boolean {
  return annual > limit;
}
