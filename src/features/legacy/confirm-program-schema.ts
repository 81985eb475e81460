import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { LegacyData, LegacyProgram } from '../../../machines/flow-types';
import {
  INCOME_ROUTE,
  PROGRAMS,
  type Program,
  TRIBAL_LANDS_PROGRAMS,
} from '../../shared/programs/programs';

export const confirmProgramMessages = {
  // B §5's words for a question left unanswered.
  inProgram: msg`Choose yes if you or anyone in your household takes part in one of these programs, or no`,
  eligibilityProgramCode: msg`Choose the program you take part in`,
};

export const CONFIRM_PROGRAM_FIELDS = ['inProgram', 'eligibilityProgramCode'] as const;

// Tribal programs count only on qualifying Tribal lands, which this short form never asks
// about, and E13 is the income route, not a program: neither can qualify a household here.
/** The programs that qualify a household by themselves, in the provider's order. */
export const LEGACY_PROGRAMS: readonly Program[] = PROGRAMS.filter(
  (program) => program.code !== INCOME_ROUTE && !TRIBAL_LANDS_PROGRAMS.includes(program.code),
);

const LEGACY_PROGRAM_CODES = LEGACY_PROGRAMS.map((program) => program.code);

export interface ConfirmProgramForm {
  inProgram: 'yes' | 'no' | '';
  eligibilityProgramCode: string;
}

export const confirmProgramSchema = v.pipe(
  v.variant(
    'inProgram',
    [
      v.object({
        inProgram: v.literal('yes'),
        eligibilityProgramCode: v.picklist(LEGACY_PROGRAM_CODES, 'eligibilityProgramCode'),
      }),
      v.object({ inProgram: v.literal('no') }),
    ],
    'inProgram',
  ),
  v.transform(
    (answer): LegacyProgram =>
      answer.inProgram === 'yes'
        ? { inProgram: true, eligibilityProgramCode: answer.eligibilityProgramCode }
        : { inProgram: false, eligibilityProgramCode: '' },
  ),
);

/**
 * The form as it opens: the earlier answer, or "yes" when the question page said the
 * household gets Medicaid or SNAP. Which of the two it gets is theirs to pick, so no program
 * is chosen for them.
 */
export function confirmProgramForm(legacy: LegacyData): ConfirmProgramForm {
  const saved = legacy.program;
  if (saved) {
    return {
      inProgram: saved.inProgram ? 'yes' : 'no',
      eligibilityProgramCode: saved.eligibilityProgramCode,
    };
  }
  return {
    inProgram: legacy.question?.medicaidOrSnap === '1' ? 'yes' : '',
    eligibilityProgramCode: '',
  };
}
