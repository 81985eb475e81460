import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyQuestion } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { contact, homeAddress, onLegacyPage, question } from './first-pages-fixture';

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const ssnField = () => screen.getByLabelText('Last 4 digits of your Social Security number');
const onPage3 = (answer: LegacyQuestion | null = null) =>
  onLegacyPage('question', { homeAddress, contact, question: answer });

describe('the short form, page 3: Medicaid or SNAP, and the SSN digits', () => {
  it('asks the question with yes and no, and the last 4 SSN digits', () => {
    onPage3();
    expect(screen.getByText('Page 3 of 7')).toBeInTheDocument();
    const group = screen.getByRole('group', {
      name: 'Do you or anyone in your household get Medicaid or SNAP (food stamps)?',
    });
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(ssnField()).toHaveAttribute('inputmode', 'numeric');
    expect(ssnField()).toHaveAttribute('autocomplete', 'off');
    expect(ssnField()).toHaveAttribute('maxlength', '4');
    expect(ssnField()).toHaveAccessibleDescription(/never store/);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/ContactInformation',
    );
  });

  it('names the unanswered question and asks for the digits, in a focused summary (B §5, D23, D27)', async () => {
    const { user, view } = onPage3();
    await user.click(nextButton());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [
        'Choose yes if you or anyone in your household gets Medicaid or SNAP, or no',
        '#medicaidOrSnap-0',
      ],
      ['Enter the last 4 digits of your Social Security number', '#ssn4'],
    ]);
    expect(ssnField()).toHaveAccessibleDescription(/Enter the last 4 digits/);
    expect(view.actor.getSnapshot().matches({ legacy: 'question' })).toBe(true);
  });

  it('lets only four digits into the SSN field', async () => {
    const { user } = onPage3();
    await user.type(ssnField(), '48-2a19');
    expect(ssnField()).toHaveValue('4821');
  });

  it('refuses fewer than four digits', async () => {
    const { user } = onPage3();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(ssnField(), '482');
    await user.click(nextButton());
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Last 4 digits of your Social Security number must be 4 numbers, like 1234',
    );
  });

  it.each([
    ['Yes', '1'],
    ['No', '2'],
  ] as const)('stores the answer %s as %s and opens the name page', async (label, code) => {
    const { user, view } = onPage3();
    await user.click(screen.getByRole('radio', { name: label }));
    await user.type(ssnField(), '4821');
    await user.click(nextButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ legacy: 'personalInformation' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.legacy.question).toEqual({
      medicaidOrSnap: code,
      ssn4: '4821',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
    await waitFor(() => expect(view.url()).toBe('/PersonalInformationPage'));
  });

  it('shows the earlier answer when the page is opened again', () => {
    onPage3(question);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(ssnField()).toHaveValue('4821');
    expect(screen.queryByText(/do not keep these 4 digits/)).not.toBeInTheDocument();
  });

  it('asks again for the SSN digits after a reload, saying why (D14)', async () => {
    const { user, view } = onPage3({ medicaidOrSnap: '2', ssn4: '' });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(ssnField()).toHaveValue('');
    expect(ssnField()).toHaveAccessibleDescription(/we do not keep these 4 digits/);
    await user.click(nextButton());
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(1);

    await user.type(ssnField(), '1357');
    await user.click(nextButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.legacy.question).toEqual({
        medicaidOrSnap: '2',
        ssn4: '1357',
      }),
    );
  });
});
