import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { PersonalInfo } from '../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../lib/date-of-birth';
import { dateOfBirthMessages, dateOfBirthSchema } from '../../lib/date-of-birth-schema';
import {
  firstNameKeys,
  lastNameKeys,
  nameMessages,
  nameSchema,
} from '../../shared/rules/name-rules';
import { ssn4Schema, ssnMessages } from '../../shared/rules/ssn-rules';

export const personalInfoMessages = {
  ...nameMessages,
  ...dateOfBirthMessages,
  ...ssnMessages,
  language: msg`Choose the language we should use when we contact you`,
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
    firstName: nameSchema(firstNameKeys),
    lastName: nameSchema(lastNameKeys),
    dob: dateOfBirthSchema(today, toIsoDate),
    ssn4: ssn4Schema,
    language: v.picklist(['English', 'Spanish'], 'language' satisfies MessageKey),
  }) satisfies v.GenericSchema<PersonalInfoForm, PersonalInfo>;
}

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): PersonalInfo['language'] {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}
