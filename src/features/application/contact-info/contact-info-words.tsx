import { msg } from '@lingui/core/macro';
import type { contactInfoFields } from '../../../../machines/steps/contact-info';
import { zipOfOtherState } from '../../../../machines/steps/contact-info';
import { PrivacyLink } from '../../../components/privacy-link';
import type { GroupWords, StepWords, WordContext } from '../../../components/step-form/field-words';
import { env } from '../../../config/env';
import { isStateCode, stateName } from '../../../shared/address/us-states';
import { contactMessages } from '../../../shared/rules/contact-rules';
import { zipMessages } from '../../../shared/rules/zip-rules';

// Step 2's words (A §5, D9, D31, D42, D43), a row each for the rows of
// machines/steps/contact-info.ts, and its two addresses' fieldsets.

/** D42: "if you have one" where the rules let an applicant have neither. */
const ifAny = ({ rules }: WordContext) => rules.contact.phoneAndEmailOptional;
const { siteName } = env;

/**
 * D43: the zip code's message when it belongs to another state than the one chosen, naming
 * both in the language on show.
 */
function zipOtherState({ values, i18n }: WordContext) {
  const zipCode = String(values.zipCode ?? '').trim();
  const chosen = String(values.state ?? '');
  const other = zipOfOtherState(zipCode, chosen);
  if (!other || !isStateCode(other) || !isStateCode(chosen))
    return msg`Correct the zip code or the state, or tick the box below if both are right.`;
  const zipState = stateName(other, i18n.locale);
  const chosenState = stateName(chosen, i18n.locale);
  return msg`Zip code ${zipCode} is in ${zipState}, not ${chosenState}. Correct the zip code or the state, or tick the box below if both are right.`;
}

export const contactInfoWords: StepWords<typeof contactInfoFields> = {
  contactPhoneNumber: {
    label: (context) =>
      ifAny(context)
        ? context.i18n._(msg`Phone number (if you have one)`)
        : context.i18n._(msg`Phone number`),
    hint: msg`10 digits, for example 5551234567`,
    messages: {
      phoneRequired: contactMessages.phoneRequired,
      phoneInvalid: contactMessages.phoneInvalid,
    },
    review: msg`Phone number`,
    edits: msg`phone number`,
  },
  contactEmail: {
    label: (context) =>
      ifAny(context)
        ? context.i18n._(msg`E-mail address (if you have one)`)
        : context.i18n._(msg`E-mail address`),
    messages: {
      emailRequired: contactMessages.emailRequired,
      emailInvalid: contactMessages.emailInvalid,
    },
    review: msg`E-mail address`,
    edits: msg`e-mail address`,
  },
  consent: {
    label: ({ i18n }) =>
      i18n._(
        msg`I agree that ${siteName} may contact me by phone, text message or e-mail about my application and my service.`,
      ),
    messages: {
      consent: msg`Check the box to agree that we may contact you about your application`,
    },
    after: () => <PrivacyLink />,
  },
  marketingConsent: {
    label: ({ i18n }) =>
      i18n._(
        msg`Optional: send me offers and news from ${siteName} by automated calls or text messages. Message and data rates may apply. Text STOP to end. You do not need to agree to this to apply.`,
      ),
  },
  address: {
    label: msg`Street address`,
    messages: {
      addressRequired: msg`Enter your street address`,
      addressInvalid: msg`Street address must be 2 characters or more`,
      // D43: why a P.O. box is refused here, and where it may go instead.
      addressPoBox: msg`Your home address cannot be a P.O. box: enter the street address where you live. You can give a P.O. box as your mailing address below.`,
    },
    review: msg`Home address`,
    edits: msg`home address`,
  },
  address2: {
    label: msg`Apartment, unit or floor (if any)`,
    messages: {
      // D43: the second line of a home is no P.O. box either.
      address2PoBox: msg`Your home address cannot be a P.O. box. Give your apartment, unit or floor here, or leave it empty.`,
    },
  },
  city: { label: msg`City`, messages: { cityRequired: msg`Enter your city` } },
  state: { label: msg`State`, messages: { stateRequired: msg`Choose your state` } },
  zipCode: {
    label: msg`Zip code`,
    hint: msg`5 digits`,
    messages: {
      zipRequired: zipMessages.required,
      zipInvalid: zipMessages.invalid,
      zipOtherState,
    },
  },
  urbanization: {
    label: msg`Urbanization (Urb.), if your address has one`,
    hint: msg`For example, Urb. Las Gladiolas. Leave it empty if your address has none.`,
    review: msg`Urbanization`,
    edits: msg`urbanization`,
  },
  zipStateConfirmed: { label: msg`My zip code and my state are both right` },
  temporaryAddress: {
    label: msg`Is this a temporary address?`,
    hint: msg`A temporary address is one where you do not expect to live for more than 180 days, such as a shelter or a friend's home. If it is, we will ask you every 90 days to confirm that you still live there.`,
    messages: { temporaryAddress: msg`Choose yes if this is a temporary address, or no` },
    review: msg`Is this a temporary address?`,
    edits: msg`whether your home address is temporary`,
  },
  mailingSameAsHome: {
    label: msg`My mailing address is the same as my home address`,
    hint: msg`Untick this if your mail goes somewhere else. We send any device you order to your mailing address.`,
  },
  contactAddress: {
    label: msg`Mailing street address`,
    messages: {
      mailingAddressRequired: msg`Enter the street address of your mailing address`,
      mailingAddressInvalid: msg`Mailing street address must be 2 characters or more`,
    },
    review: msg`Mailing address`,
    edits: msg`mailing address`,
  },
  contactAddress2: { label: msg`Mailing apartment, unit or floor (if any)` },
  contactCity: {
    label: msg`Mailing city`,
    messages: { mailingCityRequired: msg`Enter the city of your mailing address` },
  },
  contactState: {
    label: msg`Mailing state`,
    messages: { mailingStateRequired: msg`Choose the state of your mailing address` },
  },
  contactZipCode: {
    label: msg`Mailing zip code`,
    hint: msg`5 digits`,
    messages: {
      mailingZipRequired: msg`Enter the zip code of your mailing address`,
      mailingZipInvalid: msg`Enter a 5-digit zip code for your mailing address`,
    },
  },
};

export const contactInfoGroups: Readonly<Record<string, GroupWords>> = {
  home: {
    legend: msg`Home address`,
    heading: true,
    hint: msg`The address where you live. It cannot be a P.O. box.`,
  },
  mailing: { legend: msg`Mailing address` },
};
