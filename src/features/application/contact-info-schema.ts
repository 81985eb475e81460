import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { ContactInfo } from '../../../machines/flow-types';
import { isStateCode } from '../../shared/address/us-states';
import { contactLimits, EMAIL_PATTERN } from '../../shared/rules/contact-rules';

export const contactInfoMessages = {
  phoneRequired: msg`Contact Phone Number is required`,
  phoneInvalid: msg`Contact Phone Number Invalid`,
  // A §5 names no message for an empty e-mail; this one follows the phone's wording.
  emailRequired: msg`Contact Email is required`,
  emailInvalid: msg`Contact Email format is wrong`,
  consent: msg`Checkbox is required`,
  addressRequired: msg`Address is required`,
  addressInvalid: msg`Address Invalid`,
  cityRequired: msg`City is required`,
  stateRequired: msg`State is required`,
  zipInvalid: msg`Zipcode format is wrong`,
  mailingZipRequired: msg`Zip Code is required`,
  mailingZipInvalid: msg`Zip Code Invalid`,
};

type MessageKey = keyof typeof contactInfoMessages;

/** The fields in page order, as the error summary lists them. */
export const CONTACT_INFO_FIELDS = [
  'contactPhoneNumber',
  'contactEmail',
  'consent',
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

const addressLine = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(key('addressRequired')),
  v.minLength(2, key('addressInvalid')),
);

const city = v.pipe(v.string(), v.trim(), v.nonEmpty(key('cityRequired')));

const state = v.pipe(v.string(), v.check(isStateCode, key('stateRequired')));

const homeZip = v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, key('zipInvalid')));

const mailingZip = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(key('mailingZipRequired')),
  v.regex(/^\d{5}$/, key('mailingZipInvalid')),
);

const shared = {
  contactPhoneNumber: phone,
  contactEmail: email,
  consent: v.literal(true, key('consent')),
  address: addressLine,
  city,
  state,
  zipCode: homeZip,
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
      contactAddress: addressLine,
      contactCity: city,
      contactState: state,
      contactZipCode: mailingZip,
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
