// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { legacyProgramFields } from '../../../machines/steps/legacy-program';
import { confirmProgramWords } from '../../../src/features/legacy/confirm-program-words';
import { legacyValidation } from './legacy-validation';

const { check, messages: m } = legacyValidation(legacyProgramFields, confirmProgramWords);

describe('the program page’s rows (machines/steps/legacy-program.ts)', () => {
  it('wants the question answered', () => {
    expect(check({ inProgram: '', eligibilityProgramCode: '' })).toEqual({
      ok: false,
      errors: { inProgram: m.inProgram },
    });
  });

  it('wants a program from the list after yes', () => {
    expect(check({ inProgram: true, eligibilityProgramCode: '' })).toEqual({
      ok: false,
      errors: { eligibilityProgramCode: m.eligibilityProgramCode },
    });
    // Tribal programs and the income route cannot qualify a household on this form.
    for (const code of ['E8', 'E9', 'E10', 'E11', 'E13']) {
      expect(check({ inProgram: true, eligibilityProgramCode: code }).ok).toBe(false);
    }
  });

  it('gives the machine’s answer, forgetting a program after no', () => {
    expect(check({ inProgram: true, eligibilityProgramCode: 'E54' })).toEqual({
      ok: true,
      value: { inProgram: true, eligibilityProgramCode: 'E54' },
    });
    expect(check({ inProgram: false, eligibilityProgramCode: 'E1' })).toEqual({
      ok: true,
      value: { inProgram: false, eligibilityProgramCode: '' },
    });
  });

  it('offers the general programs only, from the profile', () => {
    expect(DEFAULT_PROGRAM_RULES.legacyProgramCodes).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E15',
      'E50',
      'E51',
      'E54',
    ]);
    const control = legacyProgramFields.eligibilityProgramCode.control;
    expect(control.options(DEFAULT_PROGRAM_RULES)).toBe(DEFAULT_PROGRAM_RULES.legacyProgramCodes);
  });
});
