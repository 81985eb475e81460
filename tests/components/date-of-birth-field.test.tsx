import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateOfBirthField } from '../../src/components/date-of-birth-field';
import type { DateParts } from '../../src/lib/date-of-birth';
import { activateTestLocale } from '../render-flow';

function Harness() {
  const [value, setValue] = useState<DateParts>({ year: '', month: '', day: '' });
  return (
    <I18nProvider i18n={i18n}>
      <DateOfBirthField
        id="dob"
        legend="Date of birth"
        value={value}
        onChange={setValue}
        today={new Date(2026, 10, 21)}
      />
    </I18nProvider>
  );
}

const days = () =>
  within(screen.getByLabelText('Day'))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

describe('the date of birth (D7)', () => {
  it('offers years from 18 years ago back to 1900, and days that follow the month', () => {
    activateTestLocale();
    render(<Harness />);
    const years = within(screen.getByLabelText('Year')).getAllByRole('option');
    expect(years[1]).toHaveTextContent('2008');
    expect(years.at(-1)).toHaveTextContent('1900');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
    expect(days()).toHaveLength(30);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(days()).toHaveLength(29);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2007' } });
    expect(days()).toHaveLength(28);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2004' } });
    expect(days()).toHaveLength(29);
  });

  it('keeps 29 February while the year passes through common years, and clears 31 April', () => {
    activateTestLocale();
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '29' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2007' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1980' } });
    expect(screen.getByLabelText('Day')).toHaveValue('29');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '4' } });
    expect(screen.getByLabelText('Day')).toHaveValue('');
  });

  it('names the months from the catalogs, without the Intl calendar data a slow phone waits ~100 ms for', () => {
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const months = () =>
      within(screen.getByLabelText(/^(Month|Mes)$/))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent);
    activateTestLocale();
    const { unmount } = render(<Harness />);
    expect(months()).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    unmount();
    activateTestLocale('es');
    render(<Harness />);
    expect(months()).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    expect(dateTimeFormat).not.toHaveBeenCalled();
    dateTimeFormat.mockRestore();
  });
});
