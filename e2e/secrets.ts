// Whether some stored or shown text holds a value an applicant typed.
//
// A plain substring search is wrong for digits: a cookie's `expires` (1827007499.667391), a
// millisecond timestamp, an order number or a UUID holds any four digits now and then, and
// the privacy run failed on such a coincidence. The SSN's last four, stored or shown, stand
// as a value of their own ("7391", ssn4=7391, "ending 7391"), so a digit secret counts only
// where no letter or digit touches it. Any other secret is searched for as it is.

export function holdsSecret(text: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text);
}

/** The secrets `text` holds, so a failing expectation names them. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => holdsSecret(text, secret));
}
