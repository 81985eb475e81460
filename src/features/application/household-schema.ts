import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { HouseholdInfo, YesNo } from '../../../machines/flow-types';
import { initialsMatch, initialsMessages } from '../../shared/rules/signature-rules';

export { expectedInitials, initialsMatch } from '../../shared/rules/signature-rules';

/** Each question's message (D27); the initials' name the applicant's own (D5, D29). */
export function householdMessages(expected: string): Record<MessageKey, MessageDescriptor> {
  return {
    optionAdult: msg`Choose yes if you live with another adult, or no`,
    otherAdultReceivesBenefit: msg`Choose yes if that adult already gets the benefit, or no`,
    ...initialsMessages(expected),
  };
}

type MessageKey =
  | 'optionAdult'
  | 'otherAdultReceivesBenefit'
  | 'initialsRequired'
  | 'initialsMismatch';

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

/**
 * Step 3 (A §5, D5). `expected` is the applicant's initials from step 1; when step 1 is
 * somehow missing the initials are only required, since there is nothing to compare with.
 * Whether the other adult gets the benefit is asked only of someone who lives with one
 * (`optionAdult` yes).
 */
export function householdSchema(expected: string, optionAdult: HouseholdForm['optionAdult']) {
  const initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired' satisfies MessageKey),
    v.check(
      (value) => expected === '' || initialsMatch(value, expected),
      'initialsMismatch' satisfies MessageKey,
    ),
  );
  // Not yet asked (no answer to the first question) or not asked at all ("no"): kept as "no".
  const followUp =
    optionAdult === YES
      ? v.picklist([YES, NO], 'otherAdultReceivesBenefit' satisfies MessageKey)
      : v.pipe(
          v.picklist([YES, NO, '']),
          v.transform((): YesNo => NO),
        );
  return v.object({
    optionAdult: v.picklist([YES, NO], 'optionAdult' satisfies MessageKey),
    otherAdultReceivesBenefit: followUp,
    MK1: initials,
    MK2: initials,
  }) satisfies v.GenericSchema<HouseholdForm, HouseholdInfo>;
}
