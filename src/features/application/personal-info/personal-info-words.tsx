import { msg } from '@lingui/core/macro';
import { adultAge } from '../../../../machines/program-rules';
import type { personalInfoFields } from '../../../../machines/steps/personal-info';
import type { FieldWords, StepWords, WordContext } from '../../../components/step-form/field-words';
import { ssnMessages } from '../../../shared/rules/ssn-rules';

// Step 1's words (A §5, D7; D40, D41, D28's limits said before and after), a row each for the
// rows of machines/steps/personal-info.ts.

// The name's words as /ConfirmAddress has them too (see there why both).
const lengthOf = ({ rules }: WordContext) => rules.identity.nameLength;

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

/** The name's review row: the first, middle and last names, one line. */
const nameReview = { review: msg`Name`, edits: msg`name` };

export const personalInfoWords: StepWords<typeof personalInfoFields> = {
  firstName: { ...firstNameWords, ...nameReview },
  middleName: middleNameWords,
  lastName: lastNameWords,
  dob: {
    label: msg`Date of birth`,
    messages: birthDateMessages,
    review: msg`Date of birth`,
    edits: msg`date of birth`,
  },
  emancipatedMinor: {
    label: msg`I am an emancipated minor`,
    hint: (context) => {
      const adult = adultAge(context.rules);
      return context.i18n._(
        msg`You must be ${adult} or older on the day you apply, unless you are an emancipated minor: someone under ${adult} whom a court, or a marriage, has made legally responsible for themself.`,
      );
    },
    messages: {
      underAge: (context) => {
        const adult = adultAge(context.rules);
        return msg`You must be ${adult} or older on the day you apply, unless you are an emancipated minor. If you are one, tick the box. If not, check your date of birth.`;
      },
    },
    review: msg`Emancipated minor`,
    edits: msg`whether you are an emancipated minor`,
  },
  idType: {
    label: msg`Which number do you give to show who you are?`,
    hint: msg`We send it only with your application and never store it.`,
    options: {
      ssn4: msg`The last 4 digits of my Social Security number`,
      tribalId: msg`My Tribal ID number: I am a member of a federally recognised Tribe and have no Social Security number`,
    },
    messages: {
      idType: msg`Choose which number you give: the last 4 digits of your Social Security number, or your Tribal ID number`,
    },
  },
  ssn4: {
    label: msg`Last 4 digits of your Social Security number`,
    hint: msg`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`,
    forgotten: msg`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
    messages: ssnMessages,
    review: msg`Last 4 digits of your Social Security number`,
    edits: (context) =>
      // D40: where the applicant chooses which number they give, the Edit changes the choice.
      context.rules.identity.tribalIdForSsn
        ? msg`the number you give`
        : msg`last 4 digits of your Social Security number`,
    // A §4: an applicant on Tribal lands gives the Tribal number of step 5 instead.
    reviewValue: (value, context) => {
      if (/^\d{4}$/.test(String(value))) return undefined;
      return context.values.checkTribal === true && context.values.tribalId !== undefined
        ? context.i18n._(msg`Not needed: you applied with a Tribal number`)
        : context.i18n._(msg`Not kept after the page reloaded: please type them again below`);
    },
  },
  tribalId: {
    label: msg`Tribal ID number`,
    hint: msg`The number on your Tribal ID card, up to 24 characters.`,
    forgotten: msg`For your safety we do not keep your Tribal ID number when the page reloads. Please enter it again.`,
    messages: {
      tribalId: msg`Enter your Tribal ID number`,
      tribalIdTooLong: msg`Tribal ID number must be 24 characters or fewer`,
    },
    review: msg`Your Tribal ID number`,
    edits: msg`the number you give`,
  },
  language: {
    label: msg`Which language should we use when we contact you?`,
    options: {
      English: () => <span lang="en">English</span>,
      Spanish: () => <span lang="es">Español</span>,
    },
    messages: { language: msg`Choose the language we should use when we contact you` },
    review: msg`Preferred language`,
    reviewValue: (value, context) =>
      value === 'Spanish' ? context.i18n._(msg`Spanish`) : context.i18n._(msg`English`),
    edits: msg`preferred language`,
  },
};
