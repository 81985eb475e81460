import { msg } from '@lingui/core/macro';
import type { FieldWords, WordContext } from '../../components/step-form/field-words';

// The words of a name's fields wherever a form asks a person's name (step 1, the short form,
// /ConfirmAddress): D28's rules with the profile's limits said before and after (D27).

const lengthOf = ({ rules }: WordContext) => rules.identity.nameLength;

/** Under the label: the limits and the characters a name may have. */
export const nameHint = (context: WordContext) => {
  const { min, max } = lengthOf(context);
  return context.i18n._(
    msg`${min} to ${max} characters: letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
  );
};

export const firstNameWords: FieldWords = {
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

export const middleNameWords: FieldWords = {
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

export const lastNameWords: FieldWords = {
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
export const birthDateMessages = {
  dobRequired: msg`Choose the month, day and year you were born`,
  dobInvalid: msg`This date does not exist: check the day and the month`,
};
