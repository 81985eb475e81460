// How the review shows stored answers: dates, phone numbers, money and addresses.

import { formatMoney as formatUsd } from '../../lib/money';

/**
 * A YYYY-MM-DD birth date in the reader's language ("March 9, 1984", "9 de marzo de 1984").
 * UTC on both sides, so no time zone can move the day.
 */
export function formatBirthDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const date = Date.UTC(Number(year), Number(month) - 1, Number(day));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Ten digits as a U.S. number reads: (505) 555-0142. Anything else as it was typed. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/** Dollars, with cents only when there are some, U.S. style in both languages. */
export function formatMoney(amount: number, locale: string): string {
  return formatUsd(amount, locale, { cents: 'whenAny' });
}

/** The two lines of a U.S. address: street, then "City, ST 12345". */
export function addressLines(street: string, city: string, state: string, zip: string): string[] {
  return [street.trim(), `${city.trim()}, ${state} ${zip}`.trim()].filter(Boolean);
}

/** The initials a person would type for this name ("Rosa", "Martinez" → "RM"). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}
