import { Trans, useLingui } from '@lingui/react/macro';
import {
  extraPersonLimit,
  incomeLimit,
  LISTED_SIZES,
  type PovertyRegion,
} from '../../shared/programs/income-limits';

const REGIONS: readonly PovertyRegion[] = ['contiguous', 'alaska', 'hawaii'];

/**
 * Whole dollars in the active language. The U.S. region is added so that Spanish shows
 * "$29,160" as the income calculator does, not the Spain-style "29.160 US$".
 */
function useDollars() {
  const { i18n } = useLingui();
  const locale = i18n.locale.includes('-') ? i18n.locale : `${i18n.locale}-US`;
  const options = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;
  const amount = new Intl.NumberFormat(locale, options);
  const increment = new Intl.NumberFormat(locale, { ...options, signDisplay: 'always' });
  return {
    amount: (value: number) => amount.format(value),
    plus: (value: number) => increment.format(value),
  };
}

/** D12's income limits, drawn from the same table as the application's calculator. */
export function IncomeTable() {
  const { t } = useLingui();
  const dollars = useDollars();
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
          <Trans>Yearly household income limits: 200% of the 2023 federal poverty guidelines</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Household size</Trans>
            </th>
            {REGIONS.map((region) => (
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
              {REGIONS.map((region) => (
                <td key={region}>{dollars.amount(incomeLimit(size, region))}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">
              <Trans>Each additional person</Trans>
            </th>
            {REGIONS.map((region) => (
              <td key={region}>{dollars.plus(extraPersonLimit(region))}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
