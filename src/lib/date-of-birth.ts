// D7's dates of birth for the pages: the rules are the machine's (machines/answers/
// birth-date.ts), so a page and the guard that checks it again list the same years; enrolment
// keeps MM/DD/YYYY.
import { type DateParts, toIsoDate } from '../../machines/answers/birth-date';

export {
  birthYears,
  type DateParts,
  daysInMonth,
  EARLIEST_BIRTH_YEAR,
  fromIsoDate,
  toIsoDate,
} from '../../machines/answers/birth-date';

/** MM/DD/YYYY → parts (the confirm-address form keeps enrolment's format). */
export function fromUsDate(us: string): DateParts {
  const [month = '', day = '', year = ''] = us.split('/');
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

export function toUsDate(parts: DateParts, today: Date): string | null {
  const iso = toIsoDate(parts, today);
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}
