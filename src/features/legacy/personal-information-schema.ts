import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyPersonal } from '../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../lib/date-of-birth';
import { NAME_MAX_LENGTH, NAME_PATTERN, nameSchema } from '../../shared/rules/name-rules';

export const personalInformationMessages = {
  firstNameRequired: msg`Enter your first name`,
  firstNameInvalid: msg`Your first name must be 2 to 24 letters; a space, hyphen, apostrophe or period is allowed`,
  middleNameInvalid: msg`Your middle name can have up to 24 letters; a space, hyphen, apostrophe or period is allowed`,
  lastNameRequired: msg`Enter your last name`,
  lastNameInvalid: msg`Your last name must be 2 to 24 letters; a space, hyphen, apostrophe or period is allowed`,
  dobRequired: msg`Choose the month, day and year you were born`,
  dobInvalid: msg`This date does not exist: check the day and the month`,
};

type MessageKey = keyof typeof personalInformationMessages;

/** What the form holds: the date of birth as three selects. */
export interface PersonalInformationForm {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: DateParts;
}

const key = (name: MessageKey) => name;

/** A middle name is optional; an initial ("J" or "J.") is enough when given. */
const middleName = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.normalize('NFC').replace(/\s+/g, ' ')),
  v.check(
    (value) => value === '' || (value.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(value)),
    key('middleNameInvalid'),
  ),
);

/**
 * /PersonalInformationPage (B §2): the application's name rules, and D7's date of birth.
 * `today` decides which birth years exist: 18 years ago back to 1900.
 */
export function personalInformationSchema(today: Date = new Date()) {
  return v.object({
    firstName: nameSchema(key('firstNameRequired'), key('firstNameInvalid')),
    middleName,
    lastName: nameSchema(key('lastNameRequired'), key('lastNameInvalid')),
    dob: v.pipe(
      v.object({ year: v.string(), month: v.string(), day: v.string() }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parts = dataset.value;
        if (!parts.year || !parts.month || !parts.day) {
          addIssue({ message: key('dobRequired') });
          return NEVER;
        }
        const iso = toIsoDate(parts, today);
        if (iso === null) {
          addIssue({ message: key('dobInvalid') });
          return NEVER;
        }
        return iso;
      }),
    ),
  }) satisfies v.GenericSchema<PersonalInformationForm, LegacyPersonal>;
}
