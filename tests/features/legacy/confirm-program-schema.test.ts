// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  confirmProgramForm,
  confirmProgramMessages,
  confirmProgramSchema,
  LEGACY_PROGRAMS,
} from '../../../src/features/legacy/confirm-program-schema';
import { validate } from '../../../src/lib/validate';
import { beforeProgram, question, withProgram } from './legacy-answers-fixture';

const check = (form: { inProgram: string; eligibilityProgramCode: string }) =>
  validate(confirmProgramSchema, form, confirmProgramMessages);

describe('the program page’s schema', () => {
  it('wants the question answered', () => {
    expect(check({ inProgram: '', eligibilityProgramCode: '' })).toEqual({
      ok: false,
      errors: { inProgram: confirmProgramMessages.inProgram },
    });
  });

  it('wants a program from the list after yes', () => {
    expect(check({ inProgram: 'yes', eligibilityProgramCode: '' })).toEqual({
      ok: false,
      errors: { eligibilityProgramCode: confirmProgramMessages.eligibilityProgramCode },
    });
    // Tribal programs and the income route cannot qualify a household on this form.
    for (const code of ['E8', 'E9', 'E10', 'E11', 'E13']) {
      expect(check({ inProgram: 'yes', eligibilityProgramCode: code }).ok).toBe(false);
    }
  });

  it('gives the machine’s LegacyProgram, forgetting a program after no', () => {
    expect(check({ inProgram: 'yes', eligibilityProgramCode: 'E54' })).toEqual({
      ok: true,
      value: { inProgram: true, eligibilityProgramCode: 'E54' },
    });
    expect(check({ inProgram: 'no', eligibilityProgramCode: 'E1' })).toEqual({
      ok: true,
      value: { inProgram: false, eligibilityProgramCode: '' },
    });
  });

  it('lists the general programs only', () => {
    expect(LEGACY_PROGRAMS.map((program) => program.code)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E15',
      'E50',
      'E51',
      'E54',
    ]);
  });

  it('opens at yes after a Medicaid or SNAP answer, at nothing after no, at the saved answer', () => {
    expect(confirmProgramForm(beforeProgram)).toEqual({
      inProgram: 'yes',
      eligibilityProgramCode: '',
    });
    expect(
      confirmProgramForm({ ...beforeProgram, question: { ...question, medicaidOrSnap: '2' } }),
    ).toEqual({ inProgram: '', eligibilityProgramCode: '' });
    expect(confirmProgramForm(withProgram)).toEqual({
      inProgram: 'yes',
      eligibilityProgramCode: 'E2',
    });
  });
});
