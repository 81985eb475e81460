import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyQuestion, YesNo } from '../../../machines/flow-types';
import { ssn4Schema, ssnMessages } from '../../shared/rules/ssn-rules';

export const questionMessages = {
  medicaidOrSnap: msg`Choose yes if you or anyone in your household gets Medicaid or SNAP, or no`,
  ...ssnMessages,
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
  ssn4: ssn4Schema,
}) satisfies v.GenericSchema<QuestionForm, LegacyQuestion>;
