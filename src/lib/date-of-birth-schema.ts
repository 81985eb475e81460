import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { DateParts } from './date-of-birth';

/** D27: a part not chosen and a date that does not exist (29 February 2007) differ. */
export const dateOfBirthMessages = {
  dobRequired: msg`Choose the month, day and year you were born`,
  dobInvalid: msg`This date does not exist: check the day and the month`,
};

/**
 * The three selects of a date of birth, as `convert` writes a real date in range (D7), or
 * null. The day list may offer 29 February before the year is chosen. `keys` name the two
 * problems where the date is someone else's (a dependent's, D41).
 */
export function dateOfBirthSchema(
  today: Date,
  convert: (parts: DateParts, today: Date) => string | null,
  keys: { required: string; invalid: string } = { required: 'dobRequired', invalid: 'dobInvalid' },
) {
  return v.pipe(
    v.object({ year: v.string(), month: v.string(), day: v.string() }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parts = dataset.value;
      if (!parts.year || !parts.month || !parts.day) {
        addIssue({ message: keys.required });
        return NEVER;
      }
      const date = convert(parts, today);
      if (date === null) {
        addIssue({ message: keys.invalid });
        return NEVER;
      }
      return date;
    }),
  );
}
