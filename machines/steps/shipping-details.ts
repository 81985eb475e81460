import * as v from 'valibot';
import { D7_YOUNGEST } from '../answers/birth-date';
import {
  firstNameKeys,
  lastNameKeys,
  middleNameKeys,
  nameSchema,
  optionalNameSchema,
} from '../answers/fields';
import { birthDateRule } from '../fields/date-rule';
import { type AnswerOf, fieldList } from '../fields/field-list';
import {
  cityRule,
  emailRule,
  phoneRule,
  secondLineRule,
  stateRule,
  streetRule,
  zipCodeRule,
} from '../fields/rules';

// /ConfirmAddress (A §5 "Confirm address"): the person and the shipping address an enrolment
// or a transfer sends, asked when the application's answers do not give them all (D26) or when
// the applicant changes them. Names by the profile's rules, like step 1's (D52), the middle
// name where the profile asks it; the phone as D9 says of this form.

export const shippingDetailsFields = fieldList({
  firstName: {
    control: { kind: 'text', autoComplete: 'given-name' },
    rule: ({ rules }) => nameSchema(firstNameKeys, rules.identity.nameLength),
    api: { enrol: 'firstName' },
    example: 'Rosa',
  },
  middleName: {
    control: { kind: 'text', autoComplete: 'additional-name' },
    rule: ({ rules }) =>
      v.optional(optionalNameSchema(middleNameKeys, rules.identity.nameLength), ''),
    asked: (rules) => rules.identity.middleName,
    api: { enrol: { name: 'middleName', omitEmpty: true } },
    example: '',
  },
  lastName: {
    control: { kind: 'text', autoComplete: 'family-name' },
    rule: ({ rules }) => nameSchema(lastNameKeys, rules.identity.nameLength),
    api: { enrol: 'lastName' },
    example: 'Martinez-Luna',
  },
  dob: {
    control: {
      kind: 'date',
      youngest: (rules) => rules.identity.age?.youngestListed ?? D7_YOUNGEST,
    },
    rule: ({ today, rules }) =>
      birthDateRule(
        { required: 'dobRequired', invalid: 'dobInvalid' },
        today,
        rules.identity.age?.youngestListed,
      ),
    api: { enrol: { name: 'dob', format: 'usDate' } },
    example: '1984-03-09',
  },
  emailAddress: {
    control: { kind: 'text', type: 'email', inputMode: 'email', autoComplete: 'email' },
    rule: ({ rules }) =>
      emailRule(
        { required: 'emailRequired', invalid: 'emailInvalid' },
        { optional: rules.contact.phoneAndEmailOptional },
      ),
    api: { enrol: 'emailAddress' },
    example: 'rosa.martinez@example.com',
  },
  contactPhoneNumber: {
    control: {
      kind: 'text',
      type: 'tel',
      inputMode: 'numeric',
      autoComplete: 'tel-national',
      width: 'medium',
      digits: true,
      maxLength: 10,
    },
    rule: ({ rules }) =>
      phoneRule(
        { required: 'phoneRequired', invalid: 'phoneInvalid' },
        { optional: rules.contact.phoneAndEmailOptional, strict: true },
      ),
    api: { enrol: 'contactPhoneNumber' },
    example: '5055550142',
  },
  shippingAddress1: {
    control: { kind: 'text', autoComplete: 'shipping address-line1' },
    rule: () => streetRule({ required: 'addressRequired', invalid: 'addressInvalid' }),
    api: { enrol: 'shippingAddress1' },
    example: 'PO Box 2231',
  },
  shippingAddress2: {
    control: { kind: 'text', autoComplete: 'shipping address-line2' },
    rule: () => secondLineRule(),
    api: { enrol: 'shippingAddress2' },
    example: '',
  },
  shippingCity: {
    control: { kind: 'text', autoComplete: 'shipping address-level2' },
    rule: () => cityRule('cityRequired'),
    api: { enrol: 'shippingCity' },
    example: 'Albuquerque',
  },
  shippingState: {
    control: { kind: 'state' },
    rule: () => stateRule('stateRequired'),
    api: { enrol: 'shippingState' },
    example: 'NM',
  },
  shippingZipcode: {
    control: {
      kind: 'text',
      inputMode: 'numeric',
      autoComplete: 'shipping postal-code',
      width: 'medium',
      digits: true,
      maxLength: 5,
    },
    rule: () => zipCodeRule({ required: 'zipRequired', invalid: 'zipInvalid' }),
    api: { enrol: 'shippingZipcode' },
    example: '87103',
  },
});

export type ShippingDetails = AnswerOf<typeof shippingDetailsFields>;
