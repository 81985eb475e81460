// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyQuestionFields } from '../../../machines/steps/legacy-question';
import { questionWords } from '../../../src/features/legacy/question-words';
import { legacyValidation } from './legacy-validation';

const { check, messages: m } = legacyValidation(legacyQuestionFields, questionWords);

describe('the Medicaid or SNAP question’s rows (machines/steps/legacy-question.ts)', () => {
  it.each(['1', '2'] as const)('keeps the answer %s with the digits', (answer) => {
    expect(check({ medicaidOrSnap: answer, ssn4: ' 4821 ' })).toEqual({
      ok: true,
      value: { medicaidOrSnap: answer, ssn4: '4821' },
    });
  });

  it('asks the question by name with no answer, and asks for the digits (B §5, D27)', () => {
    expect(check({ medicaidOrSnap: '', ssn4: '' })).toEqual({
      ok: false,
      errors: { medicaidOrSnap: m.medicaidOrSnap, ssn4: m.ssn4Required },
    });
  });

  it.each(['482', '48210', 'abcd', '48 1'])('refuses the digits %j', (ssn4) => {
    expect(check({ medicaidOrSnap: '1', ssn4 })).toEqual({
      ok: false,
      errors: { ssn4: m.ssn4Invalid },
    });
  });

  it('never keeps the digits (D14)', () => {
    expect(legacyQuestionFields.ssn4.secret).toBe(true);
  });
});
