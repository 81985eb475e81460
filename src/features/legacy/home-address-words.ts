import { msg } from '@lingui/core/macro';
import type { legacyHomeAddressFields } from '../../../machines/steps/legacy-home-address';
import type { GroupWords, StepWords } from '../../components/step-form/field-words';
import { zipMessages } from '../../shared/rules/zip-rules';

// /HomeAdressPage's words (B §5, D27), a row each for the rows of
// machines/steps/legacy-home-address.ts. B §5 words the two zip codes' messages alike.

const urbanizationHint = msg`In Puerto Rico, the name of your neighborhood, if your address has one. For example: URB Las Gladiolas.`;

export const homeAddressWords: StepWords<typeof legacyHomeAddressFields> = {
  address: {
    label: msg`Street address`,
    messages: {
      addressRequired: msg`Enter your street address`,
      addressInvalid: msg`Street address must be 2 characters or more`,
      // D43, where the profile's rules refuse a P.O. box at home.
      addressPoBox: msg`Your home address cannot be a P.O. box: enter the street address where you live. You can give a P.O. box as your mailing address below.`,
    },
    review: msg`Home address`,
  },
  city: { label: msg`City`, messages: { cityRequired: msg`Enter your city` } },
  state: { label: msg`State`, messages: { stateRequired: msg`Choose your state` } },
  urbanizationCode: { label: msg`Urbanization (optional)`, hint: urbanizationHint },
  zipCode: {
    label: msg`Zip code`,
    hint: msg`5 digits`,
    messages: { zipRequired: zipMessages.required, zipInvalid: zipMessages.invalid },
  },
  mailingDiffers: {
    label: msg`My mailing address is different`,
    hint: msg`Tick this if your mail goes somewhere else, such as a P.O. box. We send any device you order to your mailing address.`,
  },
  contactAddress: {
    label: msg`Mailing street address`,
    messages: {
      mailingAddressRequired: msg`Enter the street address of your mailing address`,
      mailingAddressInvalid: msg`Mailing street address must be 2 characters or more`,
    },
    review: msg`Mailing address`,
  },
  contactCity: {
    label: msg`Mailing city`,
    messages: { mailingCityRequired: msg`Enter the city of your mailing address` },
  },
  contactState: {
    label: msg`Mailing state`,
    messages: { mailingStateRequired: msg`Choose the state of your mailing address` },
  },
  contactUrbCode: { label: msg`Mailing urbanization (optional)`, hint: urbanizationHint },
  contactZipCode: {
    label: msg`Mailing zip code`,
    hint: msg`5 digits`,
    messages: { mailingZipRequired: zipMessages.required, mailingZipInvalid: zipMessages.invalid },
  },
};

export const homeAddressGroups: Readonly<Record<string, GroupWords>> = {
  mailing: { legend: msg`Mailing address` },
};
