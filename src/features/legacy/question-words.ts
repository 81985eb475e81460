import { legacyForm } from 'virtual:carrier-settings';
import { msg } from '@lingui/core/macro';
import type { legacyQuestionFields } from '../../../machines/steps/legacy-question';
import { byDocument } from '../../../machines/steps/legacy-question';
import type { FieldWords, StepWords } from '../../components/step-form/field-words';
import { ssnMessages } from '../../shared/rules/ssn-rules';

// /QuestionPage's words (B §2, D14, D27), a row each for the rows of
// machines/steps/legacy-question.ts. The SSN digits' words serve the ID page too, which asks
// them again.

export const ssn4Words: FieldWords = {
  label: msg`Last 4 digits of your Social Security number`,
  hint: msg`The National Verifier uses them to confirm who you are. We send them only with your application and never store them.`,
  forgotten: msg`For your safety we do not keep these 4 digits when the page reloads. Please enter them again.`,
  messages: ssnMessages,
  review: msg`Last 4 digits of your Social Security number`,
  // Never the digits (D14): whether they were given, or why they are not needed.
  reviewValue: (value, { i18n, values }) => {
    if (byDocument(values)) return i18n._(msg`Not needed: you confirm who you are with a document`);
    return value
      ? i18n._(msg`Given (hidden for your privacy)`)
      : i18n._(msg`Not kept after the page reloaded: please type them again below`);
  },
};

export const questionWords: StepWords<typeof legacyQuestionFields> = {
  medicaidOrSnap: {
    label: msg`Do you or anyone in your household get Medicaid or SNAP (food stamps)?`,
    hint: ({ text }) => text(legacyForm.questionHint),
    messages: {
      medicaidOrSnap: msg`Choose yes if you or anyone in your household gets Medicaid or SNAP, or no`,
    },
    review: msg`Does anyone in your household get Medicaid or SNAP?`,
  },
  ssn4: ssn4Words,
};
