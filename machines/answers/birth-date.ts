// D7: years from 18 years before this year back to 1900; days follow the month, leap years
// included. Kept as YYYY-MM-DD in the application, MM/DD/YYYY for enrolment.

export const EARLIEST_BIRTH_YEAR = 1900;

export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export function birthYears(today: Date): number[] {
  const latest = today.getFullYear() - 18;
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

/** YYYY-MM-DD when the three parts make a real date in range, else null. */
export function toIsoDate(parts: DateParts, today: Date): string | null {
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (!year || !month || !day) return null;
  if (!birthYears(today).includes(year)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) return null;
  return `${year}-${pad(String(month))}-${pad(String(day))}`;
}

export function fromIsoDate(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month: month ? String(Number(month)) : '', day: day ? String(Number(day)) : '' };
}

/** A stored date of birth is still one the form would give: a real date in range (D7). */
export function isBirthDate(iso: string, today: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && toIsoDate(fromIsoDate(iso), today) === iso;
}
