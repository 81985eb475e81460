import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { birthYears, type DateParts, daysInMonth } from '../lib/date-of-birth';
import { type Choice, ChoiceSelect } from './choice-select';
import { FieldError } from './field-error';

export interface DateOfBirthFieldProps {
  /** The month select's id is `${id}-month`: the error summary links there. */
  id: string;
  legend: ReactNode;
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string | undefined;
  today?: Date;
}

// From the catalogs rather than Intl.DateTimeFormat: a page's first DateTimeFormat loads the
// browser's calendar data, about 100 ms on a slow phone, right as step 1 draws.
const MONTHS = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];

/** D7: month, day and year selects; the days follow the month and the year. */
export function DateOfBirthField({
  id,
  legend,
  value,
  onChange,
  error,
  today = new Date(),
}: DateOfBirthFieldProps) {
  const { i18n, t } = useLingui();
  const months = MONTHS.map((month, index) => ({ value: String(index + 1), label: i18n._(month) }));
  const dayCount = value.month
    ? Math.max(
        daysInMonth(Number(value.month), value.year ? Number(value.year) : null),
        // A keyboard user steps through the years one by one: a 29 February chosen first must
        // survive passing 2007 on the way to 1980. Validation refuses a date that is not real.
        Number(value.day) || 0,
      )
    : 31;
  const days = Array.from({ length: dayCount }, (_, index) => String(index + 1));
  const errorId = error ? `${id}-error` : undefined;

  const change = (part: keyof DateParts, next: string) => {
    const updated = { ...value, [part]: next };
    // A day the new month never has (31 April) is cleared, not silently moved.
    if (part === 'month' && updated.day && updated.month) {
      if (Number(updated.day) > daysInMonth(Number(updated.month), null)) updated.day = '';
    }
    onChange(updated);
  };

  const select = (part: keyof DateParts, label: string, options: Choice[]) => (
    <div className="date-field__part">
      <label className="field__label" htmlFor={`${id}-${part}`}>
        {label}
      </label>
      <ChoiceSelect
        id={`${id}-${part}`}
        className="field__input field__select"
        value={value[part]}
        onChange={(event) => change(part, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        autoComplete={part === 'year' ? 'bday-year' : part === 'month' ? 'bday-month' : 'bday-day'}
        options={[{ value: '', label: t`Choose` }, ...options]}
      />
    </div>
  );

  return (
    <div className={error ? 'field field--error' : 'field'}>
      <fieldset className="fieldset" aria-describedby={errorId}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldError id={`${id}-error`} message={error} />
        <div className="date-field">
          {select('month', t`Month`, months)}
          {select(
            'day',
            t`Day`,
            days.map((day) => ({ value: day, label: day })),
          )}
          {select(
            'year',
            t`Year`,
            birthYears(today).map((year) => ({ value: String(year), label: String(year) })),
          )}
        </div>
      </fieldset>
    </div>
  );
}
