import { msg } from '@lingui/core/macro';
import type { shippingDetailsFields } from '../../../machines/steps/shipping-details';
import type { StepWords } from '../../components/step-form/field-words';
import {
  birthDateMessages,
  firstNameWords,
  lastNameWords,
  middleNameWords,
} from '../../shared/person/name-words';
import { contactMessages } from '../../shared/rules/contact-rules';

// /ConfirmAddress's words (A §5 "Confirm address", D27), a row each for the rows of
// machines/steps/shipping-details.ts. D42: phone and e-mail "if you have one" where the rules
// let an applicant have neither.

export const confirmAddressWords: StepWords<typeof shippingDetailsFields> = {
  firstName: firstNameWords,
  middleName: middleNameWords,
  lastName: lastNameWords,
  dob: { label: msg`Date of birth`, messages: birthDateMessages },
  emailAddress: {
    label: ({ i18n, rules }) =>
      rules.contact.phoneAndEmailOptional
        ? i18n._(msg`E-mail address (if you have one)`)
        : i18n._(msg`E-mail address`),
    messages: {
      emailRequired: contactMessages.emailRequired,
      emailInvalid: contactMessages.emailInvalid,
    },
  },
  contactPhoneNumber: {
    label: ({ i18n, rules }) =>
      rules.contact.phoneAndEmailOptional
        ? i18n._(msg`Phone number (if you have one)`)
        : i18n._(msg`Phone number`),
    hint: msg`10 digits, for example 5551234567`,
    messages: {
      phoneRequired: contactMessages.phoneRequired,
      phoneInvalid: msg`Enter a 10-digit U.S. phone number, like 5551234567; it cannot start with 0 or 1`,
    },
  },
  shippingAddress1: {
    label: msg`Shipping address`,
    hint: msg`Street address or P.O. box`,
    messages: {
      addressRequired: msg`Enter the shipping address`,
      addressInvalid: msg`Shipping address must be 2 characters or more`,
    },
  },
  shippingAddress2: {
    label: msg`Address line 2 (optional)`,
    hint: msg`Apartment, suite or unit`,
  },
  shippingCity: { label: msg`City`, messages: { cityRequired: msg`Enter the city to ship to` } },
  shippingState: {
    label: msg`State`,
    messages: { stateRequired: msg`Choose the state to ship to` },
  },
  shippingZipcode: {
    label: msg`Zip code`,
    hint: msg`5 digits`,
    messages: {
      zipRequired: msg`Enter the zip code to ship to`,
      zipInvalid: msg`Enter a 5-digit zip code`,
    },
  },
};
