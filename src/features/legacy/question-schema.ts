import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyQuestion, YesNo } from '../../../machines/flow-types';

export const questionMessages = {
  // B §5's words for a question left unanswered.
  medicaidOrSnap: msg`Option is mandatory`,
  ssn4: msg`Enter the last 4 digits of your Social Security number`,
};

type MessageKey = keyof typeof questionMessages;

/** What the form holds: the answer may still be unchosen. */
export interface QuestionForm {
  medicaidOrSnap: YesNo | '';
  ssn4: string;
}

/** /QuestionPage (B §2): Medicaid or SNAP, yes ('1') or no ('2'), and the last 4 SSN digits. */
export const QuestionSchema = v.object({
  medicaidOrSnap: v.picklist(['1', '2'], 'medicaidOrSnap' satisfies MessageKey),
  ssn4: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'ssn4' satisfies MessageKey)),
}) satisfies v.GenericSchema<QuestionForm, LegacyQuestion>;
