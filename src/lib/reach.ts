import type { Reach } from '../../machines/contact-reach';

// D58: a phone number and an e-mail address as given: each counts only when not blank.

const given = (value: unknown) => String(value ?? '').trim() !== '';

/** What a phone number and an e-mail address, as given, let us do. */
export function reachOf(phone: unknown, email: unknown): Reach {
  return { phone: given(phone), email: given(email) };
}
