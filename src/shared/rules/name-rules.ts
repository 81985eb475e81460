import * as v from 'valibot';

/** A §9: names are at most 24 characters. */
export const NAME_MAX_LENGTH = 24;

// A §5 allows letters, period and hyphen. "Letters" includes accented ones (José, Núñez,
// Françoise), and we also allow single inner spaces and apostrophes (Mary Ann, De la Cruz,
// O'Brien): refusing a person's real name is worse than the original's rule (DEC-021).
// Marks cover letters a keyboard sends decomposed.
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}.'’-]*(?: [\p{L}\p{M}.'’-]+)*$/u;

/**
 * A name by these rules. `required` names an empty field and `invalid` any other problem;
 * A §5 has one message for both, the short legacy form tells them apart.
 */
export function nameSchema<TKey extends string>(required: TKey, invalid: TKey = required) {
  return v.pipe(
    v.string(),
    v.trim(),
    // One spelling of "é", so the length and the comparison of initials (D5) are stable.
    v.transform((value) => value.normalize('NFC').replace(/\s+/g, ' ')),
    v.nonEmpty(required),
    v.minLength(2, invalid),
    v.maxLength(NAME_MAX_LENGTH, invalid),
    v.regex(NAME_PATTERN, invalid),
  );
}
