import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo } from 'react';
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
  /** The latest year listed is this many years ago (D7: 18; a child's date of birth: 0). */
  youngest?: number;
  /** The autofill tokens are the user's own birthday's: off for someone else's date. */
  ownBirthday?: boolean;
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
  youngest = 18,
  ownBirthday = true,
}: DateOfBirthFieldProps) {
  const { i18n, t } = useLingui();
  // Each list is built once and kept while it cannot change (the language, the month, the
  // year), so typing elsewhere on step 1 neither rebuilds ~155 options nor their markup.
  const choose = t`Choose`;
  const withChoose = (options: Choice[]) => [{ value: '', label: choose }, ...options];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the month names follow the locale
  const months = useMemo(
    () =>
      withChoose(
        MONTHS.map((month, index) => ({ value: String(index + 1), label: i18n._(month) })),
      ),
    [i18n.locale, choose],
  );
  const dayCount = value.month
    ? Math.max(
        daysInMonth(Number(value.month), value.year ? Number(value.year) : null),
        // A keyboard user steps through the years one by one: a 29 February chosen first must
        // survive passing 2007 on the way to 1980. Validation refuses a date that is not real.
        Number(value.day) || 0,
      )
    : 31;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the days follow their count alone
  const days = useMemo(
    () =>
      withChoose(
        Array.from({ length: dayCount }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        })),
      ),
    [dayCount, choose],
  );
  const thisYear = today.getFullYear();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the years follow this year alone
  const years = useMemo(
    () =>
      withChoose(
        birthYears(today, youngest).map((year) => ({ value: String(year), label: String(year) })),
      ),
    [thisYear, youngest, choose],
  );
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
        autoComplete={
          !ownBirthday
            ? 'off'
            : part === 'year'
              ? 'bday-year'
              : part === 'month'
                ? 'bday-month'
                : 'bday-day'
        }
        options={options}
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
          {select('day', t`Day`, days)}
          {select('year', t`Year`, years)}
        </div>
      </fieldset>
    </div>
  );
}
