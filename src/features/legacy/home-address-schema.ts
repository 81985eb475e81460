import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyHomeAddress } from '../../../machines/flow-types';
import { isStateCode } from '../../shared/address/us-states';
import { contactLimits } from '../../shared/rules/contact-rules';
import { zipMessages } from '../../shared/rules/zip-rules';

export const homeAddressMessages = {
  addressRequired: msg`Enter your street address`,
  cityRequired: msg`Enter your city`,
  stateRequired: msg`Choose your state`,
  // B §5 words both zip messages; they serve the home and the mailing zip alike.
  zipRequired: zipMessages.required,
  zipInvalid: zipMessages.invalid,
  contactAddressRequired: msg`Enter the street address of your mailing address`,
  contactCityRequired: msg`Enter the city of your mailing address`,
  contactStateRequired: msg`Choose the state of your mailing address`,
};

type MessageKey = keyof typeof homeAddressMessages;

/** Urbanization names ("URB Las Gladiolas") are short; this only stops a runaway paste. */
export const URBANIZATION_MAX_LENGTH = 50;

/** Only Puerto Rico addresses have an urbanization (B §3's urbanizationCode). */
export const hasUrbanization = (state: string) => state === 'PR';

/** What the form holds: the machine's answer, with the mailing fields as typed. */
export type HomeAddressForm = LegacyHomeAddress;

/** A first visit's form: the home is where the zip code just checked for service is. */
export function blankHomeAddress(coverageState: string, coverageZip: string): HomeAddressForm {
  return {
    address: '',
    city: '',
    state: isStateCode(coverageState) ? coverageState : '',
    zipCode: coverageZip,
    urbanizationCode: '',
    mailingDiffers: false,
    contactAddress: '',
    contactCity: '',
    contactState: '',
    contactZipCode: '',
    contactUrbCode: '',
  };
}

const key = (name: MessageKey) => name;

const required = (message: MessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const state = (message: MessageKey) => v.pipe(v.string(), v.check(isStateCode, message));

// D8: exactly five digits; B §5 tells an empty zip from a wrong one.
const zip = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(key('zipRequired')),
  v.regex(/^\d{5}$/, key('zipInvalid')),
);

const urbanization = v.pipe(v.string(), v.trim());

const home = {
  address: required('addressRequired'),
  city: required('cityRequired'),
  state: state('stateRequired'),
  zipCode: zip,
  urbanizationCode: urbanization,
};

/**
 * /HomeAdressPage (B §2, §5). The mailing fields count only when the box is ticked; then the
 * address, city, state and zip are required. Unticked, they are sent empty, and an
 * urbanization code is kept only for a Puerto Rico address.
 */
export const HomeAddressSchema = v.pipe(
  v.variant('mailingDiffers', [
    v.object({
      ...home,
      mailingDiffers: v.literal(false),
      contactAddress: v.string(),
      contactCity: v.string(),
      contactState: v.string(),
      contactZipCode: v.string(),
      contactUrbCode: v.string(),
    }),
    v.object({
      ...home,
      mailingDiffers: v.literal(true),
      contactAddress: required('contactAddressRequired'),
      contactCity: required('contactCityRequired'),
      contactState: state('contactStateRequired'),
      contactZipCode: zip,
      contactUrbCode: urbanization,
    }),
  ]),
  v.transform(
    (value): LegacyHomeAddress => ({
      ...value,
      urbanizationCode: hasUrbanization(value.state) ? value.urbanizationCode : '',
      ...(value.mailingDiffers
        ? { contactUrbCode: hasUrbanization(value.contactState) ? value.contactUrbCode : '' }
        : {
            contactAddress: '',
            contactCity: '',
            contactState: '',
            contactZipCode: '',
            contactUrbCode: '',
          }),
    }),
  ),
);

export const homeAddressLimits = {
  address: contactLimits.address,
  city: contactLimits.city,
  zip: contactLimits.zip,
  urbanization: URBANIZATION_MAX_LENGTH,
} as const;
