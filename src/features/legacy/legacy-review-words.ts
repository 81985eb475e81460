import { msg } from '@lingui/core/macro';
import { legacyIdentityFields } from '../../../machines/steps/legacy-identity';
import { legacyQuestionFields } from '../../../machines/steps/legacy-question';
import type { FieldWords } from '../../components/step-form/field-words';
import { idVerificationWords } from './id-verification-words';
import { ssn4Words } from './question-words';

// D14: the SSN digits and a document's number are never stored, so after a reload the review
// asks again for the one the eligibility check sends (a document's number replaces the digits,
// B §7), in place, instead of sending the applicant back to an earlier page: its page's row,
// with words that say why.

export const secretRows = {
  ssn4: { ssn4: legacyQuestionFields.ssn4 },
  // Asked here whatever the form's other values: the review asks nothing else.
  documentNumber: { documentNumber: { ...legacyIdentityFields.documentNumber, when: () => true } },
};

export const secretWords: Readonly<Record<string, FieldWords>> = {
  ssn4: ssn4Words,
  documentNumber: {
    ...idVerificationWords.documentNumber,
    hint: msg`For your privacy we never keep your document’s number when the page reloads, so please type it again.`,
  },
};
