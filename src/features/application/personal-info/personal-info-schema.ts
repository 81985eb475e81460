import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { D7_YOUNGEST } from '../../../../machines/answers/birth-date';
import type { IdType, NameLength } from '../../../../machines/answers/fields';
import {
  birthDateSchema,
  isUnderAge,
  personalInfoSchema as personalInfoAnswerSchema,
} from '../../../../machines/answers/personal-info';
import type { PersonalInfo } from '../../../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../../../machines/program-rules';
import { type DateParts, toIsoDate } from '../../../lib/date-of-birth';
import { dateOfBirthMessages, dateOfBirthSchema } from '../../../lib/date-of-birth-schema';
import { nameMessages } from '../../../shared/rules/name-rules';
import { ssnMessages } from '../../../shared/rules/ssn-rules';

export const personalInfoMessages = {
  ...nameMessages,
  ...dateOfBirthMessages,
  ...ssnMessages,
  language: msg`Choose the language we should use when we contact you`,
  // D40, D41: where the profile asks them.
  idType: msg`Choose which number you give: the last 4 digits of your Social Security number, or your Tribal ID number`,
  tribalId: msg`Enter your Tribal ID number`,
  tribalIdTooLong: msg`Tribal ID number must be 24 characters or fewer`,
};

/**
 * The messages with the build's limits in them (D28: the limit is said, before and after):
 * A §9's 2 to 24 characters, or the profile's own; D41's adult age, the profile's.
 */
export function personalInfoMessagesFor({ min, max }: NameLength, adultAge: number = D7_YOUNGEST) {
  return {
    ...personalInfoMessages,
    underAge: msg`You must be ${adultAge} or older on the day you apply, unless you are an emancipated minor. If you are one, tick the box. If not, check your date of birth.`,
    firstNameTooShort: msg`First name must be ${min} characters or more`,
    firstNameTooLong: msg`First name must be ${max} characters or fewer`,
    middleNameTooLong: msg`Middle name must be ${max} characters or fewer`,
    lastNameTooShort: msg`Last name must be ${min} characters or more`,
    lastNameTooLong: msg`Last name must be ${max} characters or fewer`,
  };
}

/** What the form holds: the date of birth as three selects, the choices possibly unmade. */
export interface PersonalInfoForm {
  firstName: string;
  /** D40: where the profile asks it. */
  middleName?: string;
  lastName: string;
  dob: DateParts;
  /** D41: ticked by an applicant under age who is an emancipated minor. */
  emancipatedMinor?: boolean;
  /** D40: which number the applicant gives, where the profile lets them choose. */
  idType?: IdType | '';
  ssn4: string;
  tribalId?: string;
  language: PersonalInfo['language'] | '';
}

/** The date of birth the selects make, YYYY-MM-DD, or null while it is not a listed date. */
export function chosenBirthDate(dob: DateParts, today: Date, rules: ProgramRules): string | null {
  return toIsoDate(dob, today, rules.identity.age?.youngestListed);
}

/** D41: the date chosen makes the applicant under the profile's adult age. */
export function isUnderAgeOn(dob: DateParts, today: Date, rules: ProgramRules): boolean {
  const iso = chosenBirthDate(dob, today, rules);
  return iso !== null && isUnderAge({ rules, today }, iso);
}

/**
 * Step 1 (A §5, D7; D40, D41 under the profile's identityRules): the step's answer schema, the
 * machine's, with the date of birth read from its three selects. `today` decides which birth
 * years exist (D7: 18 years ago back to 1900); `form`, when given, is what the form shows, so
 * each field is judged on its own and every message shows at once (D23).
 */
export function personalInfoSchema(
  today: Date = new Date(),
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
  form?: PersonalInfoForm,
): v.GenericSchema<PersonalInfoForm, PersonalInfo> {
  const context = { rules, today };
  const youngest = rules.identity.age?.youngestListed;
  const dob = v.pipe(
    dateOfBirthSchema(today, (parts, day) => toIsoDate(parts, day, youngest)),
    birthDateSchema(context),
  );
  const shown = form && {
    idType: form.idType ?? '',
    underAge: isUnderAgeOn(form.dob, today, rules),
  };
  return personalInfoAnswerSchema(context, dob, shown) as v.GenericSchema<
    PersonalInfoForm,
    PersonalInfo
  >;
}

/** The language asked for by default: the one the applicant is reading the site in. */
export function defaultLanguage(locale: string): PersonalInfo['language'] {
  return locale.toLowerCase().startsWith('es') ? 'Spanish' : 'English';
}
