import { flatAnswers } from './flat-answers';
import type { ApplicationData, EligibilityIds, LegacyData, Tablet } from './flow-types';
import type { ProgramRules } from './program-rules';
import type { ShippingDetails } from './steps/shipping-details';

// What an enrolment or a transfer says about the person and where to ship, read when it is
// sent (D51): the applicant's own answer on /ConfirmAddress when they gave one, else the
// application's answers (shipped to the mailing address, A §4), else the short form's. Nothing
// here is a request body: the calls build theirs from these answers when they send it.

/** What an enrol or transfer call is given: the answers and the provider's answers, as held. */
export interface EnrolmentCallInput {
  application: ApplicationData;
  legacy: LegacyData;
  /** The applicant's answer on /ConfirmAddress, or null. */
  shipping: ShippingDetails | null;
  eligibility: EligibilityIds;
  /** The day the check said COMPLETE (YYYY-MM-DD), for a separate household's date (D44). */
  checkedOn: string;
  /** The tablet the applicant asked for with this enrolment; null for a transfer or none. */
  tablet: Tablet | null;
  /** The build's rules (DEC-116): which fields the program's requests carry (D52, D54). */
  programRules: ProgramRules;
  /** D57: the assisting representative's RAD ID; '' or absent when no representative assisted. */
  representative?: string;
}

/** The application's answers as /ConfirmAddress asks them, or null before steps 1 and 2. */
function fromApplication(data: ApplicationData): ShippingDetails | null {
  const a = flatAnswers(data.answers);
  if (a.firstName === undefined || a.address === undefined) return null;
  return {
    firstName: a.firstName,
    ...(a.middleName !== undefined && { middleName: a.middleName }),
    lastName: a.lastName ?? '',
    dob: a.dob ?? '',
    emailAddress: a.contactEmail ?? '',
    contactPhoneNumber: a.contactPhoneNumber ?? '',
    shippingAddress1: a.contactAddress ?? '',
    // D52: the mailing address's second line, where the rules ask one.
    shippingAddress2: a.contactAddress2 ?? '',
    shippingCity: a.contactCity ?? '',
    shippingState: a.contactState ?? '',
    shippingZipcode: a.contactZipCode ?? '',
  };
}

/** The short form's answers as /ConfirmAddress asks them (B §4), or null before they are given. */
function fromLegacy(data: LegacyData): ShippingDetails | null {
  const { homeAddress, contact, personal } = data;
  if (!homeAddress || !contact || !personal) return null;
  const mailing = homeAddress.mailingDiffers;
  return {
    firstName: personal.firstName,
    lastName: personal.lastName,
    dob: personal.dob,
    emailAddress: contact.contactEmail,
    contactPhoneNumber: contact.contactPhoneNumber,
    shippingAddress1: mailing ? homeAddress.contactAddress : homeAddress.address,
    shippingAddress2: '',
    shippingCity: mailing ? homeAddress.contactCity : homeAddress.city,
    shippingState: mailing ? homeAddress.contactState : homeAddress.state,
    shippingZipcode: mailing ? homeAddress.contactZipCode : homeAddress.zipCode,
  };
}

/** The person and the shipping address the enrolment sends, as the answers now give them. */
export function enrolmentDetails(
  input: Pick<EnrolmentCallInput, 'application' | 'legacy' | 'shipping'>,
): ShippingDetails | null {
  return input.shipping ?? fromApplication(input.application) ?? fromLegacy(input.legacy);
}

/** Where the household lives (A §3 `state`): the home address's state, else where it ships. */
export function homeState(input: Pick<EnrolmentCallInput, 'application' | 'legacy' | 'shipping'>) {
  return (
    flatAnswers(input.application.answers).state ??
    input.legacy.homeAddress?.state ??
    enrolmentDetails(input)?.shippingState ??
    ''
  );
}

/**
 * D26: whether the answers give everything an enrolment needs, so Enroll now sends it at once;
 * the phone and e-mail are not needed where the rules let an applicant have neither (D42).
 */
export function hasEnrolmentDetails(
  input: Pick<EnrolmentCallInput, 'application' | 'legacy' | 'shipping' | 'eligibility'>,
  rules: Pick<ProgramRules, 'contact'>,
): boolean {
  const details = enrolmentDetails(input);
  if (!details || input.eligibility.applicationId.trim() === '') return false;
  const contact: (keyof ShippingDetails)[] = rules.contact.phoneAndEmailOptional
    ? []
    : ['emailAddress', 'contactPhoneNumber'];
  const required: (keyof ShippingDetails)[] = [
    'firstName',
    'lastName',
    ...contact,
    'shippingAddress1',
    'shippingCity',
    'shippingState',
    'shippingZipcode',
    'dob',
  ];
  return required.every((field) => String(details[field] ?? '').trim() !== '');
}
