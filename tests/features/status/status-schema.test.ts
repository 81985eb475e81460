// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StatusFormSchema, statusMessages } from '../../../src/features/status/status-schema';
import { validate } from '../../../src/lib/validate';

describe('the status form schema (A §5)', () => {
  it.each([
    [{ applicationId: 'A1', eligibilityCheckId: '' }],
    [{ applicationId: '', eligibilityCheckId: 'EC-1' }],
    [{ applicationId: 'A1', eligibilityCheckId: 'EC-1' }],
  ])('accepts either id: %o', (input) => {
    expect(validate(StatusFormSchema, input, statusMessages)).toEqual({ ok: true, value: input });
  });

  it('trims the ids', () => {
    expect(
      validate(
        StatusFormSchema,
        { applicationId: ' A1 ', eligibilityCheckId: '  ' },
        statusMessages,
      ),
    ).toEqual({ ok: true, value: { applicationId: 'A1', eligibilityCheckId: '' } });
  });

  it('puts one message on the application id when both are blank', () => {
    expect(
      validate(StatusFormSchema, { applicationId: ' ', eligibilityCheckId: '' }, statusMessages),
    ).toEqual({ ok: false, errors: { applicationId: statusMessages.oneRequired } });
  });
});
