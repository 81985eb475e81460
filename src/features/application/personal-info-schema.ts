import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { PersonalInfo } from '../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../lib/date-of-birth';

export const personalInfoMessages = {
  firstName: msg`First Name is mandatory`,
  lastName: msg`Last name is mandatory`,
  dob: msg`DOB is mandatory`,
  ssn4: msg`Ssn should be 4 numbers`,
  language: msg`Language is mandatory`,
};

type MessageKey = keyof typeof personalInfoMessages;

/** A §9: names are at most 24 characters. */
export const NAME_MAX_LENGTH = 24;

// A §5 allows letters, period and hyphen. "Letters" includes accented ones (José, Núñez,
// Françoise), and we also allow single inner spaces and apostrophes (Mary Ann, De la Cruz,
// O'Brien): refusing a person's real name is worse than the original's rule (docs/decisions.md).
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

/** What the form holds: the date of birth as three selects, the language possibly unchosen. */
export interface PersonalInfoForm {
  firstName: string;
  lastName: string;
  dob: DateParts;
  ssn4: string;
  language: PersonalInfo['language'] | '';
}

/** Step 1 (A §5, D7). `today` decides which birth years exist: 18 years ago back to 1900. */
export function personalInfoSchema(today: Date = new Date()) {
  return v.object({
    firstName: nameSchema<MessageKey>('firstName'),
    lastName: nameSchema<MessageKey>('lastName'),
    dob: v.pipe(
      v.object({ year: v.string(), month: v.string(), day: v.string() }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const iso = toIsoDate(dataset.value, today);
        if (iso === null) {
          addIssue({ message: 'dob' satisfies MessageKey });
          return NEVER;
        }
        return iso;
      }),
    ),
    ssn4: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'ssn4' satisfies MessageKey)),
    language: v.picklist(['English', 'Spanish'], 'language' satisfies MessageKey),
  }) satisfies v.GenericSchema<PersonalInfoForm, PersonalInfo>;
}

/** Only digits reach the SSN field: a space or dash typed by habit is dropped. */
export function keepSsnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): PersonalInfo['language'] {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}
