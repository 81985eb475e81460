import { msg } from '@lingui/core/macro';
import { contactInfoAnswer } from '../../../../machines/answers/contact-info';
import type { ContactInfo } from '../../../../machines/flow-types';
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
};

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
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
] as const;

/** The form's values: the mailing fields are whatever was typed, used only when unticked. */
export type ContactInfoForm = ContactInfo;

/**
 * Step 2 (A §5, D9): the step's answer schema, the machine's. When the mailing address is the
 * home address its fields are sent as a copy of the home address (A §2).
 */
export const ContactInfoSchema = contactInfoAnswer();
