import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from '../../../src/features/information/about-page';
import { renderPage } from './render-page';

/** The cell of `table` in the row headed `rowHeader`, under the column headed `columnHeader`. */
function cell(table: HTMLElement, rowHeader: string, columnHeader: string) {
  const columns = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const column = columns.indexOf(columnHeader);
  expect(column).toBeGreaterThan(0);
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader')?.textContent === rowHeader);
  if (!row) throw new Error(`No row headed ${rowHeader}`);
  // The row header is the row's first cell; data cells follow in column order.
  return within(row).getAllByRole('cell')[column - 1];
}

function incomeTable() {
  return screen.getByRole('table', { name: /Yearly household income limits/ });
}

describe('the About page (/AboutACPPage)', () => {
  it('has one h1 and a section for each part of B §2', () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['What the program gives you', 'Do you qualify?', 'Enhanced Tribal Benefit']);
  });

  it('ends every section with one Apply now link to the zip code page', () => {
    renderPage(<AboutPage />);
    const sections = [
      screen.getByRole('region', { name: 'About the Affordable Connectivity Program' }),
      screen.getByRole('region', { name: 'What the program gives you' }),
      screen.getByRole('region', { name: 'Do you qualify?' }),
      screen.getByRole('region', { name: 'Enhanced Tribal Benefit' }),
    ];
    for (const section of sections) {
      const links = within(section).getAllByRole('link', { name: 'Apply now' });
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', '/ZipCodePage');
      // Last: nothing of the section comes after its Apply now.
      expect(section.lastElementChild).toContainElement(links[0] ?? null);
    }
    expect(screen.getAllByRole('link', { name: 'Apply now' })).toHaveLength(sections.length);
  });

  it('shows the whole income table with its caption and scoped headers', () => {
    renderPage(<AboutPage />);
    const table = incomeTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Household size', '48 contiguous states and D.C.', 'Alaska', 'Hawaii']);
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('scope', 'col');
    }
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      'Each additional person',
    ]);
    for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
    // 9 rows of 3 amounts, plus the header row.
    expect(within(table).getAllByRole('cell')).toHaveLength(27);
    expect(within(table).getAllByRole('row')).toHaveLength(10);
  });

  it('has D12’s figures in the table', () => {
    renderPage(<AboutPage />);
    const table = incomeTable();
    const states = '48 contiguous states and D.C.';
    expect(cell(table, '1', states)).toHaveTextContent('$29,160');
    expect(cell(table, '4', states)).toHaveTextContent('$60,000');
    expect(cell(table, '8', states)).toHaveTextContent('$101,120');
    expect(cell(table, '1', 'Alaska')).toHaveTextContent('$36,420');
    expect(cell(table, '7', 'Alaska')).toHaveTextContent('$113,580');
    expect(cell(table, '8', 'Hawaii')).toHaveTextContent('$116,280');
    expect(cell(table, 'Each additional person', states)).toHaveTextContent('+$10,280');
    expect(cell(table, 'Each additional person', 'Alaska')).toHaveTextContent('+$12,860');
    expect(cell(table, 'Each additional person', 'Hawaii')).toHaveTextContent('+$11,820');
  });

  it('formats the amounts for U.S. readers in Spanish too', () => {
    renderPage(<AboutPage />, 'es');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('$29,160');
  });

  it('lists the qualifying programs, and the Tribal programs under the Tribal benefit', () => {
    renderPage(<AboutPage />);
    const qualify = screen.getByRole('region', { name: 'Do you qualify?' });
    const programs = within(qualify)
      .getAllByRole('list')
      .flatMap((list) => within(list).getAllByRole('listitem'));
    const text = programs.map((item) => item.textContent ?? '');
    for (const name of [
      'Medicaid',
      'SNAP',
      'Supplemental Security Income (SSI)',
      'Federal Public Housing Assistance',
      'Veterans Pension or Survivors Pension',
      'Free and Reduced-Price School Lunch or Breakfast Program',
      'Federal Pell Grant',
      'WIC',
    ]) {
      expect(text.some((line) => line.startsWith(name))).toBe(true);
    }
    expect(text).toHaveLength(8);
    // The income route is explained by the table, not listed as a program.
    expect(qualify).not.toHaveTextContent('Eligibility Based on Income');
    expect(qualify).toHaveTextContent(/Lifeline/);

    const tribal = screen.getByRole('region', { name: 'Enhanced Tribal Benefit' });
    expect(tribal).toHaveTextContent('up to $75 a month');
    expect(
      within(tribal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bureau of Indian Affairs General Assistance',
      'Tribal TANF',
      'Food Distribution Program on Indian Reservations (FDPIR)',
      'Tribal Head Start (income-based)',
    ]);
  });

  it('states the program’s amounts', () => {
    renderPage(<AboutPage />);
    const benefit = screen.getByRole('region', { name: 'What the program gives you' });
    expect(benefit).toHaveTextContent('Up to $30 a month');
    expect(benefit).toHaveTextContent('Up to $75 a month');
    expect(benefit).toHaveTextContent(/up to \$100 .* more than \$10 and less than \$50/);
  });
});
