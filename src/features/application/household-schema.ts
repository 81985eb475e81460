import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { HouseholdInfo, PersonalInfo, YesNo } from '../../../machines/flow-types';

export const householdMessages = {
  option: msg`Selecting an option is mandatory`,
  initialsRequired: msg`MK is mandatory`,
  initialsMismatch: msg`First character of first name and first character of last name is not correct`,
};

type MessageKey = keyof typeof householdMessages;

/** A §3: '1' is yes, '2' is no. */
export const YES: YesNo = '1';
export const NO: YesNo = '2';

export const INITIALS_MAX_LENGTH = 3;

/** The form's values: a question not yet answered is ''. */
export interface HouseholdForm {
  optionAdult: YesNo | '';
  otherAdultReceivesBenefit: YesNo | '';
  MK1: string;
  MK2: string;
}

const fold = (value: string) => value.normalize('NFC').toLocaleLowerCase();

/** The initials step 1's names give: "Ana" "López" → "AL". '' when there are no names. */
export function expectedInitials(personal: Pick<PersonalInfo, 'firstName' | 'lastName'> | null) {
  if (!personal) return '';
  const first = [...personal.firstName.trim().normalize('NFC')][0] ?? '';
  const last = [...personal.lastName.trim().normalize('NFC')][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** D5: compared as stated, ignoring case (and spaces or periods typed between the letters). */
export function initialsMatch(typed: string, expected: string): boolean {
  return fold(typed.replace(/[\s.]/g, '')) === fold(expected);
}

/**
 * Step 3 (A §5, D5). `expected` is the applicant's initials from step 1; when step 1 is
 * somehow missing the initials are only required, since there is nothing to compare with.
 */
export function householdSchema(expected: string) {
  const initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired' satisfies MessageKey),
    v.check(
      (value) => expected === '' || initialsMatch(value, expected),
      'initialsMismatch' satisfies MessageKey,
    ),
  );
  const yesNo = v.picklist([YES, NO], 'option' satisfies MessageKey);
  return v.object({
    optionAdult: yesNo,
    otherAdultReceivesBenefit: yesNo,
    MK1: initials,
    MK2: initials,
  }) satisfies v.GenericSchema<HouseholdForm, HouseholdInfo>;
}
