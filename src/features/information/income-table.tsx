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

/**
 * Dollars in the active language, U.S. style in both. Whole dollars unless the amount has cents
 * (135% of an odd increment does: Hawaii's Lifeline increment is $8,815.50).
 */
function useDollars() {
  const { i18n } = useLingui();
  return {
    amount: (value: number) => formatMoney(value, i18n.locale, { cents: 'whenAny' }),
    plus: (value: number) => formatMoney(value, i18n.locale, { cents: 'whenAny', sign: 'always' }),
  };
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

  return (
    // Focusable so that keyboard users can scroll it when a narrow screen cuts it off.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
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
            {POVERTY_REGIONS.map((region) => (
              <td key={region}>
                {dollars.plus(Math.round(percent * table[region].increment) / 100)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
