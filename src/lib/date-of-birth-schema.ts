import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { DateParts } from './date-of-birth';

/** D27: a part not chosen and a date that does not exist (29 February 2007) differ. */
export const dateOfBirthMessages = {
  dobRequired: msg`Choose the month, day and year you were born`,
  dobInvalid: msg`This date does not exist: check the day and the month`,
};

type DobKey = keyof typeof dateOfBirthMessages;

/**
 * The three selects of a date of birth, as `convert` writes a real date in range (D7), or
 * null. The day list may offer 29 February before the year is chosen.
 */
export function dateOfBirthSchema(
  today: Date,
  convert: (parts: DateParts, today: Date) => string | null,
) {
  return v.pipe(
    v.object({ year: v.string(), month: v.string(), day: v.string() }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parts = dataset.value;
      if (!parts.year || !parts.month || !parts.day) {
        addIssue({ message: 'dobRequired' satisfies DobKey });
        return NEVER;
      }
      const date = convert(parts, today);
      if (date === null) {
        addIssue({ message: 'dobInvalid' satisfies DobKey });
        return NEVER;
      }
      return date;
    }),
  );
}
