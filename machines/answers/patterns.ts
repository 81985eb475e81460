// The field rules that pages outside the application read too (the contact page, the waitlist,
// the address fields' maxLength): kept free of valibot so that an information page that only
// needs a limit does not load the schema library and the flow's code with it.

/** A §9 input limits, and generous ones for the address lines A leaves open. */
export const contactLimits = {
  phone: 10,
  email: 254,
  address: 100,
  city: 50,
  zip: 5,
} as const;

/** A §5 "looks like an e-mail": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** D8: a zip code is exactly five digits (B's six-digit allowance dropped). */
export const FIVE_DIGITS = /^\d{5}$/;

/** The one zip code rule of the product (D8); the sandbox keeps its own, as a provider would. */
export function isZipCode(value: string): boolean {
  return FIVE_DIGITS.test(value);
}

/** D57: a representative's RAD ID is 5 to 20 letters and digits; the sandbox keeps its own. */
export const RAD_ID_PATTERN = /^[A-Za-z0-9]{5,20}$/;

/** D57: whether `value`, spaces around it aside, is a RAD ID. */
export function isRadId(value: string): boolean {
  return RAD_ID_PATTERN.test(value.trim());
}
