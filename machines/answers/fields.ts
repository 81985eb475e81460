import * as v from 'valibot';

// The rules every form and the machine judge an answer by, message-free: each problem is named
// by a key that the page turns into words (src/shared/rules holds the words). The machine
// checks an answer with the same schema the page validated it with (DEC-171).

/** A §9: the provider takes names of at most 24 characters. */
export const NAME_MAX_LENGTH = 24;

// D28: letters of any language (José, Núñez, Françoise), spaces (Mary Ann, De la Cruz),
// hyphens, apostrophes (O'Brien) and periods; a name starts with a letter. Marks cover letters
// a keyboard sends decomposed.
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}.'’-]*(?: [\p{L}\p{M}.'’-]+)*$/u;

/** One spelling of "é" and single spaces, so the length and comparisons are stable. */
export function tidyName(value: string): string {
  return value.trim().normalize('NFC').replace(/\s+/g, ' ');
}

/** The problems a name can have, each with its own message (D27). */
export interface NameMessageKeys<TKey extends string> {
  required: TKey;
  /** Fewer than 2 characters (A §5): "J". */
  tooShort: TKey;
  /** More than the provider takes (D28): said, never cut. */
  tooLong: TKey;
  /** A character no name has: "Sm1th". */
  invalid: TKey;
}

/** A name by D28's rules, each problem named by its key of the form's messages. */
export function nameSchema<TKey extends string>(keys: NameMessageKeys<TKey>) {
  return v.pipe(
    v.string(),
    v.transform(tidyName),
    v.nonEmpty(keys.required),
    v.regex(NAME_PATTERN, keys.invalid),
    v.minLength(2, keys.tooShort),
    v.maxLength(NAME_MAX_LENGTH, keys.tooLong),
  );
}

export const firstNameKeys = {
  required: 'firstNameRequired',
  tooShort: 'firstNameTooShort',
  tooLong: 'firstNameTooLong',
  invalid: 'firstNameInvalid',
} as const satisfies NameMessageKeys<string>;

export const lastNameKeys = {
  required: 'lastNameRequired',
  tooShort: 'lastNameTooShort',
  tooLong: 'lastNameTooLong',
  invalid: 'lastNameInvalid',
} as const satisfies NameMessageKeys<string>;

/** The last 4 SSN digits (A §5): required, exactly four digits. */
export const ssn4Schema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('ssn4Required'),
  v.regex(/^\d{4}$/, 'ssn4Invalid'),
);

/** A §9: the tribal number is at most 24 characters. */
export const TRIBAL_ID_MAX_LENGTH = 24;

export const tribalIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('tribalId'),
  v.maxLength(TRIBAL_ID_MAX_LENGTH, 'tribalIdTooLong'),
);

export { EMAIL_PATTERN, FIVE_DIGITS } from './patterns';

/** A §3: '1' is yes, '2' is no. */
export type YesNo = '1' | '2';
export const YES: '1' = '1';
export const NO: '2' = '2';
