// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tribalStatusWords } from '../../../../src/features/application/tribal-status/tribal-status-words';
import { stepValidation } from '../../../support/step-validation';

const step = stepValidation('tribalStatus', tribalStatusWords);
const tribalMessages = step.messages;
const check = (checkTribal: boolean, tribalId: string) => step.check({ checkTribal, tribalId });

describe('the tribal status form', () => {
  it.each(['', '   '])('asks for the number when the box is ticked and it is %j', (tribalId) => {
    expect(check(true, tribalId)).toEqual({
      ok: false,
      errors: { tribalId: tribalMessages.tribalId },
    });
  });

  it('accepts 24 characters and refuses 25 (A §9)', () => {
    expect(check(true, 'A'.repeat(24))).toEqual({
      ok: true,
      value: { checkTribal: true, tribalId: 'A'.repeat(24) },
    });
    expect(check(true, 'A'.repeat(25))).toEqual({
      ok: false,
      errors: { tribalId: tribalMessages.tribalIdTooLong },
    });
  });

  it('trims the number', () => {
    expect(check(true, ' T-123 ')).toEqual({
      ok: true,
      value: { checkTribal: true, tribalId: 'T-123' },
    });
  });

  it('drops any number when the box is not ticked (A §4)', () => {
    expect(check(false, 'T-123')).toEqual({
      ok: true,
      value: { checkTribal: false, tribalId: '' },
    });
    expect(check(false, '')).toEqual({ ok: true, value: { checkTribal: false, tribalId: '' } });
  });
});
