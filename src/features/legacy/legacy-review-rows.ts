import { msg } from '@lingui/core/macro';
import type { FieldList, Given } from '../../../machines/fields/field-list';
import type { LegacyData } from '../../../machines/flow-types';
import {
  flatLegacy,
  type LegacyAnswerKey,
  legacyAnswerFields,
  needsIdentity,
} from '../../../machines/legacy-data';
import type { FieldWords, WordContext } from '../../components/step-form/field-words';
import {
  type ReviewRow,
  type ReviewWords,
  reviewRows,
} from '../../components/step-form/review-rows';
import { confirmProgramWords } from './confirm-program-words';
import { contactInformationWords } from './contact-information-words';
import { homeAddressWords } from './home-address-words';
import { idVerificationWords } from './id-verification-words';
import { personalInformationWords } from './personal-information-words';
import { questionWords } from './question-words';

// The pages' words say every value of theirs; these are the review's own, for a kind of value
// that does not (machines/fields/field-list.ts, ReviewSpec).
const REVIEW_WORDS: ReviewWords = {
  given: msg`Given (hidden for your privacy)`,
  notKept: msg`Not kept after the page reloaded: please type it again below`,
  noneGiven: msg`None given`,
};

/** Each page's words, by the slot of its answer. */
const WORDS: Record<LegacyAnswerKey, Readonly<Record<string, FieldWords>>> = {
  homeAddress: homeAddressWords,
  contact: contactInformationWords,
  question: questionWords,
  personal: personalInformationWords,
  program: confirmProgramWords,
  identity: idVerificationWords,
};

/**
 * Every answer of the short form as text, in the order the pages asked, from the pages' rows
 * and words. The SSN digits and a document's number are never part of it: a shared or
 * shoulder-read screen must not show them, so the rows only say whether they were given. The
 * identity is listed only where the ID page is asked (without a program).
 */
export function legacyReviewRows(legacy: LegacyData, context: WordContext): ReviewRow[] {
  // A row's words may read another page's answer (the digits not needed with a document).
  const words = { ...context, values: flatLegacy(legacy), said: REVIEW_WORDS };
  return Object.entries(legacyAnswerFields).flatMap(([key, rows]: [string, FieldList]) => {
    const answer = legacy[key as LegacyAnswerKey] as Given | null;
    if (!answer || (key === 'identity' && !needsIdentity(legacy))) return [];
    return reviewRows(rows, WORDS[key as LegacyAnswerKey], answer, words);
  });
}
