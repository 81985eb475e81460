import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changedSinceCheck, type StepName } from '../../../../machines/application-data';
import { flatAnswers } from '../../../../machines/flat-answers';
import type { ApplicationData } from '../../../../machines/flow-types';
import {
  type AnswerStepKey,
  answerStepFields,
  answerSteps,
} from '../../../../machines/step-answers';
import type { FieldWords, WordContext } from '../../../components/step-form/field-words';
import {
  type ReviewRow as AnswerRow,
  type ReviewWords,
  reviewRows,
} from '../../../components/step-form/review-rows';
import { contactInfoWords } from '../contact-info/contact-info-words';
import { householdWords } from '../household/household-words';
import { personalInfoWords } from '../personal-info/personal-info-words';
import { qualificationWords } from '../qualification/qualification-words';
import { tribalStatusWords } from '../tribal-status/tribal-status-words';

export type EditableStep = Exclude<StepName, 'verify' | 'agreement'>;

/** A row of the review, with the step its Edit opens. */
export type ReviewRow = AnswerRow & { step: AnswerStepKey };

export interface ReviewSection {
  id: string;
  title: string;
  rows: ReviewRow[];
}

const REVIEW_WORDS: ReviewWords = {
  given: msg`Given (hidden for your privacy)`,
  notKept: msg`Not kept after the page reloaded: please type it again below`,
  noneGiven: msg`None given`,
};

/** Each answer step's words and its section's title on the review. */
const SECTIONS: Record<
  AnswerStepKey,
  { id: string; title: MessageDescriptor; words: Readonly<Record<string, FieldWords>> }
> = {
  personalInfo: { id: 'personal', title: msg`Your details`, words: personalInfoWords },
  contactInfo: { id: 'contact', title: msg`Contact details`, words: contactInfoWords },
  household: { id: 'household', title: msg`Your household`, words: householdWords },
  qualification: { id: 'qualification', title: msg`Qualification`, words: qualificationWords },
  tribalStatus: { id: 'tribal', title: msg`Tribal status`, words: tribalStatusWords },
};

/**
 * Step 6's "check your answers": every stored answer as text, one section per step, each row
 * pointing at the step that changes it, from the steps' rows and words. The last SSN digits and
 * the Tribal numbers are never part of the text: a shared or shoulder-read screen must not
 * show them.
 */
export function reviewSections(
  application: ApplicationData,
  context: WordContext,
): ReviewSection[] {
  // A row's words may read another step's answer (the SSN digits of a Tribal applicant).
  const words = { ...context, values: flatAnswers(application.answers), said: REVIEW_WORDS };
  const changed = changedSinceCheck(application);
  return answerSteps.flatMap((step) => {
    const answer = application.answers[step];
    if (!answer) return [];
    const section = SECTIONS[step];
    return [
      {
        id: section.id,
        title: context.i18n._(section.title),
        rows: reviewRows(
          answerStepFields(step),
          section.words,
          answer,
          words,
          changed[step] ?? [],
        ).map((row) => ({ ...row, step })),
      },
    ];
  });
}
