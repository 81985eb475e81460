import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncomeCalculator } from '../../src/features/application/qualification/income-calculator';
import { IncomeTable } from '../../src/features/information/income-table';
import { activateTestLocale, renderFlow } from '../render-flow';
import { qualifiedContext } from './enrolment/saved-enrolment-fixture';
import { renderSample } from './samples/render-sample';

// Issue 16: Spanish pages wrote some amounts Spain's way ("10,01 US$") and some state lists
// in English ("New York"). Every page now writes "$10.01" and "Nueva York" in Spanish.

function inSpanish(ui: React.ReactElement) {
  activateTestLocale('es');
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

const stateOption = (select: HTMLElement, code: string) =>
  within(select)
    .getAllByRole('option')
    .find((option) => option.getAttribute('value') === code);

describe('state names in Spanish', () => {
  it('lists Spanish state names on /ConfirmAddress, the value still the USPS code', () => {
    renderFlow(
      '/ConfirmAddress',
      {},
      {
        state: { value: { enrolment: { confirmAddress: 'editing' } }, context: qualifiedContext() },
        locale: 'es',
      },
    );
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(stateOption(select, 'NY')).toHaveTextContent('Nueva York');
    expect(stateOption(select, 'PA')).toHaveTextContent('Pensilvania');
    expect(within(select).queryByRole('option', { name: 'New York' })).toBeNull();
  });

  it('lists Spanish state names on the shipping sample page', () => {
    renderSample('/ShippigDetailsPage', 'es');
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(stateOption(select, 'NY')).toHaveTextContent('Nueva York');
    expect(stateOption(select, 'NC')).toHaveTextContent('Carolina del Norte');
  });

  it('names the unserved state in Spanish on the sorry page', () => {
    renderFlow(
      '/SorryZipCodePage?state=NY&zipCode=10001',
      {},
      {
        state: {
          value: { coverage: 'notServed' },
          context: { coverage: { zipCode: '10001', state: 'NY', served: false } },
        },
        locale: 'es',
      },
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Nueva York');
    expect(heading).not.toHaveTextContent('New York');
  });

  it('names the home state in Spanish in the income calculator, with U.S. amounts', () => {
    inSpanish(
      <IncomeCalculator
        values={{ adults: '1', children: '1', amount: '1850.50', period: 'monthly' }}
        onChange={() => {}}
        state="HI"
        errors={{}}
      />,
    );
    expect(document.body).toHaveTextContent('Hawái');
    expect(document.body).not.toHaveTextContent('Hawaii');
    expect(document.body).toHaveTextContent('$22,206');
    expect(document.body).not.toHaveTextContent('US$');
  });
});

describe('money in Spanish', () => {
  it('writes the tablet co-pay as "$10.01" on the sample tablet page', () => {
    renderSample('/EligibleTabletPage', 'es');
    expect(screen.getByRole('checkbox', { name: /\$10\.01/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('US$');
  });

  it('writes the sample result page co-pay as "$10.01"', () => {
    renderSample('/EnrollmentResultPage', 'es');
    expect(document.body).not.toHaveTextContent('US$');
  });

  it('writes the income table U.S. style, whole dollars, the increment signed', () => {
    inSpanish(<IncomeTable />);
    const table = screen.getByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    const amounts = cells.filter((text) => text.includes('$'));
    expect(amounts.length).toBeGreaterThan(0);
    for (const text of amounts) expect(text).toMatch(/^\+?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
    expect(amounts.some((text) => text.startsWith('+$'))).toBe(true);
    expect(table).not.toHaveTextContent('US$');
  });
});
