import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LegacyPersonal } from '../../../machines/flow-types';
import { summaryBox } from '../../error-summary-focus';
import { contact, homeAddress, onLegacyPage, personal, question } from './first-pages-fixture';

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const onPage4 = (answer: LegacyPersonal | null = null) =>
  onLegacyPage('personalInformation', { homeAddress, contact, question, personal: answer });

describe('the short form, page 4: name and date of birth', () => {
  it('asks for the full name with autocomplete tokens, and the date of birth (D7)', () => {
    onPage4();
    expect(screen.getByText('Page 4 of 7')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveAttribute(
      'autocomplete',
      'additional-name',
    );
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    const years = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean);
    expect(years[0]).toBe(String(new Date().getFullYear() - 18));
    expect(years.at(-1)).toBe('1900');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/QuestionPage');
  });

  it('shows every message at once, inline and in a focused summary (D23)', async () => {
    const { user, view } = onPage4();
    await user.click(nextButton());
    const summary = screen.getByRole('alert');
    expect(summaryBox(summary)).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter your first name', '#firstName'],
      ['Enter your last name', '#lastName'],
      ['Choose the month, day and year you were born', '#dob-month'],
    ]);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      /Enter your first name/,
    );
    expect(view.actor.getSnapshot().matches({ legacy: 'personalInformation' })).toBe(true);
  });

  it('refuses a name with a digit or a symbol, and a date that does not exist', async () => {
    const { user } = onPage4();
    await user.type(screen.getByLabelText('First name'), 'R0sa');
    await user.type(screen.getByLabelText('Middle name (optional)'), 'E_');
    await user.type(screen.getByLabelText('Last name'), 'M');
    // The day survives the way to a year without 29 February; the date is then refused.
    await user.selectOptions(screen.getByLabelText('Month'), '2');
    await user.selectOptions(screen.getByLabelText('Day'), '29');
    await user.selectOptions(screen.getByLabelText('Year'), '1981');
    await user.click(nextButton());
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#firstName', '#middleName', '#lastName', '#dob-month']);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This date does not exist: check the day and the month',
    );
    expect(screen.getByLabelText('Middle name (optional)')).toHaveAccessibleDescription(
      /Middle name must only include letters, spaces, hyphens, apostrophes and periods/,
    );
  });

  it('stores the name and the date as YYYY-MM-DD, and opens the program page', async () => {
    const { user, view } = onPage4();
    await user.type(screen.getByLabelText('First name'), ' Rosa ');
    await user.type(screen.getByLabelText('Middle name (optional)'), 'Elena');
    await user.type(screen.getByLabelText('Last name'), 'Martinez-Luna');
    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await user.selectOptions(screen.getByLabelText('Day'), '9');
    await user.selectOptions(screen.getByLabelText('Year'), '1984');
    await user.click(nextButton());

    await waitFor(() =>
      expect(view.actor.getSnapshot().matches({ legacy: 'confirmProgram' })).toBe(true),
    );
    expect(view.actor.getSnapshot().context.legacy.personal).toEqual(personal);
    await waitFor(() => expect(view.url()).toBe('/ConfirmProgrammPage'));
  });

  it('goes on without a middle name', async () => {
    const { user, view } = onPage4();
    await user.type(screen.getByLabelText('First name'), 'Rosa');
    await user.type(screen.getByLabelText('Last name'), 'Martinez');
    await user.selectOptions(screen.getByLabelText('Month'), '12');
    await user.selectOptions(screen.getByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Year'), '1950');
    await user.click(nextButton());
    await waitFor(() =>
      expect(view.actor.getSnapshot().context.legacy.personal).toEqual({
        firstName: 'Rosa',
        middleName: '',
        lastName: 'Martinez',
        dob: '1950-12-31',
      }),
    );
  });

  it('shows the earlier answer when the page is opened again', () => {
    onPage4(personal);
    expect(screen.getByLabelText('First name')).toHaveValue('Rosa');
    expect(screen.getByLabelText('Middle name (optional)')).toHaveValue('Elena');
    expect(screen.getByLabelText('Last name')).toHaveValue('Martinez-Luna');
    expect(screen.getByLabelText('Month')).toHaveValue('3');
    expect(screen.getByLabelText('Day')).toHaveValue('9');
    expect(screen.getByLabelText('Year')).toHaveValue('1984');
  });
});
