import * as v from 'valibot';
import { contactLimits, EMAIL_PATTERN, FIVE_DIGITS } from './patterns';
import { isStateCode } from './state-codes';

export { contactLimits } from './patterns';

const phone = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\D/g, '')),
  v.nonEmpty('phoneRequired'),
  v.regex(/^\d{10}$/, 'phoneInvalid'),
);

const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('emailRequired'),
  v.maxLength(contactLimits.email, 'emailInvalid'),
  v.regex(EMAIL_PATTERN, 'emailInvalid'),
);

const addressLine = (required: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.minLength(2, invalid));

const city = (required: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(required));

const state = (required: string) => v.pipe(v.string(), v.check(isStateCode, required));

const zip = (required: string, invalid: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.regex(FIVE_DIGITS, invalid));

const shared = {
  contactPhoneNumber: phone,
  contactEmail: email,
  consent: v.literal(true, 'consent'),
  // D31: optional and unticked; applying never depends on it.
  marketingConsent: v.optional(v.boolean(), false),
  address: addressLine('addressRequired', 'addressInvalid'),
  city: city('cityRequired'),
  state: state('stateRequired'),
  zipCode: zip('zipRequired', 'zipInvalid'),
};

/** Step 2's answer. The mailing address fields hold the home address when they are the same. */
export interface ContactInfo {
  contactPhoneNumber: string;
  contactEmail: string;
  /** D31: consent to be contacted about the application; applying needs it. */
  consent: boolean;
  /** D31: consent to marketing calls or texts; optional, unticked unless the applicant ticks it. */
  marketingConsent?: boolean;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  mailingSameAsHome: boolean;
  contactAddress: string;
  contactCity: string;
  contactState: string;
  contactZipCode: string;
}

/**
 * Step 2 (A §5, D9). When the mailing address is the home address, its fields are not asked
 * and are sent as a copy of the home address (A §2): the shipping address of the enrolment
 * is read from them.
 */
export function contactInfoAnswer() {
  return v.pipe(
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
}
