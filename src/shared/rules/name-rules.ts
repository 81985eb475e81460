import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

/** A §9: the provider takes names of at most 24 characters. */
export const NAME_MAX_LENGTH = 24;

// D28: letters of any language (José, Núñez, Françoise), spaces (Mary Ann, De la Cruz),
// hyphens, apostrophes (O'Brien) and periods; a name starts with a letter. Marks cover letters
// a keyboard sends decomposed.
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}.'’-]*(?: [\p{L}\p{M}.'’-]+)*$/u;

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

/** One spelling of "é" and single spaces, so the length and comparisons are stable. */
export function tidyName(value: string): string {
  return value.trim().normalize('NFC').replace(/\s+/g, ' ');
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

/** The messages of a first, middle and last name (D27, D28). */
export const nameMessages = {
  firstNameRequired: msg`Enter your first name`,
  firstNameTooShort: msg`First name must be 2 characters or more`,
  firstNameTooLong: msg`First name must be 24 characters or fewer`,
  firstNameInvalid: msg`First name must only include letters, spaces, hyphens, apostrophes and periods`,
  middleNameTooLong: msg`Middle name must be 24 characters or fewer`,
  middleNameInvalid: msg`Middle name must only include letters, spaces, hyphens, apostrophes and periods`,
  lastNameRequired: msg`Enter your last name`,
  lastNameTooShort: msg`Last name must be 2 characters or more`,
  lastNameTooLong: msg`Last name must be 24 characters or fewer`,
  lastNameInvalid: msg`Last name must only include letters, spaces, hyphens, apostrophes and periods`,
} satisfies Record<string, MessageDescriptor>;

export type NameMessageKey = keyof typeof nameMessages;

/** The keys of the first name's and the last name's messages. */
export const firstNameKeys: NameMessageKeys<NameMessageKey> = {
  required: 'firstNameRequired',
  tooShort: 'firstNameTooShort',
  tooLong: 'firstNameTooLong',
  invalid: 'firstNameInvalid',
};
export const lastNameKeys: NameMessageKeys<NameMessageKey> = {
  required: 'lastNameRequired',
  tooShort: 'lastNameTooShort',
  tooLong: 'lastNameTooLong',
  invalid: 'lastNameInvalid',
};
