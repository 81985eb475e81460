import * as v from 'valibot';

// The rules every form and the machine judge an answer by, message-free: each problem is named
// by a key that the page turns into words (src/shared/rules holds the words). The machine
// checks an answer with the same schema the page validated it with (DEC-171).

/** A §9: the provider takes names of at most 24 characters. */
export const NAME_MAX_LENGTH = 24;

/** The shortest and longest name a profile's provider takes (identityRules.nameLength). */
export interface NameLength {
  min: number;
  max: number;
}

/** A §5 and A §9: 2 to 24 characters (the ACP's identityRules.nameLength). */
export const ACP_NAME_LENGTH: NameLength = { min: 2, max: NAME_MAX_LENGTH };

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
  /** Fewer characters than the provider takes (A §5: "J"). */
  tooShort: TKey;
  /** More than the provider takes (D28): said, never cut. */
  tooLong: TKey;
  /** A character no name has: "Sm1th". */
  invalid: TKey;
}

/** A name by D28's rules, each problem named by its key of the form's messages. */
export function nameSchema<TKey extends string>(
  keys: NameMessageKeys<TKey>,
  length: NameLength = ACP_NAME_LENGTH,
) {
  return v.pipe(
    v.string(),
    v.transform(tidyName),
    v.nonEmpty(keys.required),
    v.regex(NAME_PATTERN, keys.invalid),
    v.minLength(length.min, keys.tooShort),
    v.maxLength(length.max, keys.tooLong),
  );
}

/** A name that may be left out (a middle name, D40): when given, D28's rules and the limit. */
export function optionalNameSchema<TKey extends string>(
  keys: Pick<NameMessageKeys<TKey>, 'tooLong' | 'invalid'>,
  length: NameLength,
) {
  return v.pipe(
    v.string(),
    v.transform(tidyName),
    v.check((value) => value === '' || NAME_PATTERN.test(value), keys.invalid),
    v.maxLength(length.max, keys.tooLong),
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

export const middleNameKeys = {
  tooLong: 'middleNameTooLong',
  invalid: 'middleNameInvalid',
} as const;

/** The last 4 SSN digits under message keys of their own (a second person's, D41). */
export function ssn4SchemaWith(keys: { required: string; invalid: string }) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(keys.required), v.regex(/^\d{4}$/, keys.invalid));
}

/** The last 4 SSN digits (A §5): required, exactly four digits. */
export const ssn4Schema = ssn4SchemaWith({ required: 'ssn4Required', invalid: 'ssn4Invalid' });

/** A §9: the tribal number is at most 24 characters. */
export const TRIBAL_ID_MAX_LENGTH = 24;

/** A Tribal number under message keys of their own (a second person's, D41). */
export function tribalIdSchemaWith(keys: { required: string; tooLong: string }) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(keys.required),
    v.maxLength(TRIBAL_ID_MAX_LENGTH, keys.tooLong),
  );
}

export const tribalIdSchema = tribalIdSchemaWith({
  required: 'tribalId',
  tooLong: 'tribalIdTooLong',
});

/** D40, D41: the number a person gives for who they are, when a profile lets them choose. */
export const ID_TYPES = ['ssn4', 'tribalId'] as const;
export type IdType = (typeof ID_TYPES)[number];

export { EMAIL_PATTERN, FIVE_DIGITS } from './patterns';

/** A §3: '1' is yes, '2' is no. */
export type YesNo = '1' | '2';
export const YES: '1' = '1';
export const NO: '2' = '2';
