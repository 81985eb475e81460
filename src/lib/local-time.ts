// D56: when the agreement was signed, as the applicant's own clock says it.

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 in the local time of `now`, with its offset: "2026-11-28T14:05:09-05:00". */
export function isoLocalTime(now: Date): string {
  const offset = -now.getTimezoneOffset();
  const hours = Math.floor(Math.abs(offset) / 60);
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}` +
    `${offset < 0 ? '-' : '+'}${pad(hours)}:${pad(Math.abs(offset) % 60)}`
  );
}

/** The day of `now` as the reader's language writes it: "November 28, 2026", "28 de noviembre de 2026". */
export function longLocalDate(now: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long' }).format(
    now,
  );
}
