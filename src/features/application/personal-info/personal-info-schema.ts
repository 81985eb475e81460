import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { personalInfoAnswer } from '../../../../machines/answers/personal-info';
import type { PersonalInfo } from '../../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../../lib/date-of-birth';
import { dateOfBirthMessages, dateOfBirthSchema } from '../../../lib/date-of-birth-schema';
import { nameMessages } from '../../../shared/rules/name-rules';
import { ssnMessages } from '../../../shared/rules/ssn-rules';

export const personalInfoMessages = {
  ...nameMessages,
  ...dateOfBirthMessages,
  ...ssnMessages,
  language: msg`Choose the language we should use when we contact you`,
};

/** What the form holds: the date of birth as three selects, the language possibly unchosen. */
export interface PersonalInfoForm {
  firstName: string;
  lastName: string;
  dob: DateParts;
  ssn4: string;
  language: PersonalInfo['language'] | '';
}

/**
 * Step 1 (A §5, D7): the step's answer schema (the machine's), with the date of birth read from
 * its three selects. `today` decides which birth years exist: 18 years ago back to 1900.
 */
export function personalInfoSchema(today: Date = new Date()) {
  const answer = personalInfoAnswer({ today });
  return v.object({
    ...answer.entries,
    dob: v.pipe(dateOfBirthSchema(today, toIsoDate), answer.entries.dob),
  }) satisfies v.GenericSchema<PersonalInfoForm, PersonalInfo>;
}

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): PersonalInfo['language'] {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}
