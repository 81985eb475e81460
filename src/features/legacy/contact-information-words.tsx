import { msg } from '@lingui/core/macro';
import type { legacyContactFields } from '../../../machines/steps/legacy-contact';
import type { StepWords } from '../../components/step-form/field-words';
import { env } from '../../config/env';
import { contactMessages } from '../../shared/rules/contact-rules';

// /ContactInformation's words (B §5, D9, D27), a row each for the rows of
// machines/steps/legacy-contact.ts.

const { siteName } = env;

export const contactInformationWords: StepWords<typeof legacyContactFields> = {
  contactEmail: {
    label: msg`E-mail address`,
    messages: {
      emailRequired: contactMessages.emailRequired,
      emailInvalid: contactMessages.emailInvalid,
    },
    review: msg`E-mail address`,
  },
  contactPhoneNumber: {
    label: msg`Phone number (optional)`,
    // B §5: the consent belongs to the phone field, so it is read with it.
    hint: ({ i18n }) =>
      `${i18n._(msg`10 digits, for example 5551234567`)}. ${i18n._(
        msg`If you give a phone number, you agree that ${siteName} may contact you at it by automated voice or text messages about your application and service. Message and data rates may apply. Text STOP to end.`,
      )}`,
    messages: {
      phoneInvalid: msg`Enter a phone number with 10 digits, like 5551234567, or leave it empty`,
    },
    review: msg`Phone number`,
    reviewValue: (value, { i18n }) => (value ? undefined : i18n._(msg`Not given`)),
  },
};
