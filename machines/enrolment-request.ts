import { qualifyingPersonFields } from './application-data';
import type { EnrolmentContext } from './enrolment-types';
import type { EnrolmentRequest, SavedEnrolment } from './flow-types';
import type { ProgramRules } from './program-rules';

// What the enrol and transfer calls send, and when the saved data is enough to send it.

/**
 * Whether the saved data has every field an enrolment needs; the phone and e-mail are not
 * among them where the rules let an applicant have neither (D42).
 */
export function isCompleteSaved(
  saved: SavedEnrolment | null,
  rules: Pick<ProgramRules, 'contact'>,
): saved is SavedEnrolment {
  if (!saved) return false;
  const contact: (keyof SavedEnrolment)[] = rules.contact.phoneAndEmailOptional
    ? []
    : ['emailAddress', 'contactPhoneNumber'];
  const required: (keyof SavedEnrolment)[] = [
    'firstName',
    'lastName',
    ...contact,
    'shippingAddress1',
    'shippingCity',
    'shippingState',
    'shippingZipcode',
    'dob',
    'applicationId',
  ];
  return required.every((field) => String(saved[field] ?? '').trim() !== '');
}

const emptySaved: SavedEnrolment = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  contactPhoneNumber: '',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingState: '',
  state: '',
  shippingZipcode: '',
  shippingCountry: 'US',
  dob: '',
  applicationId: '',
  ebbpTribalBenefitFlag: '0',
};

/**
 * The enrol or transfer call's input: the saved data and the tablet; an enrolment also names
 * the benefit qualifying person as the check did (provider-api.md, additions of 2026-11-27).
 */
export function enrolmentRequest(
  context: EnrolmentContext,
  kind: 'enrol' | 'transfer',
  planOnly: boolean,
): EnrolmentRequest {
  const tablet =
    kind === 'enrol' && !planOnly && context.tabletWanted && context.tablet ? context.tablet : null;
  const qualifyingPerson =
    kind === 'enrol' ? qualifyingPersonFields(context.application.answers) : null;
  return {
    saved: context.savedEnrolment ?? emptySaved,
    tablet,
    ...(qualifyingPerson ? { qualifyingPerson } : {}),
  };
}
