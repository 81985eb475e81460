import { programRules } from 'virtual:carrier-settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { contactInfoAnswer } from '../../../../machines/answers/contact-info';
import type { ContactInfo, YesNo } from '../../../../machines/flow-types';
import { contactMessages } from '../../../shared/rules/contact-rules';
import { zipMessages } from '../../../shared/rules/zip-rules';

export const contactInfoMessages = {
  phoneRequired: contactMessages.phoneRequired,
  phoneInvalid: contactMessages.phoneInvalid,
  emailRequired: contactMessages.emailRequired,
  emailInvalid: contactMessages.emailInvalid,
  consent: msg`Check the box to agree that we may contact you about your application`,
  addressRequired: msg`Enter your street address`,
  addressInvalid: msg`Street address must be 2 characters or more`,
  cityRequired: msg`Enter your city`,
  stateRequired: msg`Choose your state`,
  zipRequired: zipMessages.required,
  zipInvalid: zipMessages.invalid,
  mailingAddressRequired: msg`Enter the street address of your mailing address`,
  mailingAddressInvalid: msg`Mailing street address must be 2 characters or more`,
  mailingCityRequired: msg`Enter the city of your mailing address`,
  mailingStateRequired: msg`Choose the state of your mailing address`,
  mailingZipRequired: msg`Enter the zip code of your mailing address`,
  mailingZipInvalid: msg`Enter a 5-digit zip code for your mailing address`,
  // D43: why a P.O. box is refused here, and where it may go instead.
  addressPoBox: msg`Your home address cannot be a P.O. box: enter the street address where you live. You can give a P.O. box as your mailing address below.`,
  temporaryAddress: msg`Choose yes if this is a temporary address, or no`,
};

/**
 * D43: the zip code's message when it belongs to another state than the one chosen, naming
 * both (in the language on show).
 */
export function zipOtherStateMessage(
  zipCode: string,
  zipState: string,
  chosenState: string,
): MessageDescriptor {
  return msg`Zip code ${zipCode} is in ${zipState}, not ${chosenState}. Correct the zip code or the state, or tick the box below if both are right.`;
}

/** The fields in page order, as the error summary lists them. */
export const CONTACT_INFO_FIELDS = [
  'contactPhoneNumber',
  'contactEmail',
  'consent',
  'marketingConsent',
  'address',
  'city',
  'state',
  'zipCode',
  'zipStateConfirmed',
  'temporaryAddress',
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
] as const;

/**
 * The form's values: the mailing fields are whatever was typed, used only when unticked; a
 * question not yet answered is ''.
 */
export type ContactInfoForm = Omit<ContactInfo, 'temporaryAddress'> & {
  temporaryAddress?: YesNo | '';
};

/**
 * Step 2 (A §5, D9): the step's answer schema, the machine's, under the build's rules (D42,
 * D43). When the mailing address is the home address its fields are sent as a copy of the
 * home address (A §2).
 */
export const ContactInfoSchema = contactInfoAnswer({ rules: programRules });
