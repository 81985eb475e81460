import { householdQuestion } from 'virtual:carrier-settings';
import { msg } from '@lingui/core/macro';
import { adultAge } from '../../../../machines/program-rules';
import type { householdFields } from '../../../../machines/steps/household';
import type { StepWords } from '../../../components/step-form/field-words';
import { initialsMessages } from '../../../shared/rules/signature-rules';

// Step 3's words, a row each for the rows of machines/steps/household.ts (D5, D44).

const initialsHint = msg`The first letter of your first name and the first letter of your last name.`;
const initials = {
  initialsRequired: ({ initials }: { initials: string }) =>
    initialsMessages(initials).initialsRequired,
  initialsMismatch: ({ initials }: { initials: string }) =>
    initialsMessages(initials).initialsMismatch,
};
/** The three initials are one line of the review. */
const initialsReview = { review: msg`Your initials`, edits: msg`household initials` };

export const householdWords: StepWords<typeof householdFields> = {
  optionAdult: {
    label: msg`Do you live with another adult?`,
    hint: ({ i18n, rules }) => {
      const adult = adultAge(rules);
      return i18n._(
        msg`An adult is someone aged ${adult} or over, or an emancipated minor (someone under ${adult} who is legally treated as an adult).`,
      );
    },
    messages: { optionAdult: msg`Choose yes if you live with another adult, or no` },
    review: msg`Do you live with another adult?`,
    edits: msg`whether you live with another adult`,
  },
  otherAdultReceivesBenefit: {
    label: ({ text }) => text(householdQuestion.legend),
    hint: ({ text }) => text(householdQuestion.hint),
    messages: {
      otherAdultReceivesBenefit: msg`Choose yes if that adult already gets the benefit, or no`,
    },
    review: ({ text }) => text(householdQuestion.legend),
    edits: msg`whether that adult already gets the benefit`,
  },
  sharesMoney: {
    label: msg`Do you share money (income and expenses) with that adult?`,
    hint: msg`You share money if you share income or pay bills, rent or food together. A husband, wife or partner always counts as sharing money.`,
    messages: { sharesMoney: msg`Choose yes if you share money with that adult, or no` },
    review: msg`Do you share money with that adult?`,
    edits: msg`whether you share money with that adult`,
  },
  iehInitials: {
    intro: {
      heading: msg`You are a separate household`,
      text: msg`You live at the same address as another adult, but you do not share money with them. So you and that adult are separate households, and each household can get its own benefit.`,
    },
    label: msg`Type your initials to certify that you and that adult are separate households.`,
    hint: initialsHint,
    messages: {
      iehInitialsRequired: msg`Enter your initials to certify that you and that adult are separate households`,
      iehInitialsMismatch: ({ initials }) => initialsMessages(initials).initialsMismatch,
    },
    ...initialsReview,
  },
  MK1: {
    intro: { heading: msg`Confirm with your initials` },
    label: msg`Type your initials to certify that your answers on this page are true.`,
    hint: initialsHint,
    messages: initials,
    ...initialsReview,
  },
  MK2: {
    label: ({ text }) => text(householdQuestion.oneBenefitInitialsLabel),
    hint: initialsHint,
    messages: initials,
    ...initialsReview,
  },
};
