import { incomeRule } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IncomeDetails } from '../../../../machines/steps/qualification';
import { guidelineTableOn, incomeLimit, povertyRegion } from '../../../../profiles/income';
import { formatMoney } from '../../../lib/money';

// D59: an applicant the income calculator found over the limit reads a sentence saying so
// before initialling the statement that their income is within it (the profile's
// `signing.incomeCertification`). The verdict is the calculator's (income-calculator.tsx), on
// the answer as kept, from the profile's limits alone: the agreement does not load the
// calculator's module.

/** A household over its limit, with the figures it was judged by. */
export interface AboveLimit {
  size: number;
  yearly: number;
  limit: number;
}

/**
 * The household's size (adults and children), its yearly income and the limit for that size in
 * `state` on `date` (YYYY-MM-DD), when the income is above the limit; null when it is not, or
 * when the household did not take the income route.
 */
export function aboveIncomeLimit(
  income: IncomeDetails | null | undefined,
  state: string | null | undefined,
  date: string,
): AboveLimit | null {
  if (!income) return null;
  const size = Number(income.adults) + Number(income.children);
  if (!Number.isInteger(size) || size < 1) return null;
  const table = guidelineTableOn(incomeRule, date);
  const limit = incomeLimit(incomeRule.percentOfGuidelines, table, povertyRegion(state), size);
  const amount = Number(income.amount);
  // A monthly income counts twelve times, to the cent, as the calculator counts it (A §9).
  const yearly = income.period === 'monthly' ? Math.round(amount * 1200) / 100 : amount;
  // Strictly above, as the calculator warns (D13).
  return yearly > limit ? { size, yearly, limit } : null;
}

/** The sentence, with the figures in the applicant's language. */
export function IncomeNotice({ size, yearly, limit }: AboveLimit) {
  const { i18n } = useLingui();
  const income = formatMoney(yearly, i18n.locale, { cents: 'whenAny' });
  const most = formatMoney(limit, i18n.locale, { cents: 'whenAny' });
  return (
    <p>
      <Trans>
        Before you initial the next statement: the income you gave, {income} a year, is above the
        limit of {most} for a household of {size}. Initial it only if it is true for your household.
      </Trans>
    </p>
  );
}
