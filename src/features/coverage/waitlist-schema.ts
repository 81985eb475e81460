import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

export const waitlistMessages = {
  email: msg`Email invalid.`,
  phone: msg`Phone Number Invalid.`,
};

/** A §5 "looks like an e-mail": something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** D9: ten digits, or eleven starting with the country code 1. */
export function isPhoneDigits(digits: string): boolean {
  return /^\d{10}$/.test(digits) || /^1\d{10}$/.test(digits);
}

/** Phone keys are limited to digits and ( ) - + (A §5). */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/[^\d()\-+ ]/g, '');
}

export const WaitlistFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.regex(EMAIL_PATTERN, 'email')),
  phone: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check(isPhoneDigits, 'phone'),
  ),
});
