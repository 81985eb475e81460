import { msg, plural } from '@lingui/core/macro';
import type { qualificationFields } from '../../../../machines/steps/qualification';
import type { StepWords, WordContext } from '../../../components/step-form/field-words';
import { PUBLIC_HOUSING_PROGRAMS, programName } from '../../../shared/programs/programs';
import { formatMoney } from '../../../shared/review/review-answers';

// Step 4's words (A §4, §5; D12, D13, D41, D45), a row each for the rows of
// machines/steps/qualification.ts. The page draws the step itself (see its rows' note); these
// are the messages, and what the review says of each answer.

const lengthOf = ({ rules }: WordContext) => rules.identity.nameLength;

export const qualificationWords: StepWords<typeof qualificationFields> = {
  eligibilityProgramCode: {
    label: msg`Which program does your household take part in?`,
    hint: msg`If it takes part in more than one, choose any one of them.`,
    messages: {
      eligibilityProgramCode: msg`Choose the program you or someone in your household takes part in, or the income route`,
      // D45: a program that counts only on Tribal lands, for a household that said it is not on them.
      tribalLandsProgram: msg`This program counts only for households on federally recognised Tribal lands, and you said you do not live on them. Choose another program, or change your answer about Tribal lands`,
    },
    review: msg`How you qualify`,
    reviewValue: (value, context) =>
      programName(String(value), context.i18n.locale) ?? String(value),
    edits: msg`how you qualify`,
  },
  publicHousingCode: {
    label: msg`Which housing assistance does your household receive?`,
    messages: { publicHousingCode: msg`Choose the kind of housing assistance you get` },
    review: msg`Type of housing assistance`,
    reviewValue: (value, context) => {
      const housing = PUBLIC_HOUSING_PROGRAMS.find((program) => program.code === value);
      return housing ? context.i18n._(housing.name) : undefined;
    },
    edits: msg`type of housing assistance`,
  },
  schoolName: {
    label: msg`School name`,
    messages: { schoolName: msg`Enter the name of the school` },
    review: msg`School name`,
    edits: msg`school name`,
  },
  income: {
    label: msg`Household income`,
    messages: {
      adults: msg`Choose how many adults live in your household`,
      children: msg`Choose how many children live in your household`,
      amountRequired: msg`Enter your household income`,
      amountInvalid: msg`Enter your household income in dollars, for example 1500`,
    },
    reviewLines: (value, context) => {
      const income = value as { adults: number; children: number; amount: number; period: string };
      const { adults, children, period } = income;
      const total = adults + children;
      const money = formatMoney(income.amount, context.i18n.locale);
      const { i18n } = context;
      return [
        {
          id: 'householdSize',
          key: i18n._(msg`People in your household`),
          value: i18n._(
            msg`${plural(total, { one: '# person', other: '# people' })}: ${plural(adults, { one: '# adult', other: '# adults' })} and ${plural(children, { one: '# child', other: '# children' })}`,
          ),
          edits: i18n._(msg`people in your household`),
        },
        {
          id: 'income',
          key: i18n._(msg`Household income`),
          value: period === 'yearly' ? i18n._(msg`${money} a year`) : i18n._(msg`${money} a month`),
          edits: i18n._(msg`household income`),
        },
      ];
    },
  },
  qualifyingPerson: {
    label: msg`Who takes part in the program (or whose income counts)?`,
    hint: msg`Choose your child or dependent if they take part in the program and you do not. They must live with you.`,
    options: { applicant: msg`Me`, dependent: msg`My child or dependent who lives with me` },
    messages: {
      qualifyingPerson: msg`Choose who takes part in the program: you, or your child or dependent`,
    },
    review: msg`Who takes part in the program`,
    reviewValue: (value, context) =>
      value === 'dependent' ? context.i18n._(msg`My child or dependent`) : context.i18n._(msg`Me`),
    edits: msg`who takes part in the program`,
  },
  bqpFirstName: {
    label: msg`Their first name`,
    hint: (context) => {
      const { min, max } = lengthOf(context);
      return context.i18n._(msg`${min} to ${max} characters, as on their official documents.`);
    },
    messages: {
      bqpFirstNameRequired: msg`Enter your child’s or dependent’s first name`,
      bqpFirstNameInvalid: msg`Their first name must only include letters, spaces, hyphens, apostrophes and periods`,
      bqpFirstNameTooShort: (context) => {
        const { min } = lengthOf(context);
        return msg`Their first name must be ${min} characters or more`;
      },
      bqpFirstNameTooLong: (context) => {
        const { max } = lengthOf(context);
        return msg`Their first name must be ${max} characters or fewer`;
      },
    },
    review: msg`Their name`,
    edits: msg`your child’s or dependent’s name`,
  },
  bqpLastName: {
    label: msg`Their last name`,
    messages: {
      bqpLastNameRequired: msg`Enter your child’s or dependent’s last name`,
      bqpLastNameInvalid: msg`Their last name must only include letters, spaces, hyphens, apostrophes and periods`,
      bqpLastNameTooShort: (context) => {
        const { min } = lengthOf(context);
        return msg`Their last name must be ${min} characters or more`;
      },
      bqpLastNameTooLong: (context) => {
        const { max } = lengthOf(context);
        return msg`Their last name must be ${max} characters or fewer`;
      },
    },
  },
  bqpDob: {
    label: msg`Their date of birth`,
    messages: {
      bqpDobRequired: msg`Choose the month, day and year your child or dependent was born`,
      bqpDobInvalid: msg`This date does not exist or is in the future: check the day, the month and the year`,
    },
    review: msg`Their date of birth`,
    edits: msg`your child’s or dependent’s date of birth`,
  },
  bqpIdType: {
    label: msg`Which number do you give for them?`,
    hint: msg`We send it only with your application and never store it.`,
    options: {
      ssn4: msg`The last 4 digits of their Social Security number`,
      tribalId: msg`Their Tribal ID number: they are a member of a federally recognised Tribe and have no Social Security number`,
    },
    messages: {
      bqpIdType: msg`Choose which number you give for your child or dependent: the last 4 digits of their Social Security number, or their Tribal ID number`,
    },
  },
  bqpSsn4: {
    label: msg`Last 4 digits of their Social Security number`,
    hint: msg`4 numbers, like 1234.`,
    forgotten: msg`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
    messages: {
      bqpSsn4Required: msg`Enter the last 4 digits of your child’s or dependent’s Social Security number`,
      bqpSsn4Invalid: msg`Last 4 digits of their Social Security number must be 4 numbers, like 1234`,
    },
    review: msg`Last 4 digits of their Social Security number`,
    edits: msg`your child’s or dependent’s number`,
  },
  bqpTribalId: {
    label: msg`Their Tribal ID number`,
    hint: msg`The number on their Tribal ID card, up to 24 characters.`,
    forgotten: msg`For your safety we do not keep this number when the page reloads. Please enter it again.`,
    messages: {
      bqpTribalId: msg`Enter your child’s or dependent’s Tribal ID number`,
      bqpTribalIdTooLong: msg`Their Tribal ID number must be 24 characters or fewer`,
    },
    review: msg`Their Tribal ID number`,
    edits: msg`your child’s or dependent’s number`,
  },
};
