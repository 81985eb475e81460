import { msg } from '@lingui/core/macro';

// How the forms read an e-mail address and a phone number: the waitlist, the application,
// the enrolment address, the short legacy form, the contact page and the samples all agree.

// The rules themselves are the machine's (machines/answers/): the same regex and limits judge
// the answer on the page and in the flow.
export { contactLimits, EMAIL_PATTERN } from '../../../machines/answers/patterns';

/** Phone keys are limited to digits and ( ) - + (A §5). */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d()\-+ ]/g, '');
}

/** Digits only, at most `max`: a phone or zip field drops anything else typed or pasted. */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * A pasted phone number keeps its digits, without the country code 1 of an 11-digit number,
 * so "+1 (555) 123-4567" fits the 10-digit field instead of being cut off by maxLength.
 */
export function pastedPhoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The e-mail and phone messages every form shares (D27): empty and invalid differ. */
export const contactMessages = {
  emailRequired: msg`Enter your e-mail address`,
  emailInvalid: msg`Enter an e-mail address like name@example.com`,
  phoneRequired: msg`Enter your phone number`,
  phoneInvalid: msg`Enter a phone number with 10 digits, like 5551234567`,
};
