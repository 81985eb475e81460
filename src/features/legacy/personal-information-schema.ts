import * as v from 'valibot';
import type { LegacyPersonal } from '../../../machines/flow-types';
import { type DateParts, toIsoDate } from '../../lib/date-of-birth';
import { dateOfBirthMessages, dateOfBirthSchema } from '../../lib/date-of-birth-schema';
import {
  firstNameKeys,
  lastNameKeys,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  nameMessages,
  nameSchema,
  tidyName,
} from '../../shared/rules/name-rules';

export const personalInformationMessages = {
  ...nameMessages,
  ...dateOfBirthMessages,
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
  v.transform(tidyName),
  v.check((value) => value === '' || NAME_PATTERN.test(value), key('middleNameInvalid')),
  v.maxLength(NAME_MAX_LENGTH, key('middleNameTooLong')),
);

/**
 * /PersonalInformationPage (B §2): the application's name rules, and D7's date of birth.
 * `today` decides which birth years exist: 18 years ago back to 1900.
 */
export function personalInformationSchema(today: Date = new Date()) {
  return v.object({
    firstName: nameSchema(firstNameKeys),
    middleName,
    lastName: nameSchema(lastNameKeys),
    dob: dateOfBirthSchema(today, toIsoDate),
  }) satisfies v.GenericSchema<PersonalInformationForm, LegacyPersonal>;
}
