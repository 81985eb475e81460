import type { ApplicationData } from './flow-types';

// D58: how an applicant can be reached is what they gave: a phone, an e-mail address, both or
// neither (where the profile's contact rules let both be left empty, D42). Pages promise a call
// or an e-mail only to someone who gave one.

/** The ways an applicant gave to be reached. */
export interface Reach {
  phone: boolean;
  email: boolean;
}

const given = (value: unknown) => String(value ?? '').trim() !== '';

/** What a phone number and an e-mail address, as given, let us do. */
export function reachOf(phone: unknown, email: unknown): Reach {
  return { phone: given(phone), email: given(email) };
}

/** Whether the application's contact step was answered with neither a phone nor an e-mail. */
export function givesNoContact(application: ApplicationData): boolean {
  const contact = application.answers.contactInfo;
  if (!contact) return false;
  const reach = reachOf(contact.contactPhoneNumber, contact.contactEmail);
  return !reach.phone && !reach.email;
}
