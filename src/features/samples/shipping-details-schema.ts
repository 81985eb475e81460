import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  cityRule,
  requiredText,
  secondLineRule,
  stateRule,
  streetRule,
  zipCodeRule,
} from '../../../machines/fields/rules';

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

/** A §9: names 24 characters. */
export const shippingLimits = { name: 24 } as const;

/** The rules every address form shares (machines/fields/rules.ts), with this page's keys. */
export const ShippingSchema = v.object({
  firstName: requiredText('firstNameRequired'),
  lastName: requiredText('lastNameRequired'),
  address1: streetRule({ required: 'addressRequired', invalid: 'addressInvalid' }),
  address2: secondLineRule(),
  city: cityRule('cityRequired'),
  state: stateRule('stateRequired'),
  zip: zipCodeRule({ required: 'zipRequired', invalid: 'zipInvalid' }),
});
