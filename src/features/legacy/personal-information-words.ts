import { msg } from '@lingui/core/macro';
import type { legacyPersonalFields } from '../../../machines/steps/legacy-personal';
import type { FieldWords, StepWords, WordContext } from '../../components/step-form/field-words';

// /PersonalInformationPage's words (B §2, D7, D27, D28's limits said before and after), a row
// each for the rows of machines/steps/legacy-personal.ts. The names' words are step 1's and
// /ConfirmAddress's too, written in each catalog (see confirm-address-words.ts why).

const lengthOf = ({ rules }: WordContext) => rules.identity.nameLength;

/** Under the label: the limits and the characters a name may have. */
const nameHint = (context: WordContext) => {
  const { min, max } = lengthOf(context);
  return context.i18n._(
    msg`${min} to ${max} characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
  );
};

const firstName: FieldWords = {
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
  review: msg`Name`,
};

const lastName: FieldWords = {
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

export const personalInformationWords: StepWords<typeof legacyPersonalFields> = {
  firstName,
  middleName: {
    label: msg`Middle name (optional)`,
    hint: (context) => {
      const { max } = lengthOf(context);
      return context.i18n._(
        msg`Up to ${max} characters. Leave this empty if you have none; an initial is enough.`,
      );
    },
    messages: {
      middleNameTooLong: (context) => {
        const { max } = lengthOf(context);
        return msg`Middle name must be ${max} characters or fewer`;
      },
      middleNameInvalid: msg`Middle name must only include letters, spaces, hyphens, apostrophes and periods`,
    },
  },
  lastName,
  // D27: a part not chosen and a date that does not exist (29 February 2007) differ.
  dob: {
    label: msg`Date of birth`,
    messages: {
      dobRequired: msg`Choose the month, day and year you were born`,
      dobInvalid: msg`This date does not exist: check the day and the month`,
    },
    review: msg`Date of birth`,
  },
};
