import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { ContactInfo } from '../../../machines/flow-types';
import { isStateCode } from '../../shared/address/us-states';
import { contactLimits, contactMessages, EMAIL_PATTERN } from '../../shared/rules/contact-rules';
import { zipMessages } from '../../shared/rules/zip-rules';

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

type MessageKey = keyof typeof contactInfoMessages;

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

const key = (name: MessageKey) => name;

const phone = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\D/g, '')),
  v.nonEmpty(key('phoneRequired')),
  v.regex(/^\d{10}$/, key('phoneInvalid')),
);

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(key('emailRequired')),
  v.maxLength(contactLimits.email, key('emailInvalid')),
  v.regex(EMAIL_PATTERN, key('emailInvalid')),
);

const addressLine = (required: MessageKey, invalid: MessageKey) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(key(required)), v.minLength(2, key(invalid)));

const city = (required: MessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(key(required)));

const state = (required: MessageKey) => v.pipe(v.string(), v.check(isStateCode, key(required)));

const zip = (required: MessageKey, invalid: MessageKey) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(key(required)), v.regex(/^\d{5}$/, key(invalid)));

const shared = {
  contactPhoneNumber: phone,
  contactEmail: email,
  consent: v.literal(true, key('consent')),
  // D31: optional and unticked; applying never depends on it.
  marketingConsent: v.optional(v.boolean(), false),
  address: addressLine('addressRequired', 'addressInvalid'),
  city: city('cityRequired'),
  state: state('stateRequired'),
  zipCode: zip('zipRequired', 'zipInvalid'),
};

/**
 * Step 2 (A §5, D9). When the mailing address is the home address, its fields are not asked
 * and are sent as a copy of the home address (A §2): the shipping address of the enrolment
 * is read from them.
 */
export const ContactInfoSchema = v.pipe(
  v.variant('mailingSameAsHome', [
    v.object({
      ...shared,
      mailingSameAsHome: v.literal(true),
      contactAddress: v.string(),
      contactCity: v.string(),
      contactState: v.string(),
      contactZipCode: v.string(),
    }),
    v.object({
      ...shared,
      mailingSameAsHome: v.literal(false),
      contactAddress: addressLine('mailingAddressRequired', 'mailingAddressInvalid'),
      contactCity: city('mailingCityRequired'),
      contactState: state('mailingStateRequired'),
      contactZipCode: zip('mailingZipRequired', 'mailingZipInvalid'),
    }),
  ]),
  v.transform(
    (value): ContactInfo =>
      value.mailingSameAsHome
        ? {
            ...value,
            contactAddress: value.address,
            contactCity: value.city,
            contactState: value.state,
            contactZipCode: value.zipCode,
          }
        : value,
  ),
);
