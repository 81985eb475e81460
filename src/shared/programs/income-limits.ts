import { incomeRule } from 'virtual:carrier-settings';
import {
  guidelineTableOn,
  incomeLimit as limitFromTable,
  type PovertyRegion,
  povertyRegion,
} from '../../../profiles/income';

// The income route's limits (D12, D13, D37), from the build's profile (DEC-115): a percent of
// the HHS poverty guidelines in force on a date, with Alaska's and Hawaii's own. One source
// for the calculator and the About page. Pure but for the profile: no i18n, no React.

export { POVERTY_REGIONS, type PovertyRegion, povertyRegion } from '../../../profiles/income';

/** The largest household the About page's table lists; bigger ones add a person's amount each. */
export const LISTED_SIZES = 8;

/** Today's date where the applicant is, as YYYY-MM-DD (the guideline table in force). */
export function localDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The year of the guideline table in force on `date`, which the pages state beside a limit. */
export function guidelineYear(date: string = localDate()): number {
  return guidelineTableOn(incomeRule, date).year;
}

/** The limit's percent of the guidelines (200 for the ACP's 2023 table, 135 for Lifeline). */
export const PERCENT_OF_GUIDELINES: number = incomeRule.percentOfGuidelines;

/** The yearly income limit for a household of `householdSize` people. */
export function incomeLimit(
  householdSize: number,
  region: PovertyRegion,
  date: string = localDate(),
): number {
  return limitFromTable(
    incomeRule.percentOfGuidelines,
    guidelineTableOn(incomeRule, date),
    region,
    householdSize,
  );
}

/** The limit for a household in `state` (D13: Alaska and Hawaii have their own guidelines). */
export function incomeLimitForState(
  householdSize: number,
  state: string | null | undefined,
  date: string = localDate(),
): number {
  return incomeLimit(householdSize, povertyRegion(state), date);
}

/** What each person above the listed sizes adds to the limit, in whole dollars. */
export function extraPersonLimit(region: PovertyRegion, date: string = localDate()): number {
  return incomeLimit(LISTED_SIZES + 1, region, date) - incomeLimit(LISTED_SIZES, region, date);
}

/** A monthly income counts twelve times (A §9). Rounded to the cent. */
export function annualIncome(amount: number, period: 'monthly' | 'yearly'): number {
  return period === 'monthly' ? Math.round(amount * 100 * 12) / 100 : amount;
}

/** D13: the warning shows only when income is strictly above the limit. */
export function isAboveIncomeLimit(annual: number, limit: number): boolean {
  return annual > limit;
}
