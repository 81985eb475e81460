import * as v from 'valibot';
import { D7_YOUNGEST, type DateParts, fromIsoDate, toIsoDate } from '../answers/birth-date';

// The date rule of the rows of machines/steps/, message-free like machines/fields/rules.ts; apart
// from them, as only the flow's steps ask a date: the zip page and the information pages'
// forms, which load those rules, do not load D7's calendar.

const isParts = (value: unknown): value is DateParts =>
  typeof value === 'object' && value !== null && 'year' in value && 'month' in value;

/**
 * A date of birth (D7), as the page's three selects hold it or as an answer keeps it
 * (YYYY-MM-DD): a real date in the years listed, `youngest` years ago at the latest. Out as
 * YYYY-MM-DD.
 */
export const birthDateRule = (
  keys: { required: string; invalid: string },
  today: Date,
  youngest: number = D7_YOUNGEST,
) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      const parts = isParts(value) ? value : fromIsoDate(typeof value === 'string' ? value : '');
      if (!parts.year || !parts.month || !parts.day) {
        addIssue({ message: keys.required });
        return NEVER;
      }
      const iso = toIsoDate(parts, today, youngest);
      if (iso === null || (typeof value === 'string' && iso !== value)) {
        addIssue({ message: keys.invalid });
        return NEVER;
      }
      return iso;
    }),
  );
