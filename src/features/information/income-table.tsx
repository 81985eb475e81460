import { incomeRule } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  guidelineTableOn,
  incomeLimit,
  POVERTY_REGIONS,
  type PovertyRegion,
} from '../../../profiles/income';
import { formatMoney } from '../../lib/money';

/** The household sizes the table lists; each further person adds the last row's amount. */
const LISTED_SIZES = 8;

/** Whole dollars in the active language, U.S. style in both, as every limit is (D37). */
function useDollars() {
  const { i18n } = useLingui();
  return {
    amount: (value: number) => formatMoney(value, i18n.locale, { cents: 'never' }),
    plus: (value: number) => formatMoney(value, i18n.locale, { cents: 'never', sign: 'always' }),
  };
}

/**
 * What each further person adds, in whole dollars rounded half up as a limit is (D37), and
 * whether that rounding lost cents: 135% of Hawaii's $6,530 is $8,815.50, shown as $8,816, so
 * adding it per person drifts from the limit a household of 9 or more really has (50 cents a
 * person). The table then says so, and how that limit is worked out.
 */
export function extraPersonAmount(
  percent: number,
  increment: number,
): { dollars: number; rounded: boolean } {
  const hundredths = Math.round(percent * 100) * increment;
  return { dollars: Math.floor((hundredths + 5_000) / 10_000), rounded: hundredths % 10_000 !== 0 };
}

/**
 * The income route's limits (D12, D37) from the profile's rule and the guideline table in force
 * today, computed as the application's calculator computes them, with the table's year.
 */
export function IncomeTable() {
  const { t } = useLingui();
  const dollars = useDollars();
  const table = guidelineTableOn(incomeRule, new Date().toISOString().slice(0, 10));
  const percent = incomeRule.percentOfGuidelines;
  const year = table.year;
  const regionNames: Record<PovertyRegion, string> = {
    contiguous: t`48 contiguous states and D.C.`,
    alaska: t`Alaska`,
    hawaii: t`Hawaii`,
  };
  const sizes = Array.from({ length: LISTED_SIZES }, (_, index) => index + 1);
  const extra = POVERTY_REGIONS.map((region) => ({
    region,
    ...extraPersonAmount(percent, table[region].increment),
  }));
  const rounded = extra.filter((item) => item.rounded).map((item) => regionNames[item.region]);
  const roundedRegions = rounded.join(', ');

  return (
    <>
      {/* Focusable so that keyboard users can scroll it when a narrow screen cuts it off. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" aria-labelledby="income-table-caption" tabIndex={0}>
        <table className="income-table">
          <caption id="income-table-caption">
            <Trans>
              Yearly household income limits: {percent}% of the {year} federal poverty guidelines
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Household size</Trans>
              </th>
              {POVERTY_REGIONS.map((region) => (
                <th scope="col" key={region}>
                  {regionNames[region]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {POVERTY_REGIONS.map((region) => (
                  <td key={region}>{dollars.amount(incomeLimit(percent, table, region, size))}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <Trans>Each additional person</Trans>
              </th>
              {extra.map(({ region, dollars: amount, rounded: cut }) => (
                <td key={region}>
                  {dollars.plus(amount)}
                  {cut && <sup aria-hidden="true">*</sup>}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
      {rounded.length > 0 && (
        <p className="income-table__note">
          <span aria-hidden="true">* </span>
          <Trans>
            {roundedRegions}: the amount for each additional person is rounded to the nearest
            dollar. For a household of more than {LISTED_SIZES}, the limit is {percent}% of the
            poverty guideline for its size, rounded to the nearest dollar, so it can differ by a few
            dollars from the limit for {LISTED_SIZES} people plus this amount for each further
            person. The application works out your exact limit.
          </Trans>
        </p>
      )}
    </>
  );
}
