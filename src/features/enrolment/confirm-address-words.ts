import { msg } from '@lingui/core/macro';
import type { shippingDetailsFields } from '../../../machines/steps/shipping-details';
import type { FieldWords, StepWords, WordContext } from '../../components/step-form/field-words';
import { contactMessages } from '../../shared/rules/contact-rules';

// /ConfirmAddress's words (A §5 "Confirm address", D27), a row each for the rows of
// machines/steps/shipping-details.ts. D42: phone and e-mail "if you have one" where the rules
// let an applicant have neither.

// The name's words with the profile's limits said before and after (D27, D28), as step 1 has
// them. Written here as well as there: each page's catalog holds its own words, so neither
// page loads the other's, and the flow's catalog, which every flow page loads, stays without
// them (0.4 kB on each, the status lookup's included).
const lengthOf = ({ rules }: WordContext) => rules.identity.nameLength;

/** Under the label: the limits and the characters a name may have. */
const nameHint = (context: WordContext) => {
  const { min, max } = lengthOf(context);
  return context.i18n._(
    msg`${min} to ${max} characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
  );
};

const firstNameWords: FieldWords = {
  label: msg`First name`,
  hint: nameHint,
  messages: {
    firstNameRequired: msg`Enter your first name`,
    firstNameTooShort: (context) => {
      const { min } = lengthOf(context);
      return msg`First name must be ${min} characters or more`;
    },
    firstNameTooLong: (context) => {
      const { max } = lengthOf(context);
      return msg`First name must be ${max} characters or fewer`;
    },
    firstNameInvalid: msg`First name must only include letters, spaces, hyphens, apostrophes and periods`,
  },
};

const middleNameWords: FieldWords = {
  label: msg`Middle name (if you have one)`,
  hint: (context) => {
    const { max } = lengthOf(context);
    return context.i18n._(msg`Up to ${max} characters. Leave it empty if you have no middle name.`);
  },
  messages: {
    middleNameTooLong: (context) => {
      const { max } = lengthOf(context);
      return msg`Middle name must be ${max} characters or fewer`;
    },
    middleNameInvalid: msg`Middle name must only include letters, spaces, hyphens, apostrophes and periods`,
  },
};

const lastNameWords: FieldWords = {
  label: msg`Last name`,
  hint: nameHint,
  messages: {
    lastNameRequired: msg`Enter your last name`,
    lastNameTooShort: (context) => {
      const { min } = lengthOf(context);
      return msg`Last name must be ${min} characters or more`;
    },
    lastNameTooLong: (context) => {
      const { max } = lengthOf(context);
      return msg`Last name must be ${max} characters or fewer`;
    },
    lastNameInvalid: msg`Last name must only include letters, spaces, hyphens, apostrophes and periods`,
  },
};

/** D27: a part not chosen and a date that does not exist (29 February 2007) differ. */
const birthDateMessages = {
  dobRequired: msg`Choose the month, day and year you were born`,
  dobInvalid: msg`This date does not exist: check the day and the month`,
};

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
