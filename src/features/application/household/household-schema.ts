import { programRules } from 'virtual:carrier-settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { householdAnswer } from '../../../../machines/answers/household';
import type { YesNo } from '../../../../machines/flow-types';
import type { ProgramRules } from '../../../../machines/program-rules';
import { type ApplicantName, initialsMessages } from '../../../shared/rules/signature-rules';

export { expectedInitials, initialsMatch } from '../../../shared/rules/signature-rules';

/** Each question's message (D27); the initials' name the applicant's own (D5, D29). */
export function householdMessages(expected: string): Record<MessageKey, MessageDescriptor> {
  return {
    optionAdult: msg`Choose yes if you live with another adult, or no`,
    otherAdultReceivesBenefit: msg`Choose yes if that adult already gets the benefit, or no`,
    ...initialsMessages(expected),
    // D44, the household worksheet.
    sharesMoney: msg`Choose yes if you share money with that adult, or no`,
    iehInitialsRequired: msg`Enter your initials to certify that you and that adult are separate households`,
    iehInitialsMismatch: initialsMessages(expected).initialsMismatch,
  };
}

type MessageKey =
  | 'optionAdult'
  | 'otherAdultReceivesBenefit'
  | 'initialsRequired'
  | 'initialsMismatch'
  | 'sharesMoney'
  | 'iehInitialsRequired'
  | 'iehInitialsMismatch';

export { NO, YES } from '../../../../machines/answers/fields';

export const INITIALS_MAX_LENGTH = 3;

/** The form's values: a question not yet answered is ''. */
export interface HouseholdForm {
  optionAdult: YesNo | '';
  otherAdultReceivesBenefit: YesNo | '';
  /** D44's worksheet only. */
  sharesMoney?: YesNo | '';
  iehInitials?: string;
  MK1: string;
  MK2: string;
}

/**
 * Step 3 (A §5, D5, and D44's worksheet under the build's rules): the step's answer schema,
 * the machine's, with the applicant's name.
 */
export function householdSchema(name: ApplicantName | null, rules: ProgramRules = programRules) {
  return householdAnswer({ answers: { personalInfo: name }, rules });
}
