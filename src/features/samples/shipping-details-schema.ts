import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isStateCode } from '../../shared/address/us-states';

/** The confirm-address messages (A §5 with D27's words; the same texts, the same translations). */
export const shippingMessages = {
  firstNameRequired: msg`Enter your first name`,
  lastNameRequired: msg`Enter your last name`,
  addressRequired: msg`Enter the shipping address`,
  addressInvalid: msg`Shipping address must be 2 characters or more`,
  cityRequired: msg`Enter the city to ship to`,
  stateRequired: msg`Choose the state to ship to`,
  zipRequired: msg`Enter the zip code to ship to`,
  zipInvalid: msg`Enter a 5-digit zip code`,
};

/** The form's fields in page order: the error summary lists them so. */
export const SHIPPING_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;

export type ShippingField = (typeof SHIPPING_FIELDS)[number];

export type ShippingForm = Record<ShippingField, string>;

/** A §9: names 24 characters, zip 5 digits. */
export const shippingLimits = { name: 24, zip: 5 } as const;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const ShippingSchema = v.object({
  firstName: required('firstNameRequired'),
  lastName: required('lastNameRequired'),
  address1: v.pipe(required('addressRequired'), v.minLength(2, 'addressInvalid')),
  address2: v.pipe(v.string(), v.trim()),
  city: required('cityRequired'),
  state: v.pipe(v.string(), v.check(isStateCode, 'stateRequired')),
  zip: v.pipe(required('zipRequired'), v.regex(/^\d{5}$/, 'zipInvalid')),
});

/** The zip field keeps digits only, five at most. */
export function keepZipDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, shippingLimits.zip);
}
