import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { PersonalInfo } from '../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../lib/date-of-birth';
import { nameSchema } from '../../shared/rules/name-rules';

export const personalInfoMessages = {
  firstName: msg`First Name is mandatory`,
  lastName: msg`Last name is mandatory`,
  dob: msg`DOB is mandatory`,
  ssn4: msg`Ssn should be 4 numbers`,
  language: msg`Language is mandatory`,
};

type MessageKey = keyof typeof personalInfoMessages;

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

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): PersonalInfo['language'] {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}
