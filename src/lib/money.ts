// One way to show money in both languages (issue 16): U.S. style, "$10.01" in English and in
// Spanish alike. A bare 'es' gives Spain's "10,01 US$", which one page showed while the others
// showed "$10.01"; every amount here is in U.S. dollars for people in the U.S., so the
// language takes the U.S. region ('es-US', as the income calculator already did).

/** Cents: always ("$10.00"), only when there are some ("$10" / "$10.01"), or never ("$10"). */
export type Cents = 'always' | 'whenAny' | 'never';

export interface MoneyOptions {
  cents?: Cents;
  /** "+$4,160" for an increment (the income table's each-additional-person row). */
  sign?: 'auto' | 'always';
}

/** The locale money is written in: the language with the U.S. region ('es' → 'es-US'). */
export function moneyLocale(locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase() || 'en';
  return `${language}-US`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** U.S. dollars in the reader's language, U.S. style in both: "$1,234.50". */
export function formatMoney(amount: number, locale: string, options: MoneyOptions = {}): string {
  const { cents = 'always', sign = 'auto' } = options;
  const digits = cents === 'never' || (cents === 'whenAny' && Number.isInteger(amount)) ? 0 : 2;
  const key = `${moneyLocale(locale)}|${digits}|${sign}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(moneyLocale(locale), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: sign,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
