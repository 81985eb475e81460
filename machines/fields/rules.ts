import * as v from 'valibot';
import { contactLimits, EMAIL_PATTERN, isZipCode } from '../answers/patterns';
import { isPoBox } from '../answers/po-box';
import { isStateCode } from '../answers/state-codes';

// The rules the rows of machines/steps/ share, message-free: each problem is a key the step's
// words name. One rule per kind of answer, so a zip code, a phone number or an address line
// is judged the same on every form that asks it.

/** A required line of text, trimmed. */
export const requiredText = (required: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required));

/** A zip code (D8): five digits. */
export const zipCodeRule = (keys: { required: string; invalid: string }) =>
  v.pipe(requiredText(keys.required), v.check(isZipCode, keys.invalid));

/** A street line: at least two characters; where `home`, not a post office box (D43). */
export const streetRule = (
  keys: { required: string; invalid: string; poBox?: string },
  options: { noPoBox?: boolean } = {},
) =>
  v.pipe(
    requiredText(keys.required),
    v.minLength(2, keys.invalid),
    v.check((value) => !options.noPoBox || !isPoBox(value), keys.poBox ?? keys.invalid),
  );

/**
 * A second address line (apartment, unit, floor, D52) or a Puerto Rico urbanization: optional,
 * trimmed; where `noPoBox` (a home under D43), no post office box either, with `keys.poBox`'s
 * message.
 */
export const secondLineRule = (
  keys: { poBox?: string } = {},
  options: { noPoBox?: boolean } = {},
) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(contactLimits.address),
      v.check((value) => !options.noPoBox || !isPoBox(value), keys.poBox ?? 'poBox'),
    ),
    '',
  );

export const cityRule = (required: string) => requiredText(required);

/** One of the state selectors' codes (A §3). */
export const stateRule = (required: string) => v.pipe(v.string(), v.check(isStateCode, required));

const digitsOnly = v.transform((value: string) => value.replace(/\D/g, ''));

/** What a phone number may be typed with where formatting is welcome: "+1 (555) 123-4567". */
const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

/** Ten digits after the country code 1. */
const WITH_COUNTRY_CODE = /^1\d{10}$/;

/**
 * Ten digits (A §5, D9); `strict` refuses a first digit 0 or 1 (D9's confirm-address rule).
 * `formatted` (D9's sorry page and contact form, B §5's short form): typed with its formatting,
 * where a letter is a mistake rather than a character to drop, and a number of 11 digits with
 * the country code 1 is taken, its 1 `kept` (for the staff who call it) or `dropped` (the
 * eligibility check takes ten digits).
 */
export const phoneRule = (
  keys: { required: string; invalid: string },
  options: {
    optional?: boolean;
    strict?: boolean;
    formatted?: { countryCode: 'kept' | 'dropped' };
  } = {},
) => {
  const pattern = options.strict ? /^[2-9]\d{9}$/ : /^\d{10}$/;
  const formatted = options.formatted;
  return v.pipe(
    v.string(),
    v.check((typed) => !formatted || PHONE_CHARACTERS.test(typed), keys.invalid),
    digitsOnly,
    v.check((digits) => options.optional === true || digits !== '', keys.required),
    v.check(
      (digits) =>
        digits === '' ||
        pattern.test(digits) ||
        (formatted !== undefined && WITH_COUNTRY_CODE.test(digits)),
      keys.invalid,
    ),
    v.transform((digits) =>
      formatted?.countryCode === 'dropped' && WITH_COUNTRY_CODE.test(digits)
        ? digits.slice(1)
        : digits,
    ),
  );
};

/** An e-mail address (A §5); `optional` lets it be empty (D42). */
export const emailRule = (
  keys: { required: string; invalid: string },
  options: { optional?: boolean } = {},
) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => options.optional === true || value !== '', keys.required),
    v.check(
      (value) => value === '' || (value.length <= contactLimits.email && EMAIL_PATTERN.test(value)),
      keys.invalid,
    ),
  );

/** A yes or no (A §3: '1' is yes, '2' is no). */
export const yesNoRule = (required: string) => v.picklist(['1', '2'] as const, required);
