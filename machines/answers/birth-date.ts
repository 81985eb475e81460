// D7: years from 18 years before this year back to 1900; days follow the month, leap years
// included. Kept as YYYY-MM-DD in the application, MM/DD/YYYY for enrolment. A profile that
// lets emancipated minors apply (D41), and the date of birth of a child (the benefit qualifying
// person), list later years: `youngest` years ago, 0 for this year.

export const EARLIEST_BIRTH_YEAR = 1900;

export interface DateParts {
  year: string;
  month: string;
  day: string;
}

/** D7's youngest: the years listed start 18 years before this year. */
export const D7_YOUNGEST = 18;

export function birthYears(today: Date, youngest: number = D7_YOUNGEST): number[] {
  const latest = today.getFullYear() - youngest;
  const years: number[] = [];
  for (let year = latest; year >= EARLIEST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

export function daysInMonth(month: number, year: number | null): number {
  if (month === 2) {
    // Without a year yet, February may still be a leap February.
    if (year === null) return 29;
    return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: string) => value.padStart(2, '0');

/** The day as YYYY-MM-DD in the applicant's own time zone (their "today", D41). */
export function localIsoDate(day: Date): string {
  return `${day.getFullYear()}-${pad(String(day.getMonth() + 1))}-${pad(String(day.getDate()))}`;
}

/**
 * YYYY-MM-DD when the three parts make a real date in range (its year listed, and not after
 * today), else null.
 */
export function toIsoDate(
  parts: DateParts,
  today: Date,
  youngest: number = D7_YOUNGEST,
): string | null {
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (!year || !month || !day) return null;
  if (!birthYears(today, youngest).includes(year)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  const iso = `${year}-${pad(String(month))}-${pad(String(day))}`;
  // Compared as text: YYYY-MM-DD sorts as the dates do.
  return iso > localIsoDate(today) ? null : iso;
}

/**
 * Whole years from `iso` to `today` by the full date (D41): born 31 December 2008 is 17 until
 * 31 December 2026. Someone born on 29 February has their birthday on 1 March in other years.
 */
export function ageOn(iso: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const years = today.getFullYear() - year;
  const thisMonth = today.getMonth() + 1;
  const before = thisMonth < month || (thisMonth === month && today.getDate() < day);
  return before ? years - 1 : years;
}

export function fromIsoDate(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

/** A stored date of birth is still one the form would give: a real date in range (D7). */
export function isBirthDate(iso: string, today: Date, youngest: number = D7_YOUNGEST): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && toIsoDate(fromIsoDate(iso), today, youngest) === iso;
}

/** A §3 keeps dates of birth as YYYY-MM-DD; enrolment wants MM/DD/YYYY (D7). '' stays ''. */
export function toUsDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return isoDate ? `${month}/${day}/${year}` : '';
}
