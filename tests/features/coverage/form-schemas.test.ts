// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  WaitlistFormSchema,
  waitlistMessages,
} from '../../../src/features/coverage/waitlist-schema';
import { ZipFormSchema } from '../../../src/features/coverage/zip-schema';
import { validate } from '../../../src/lib/validate';
import { isPhoneDigits, keepPhoneCharacters } from '../../../src/shared/rules/contact-rules';
import { keepZipDigits, zipMessages } from '../../../src/shared/rules/zip-rules';

describe('the zip form', () => {
  it.each([
    ['', zipMessages.required],
    ['   ', zipMessages.required],
    ['1234', zipMessages.invalid],
    ['123456', zipMessages.invalid],
    ['12a45', zipMessages.invalid],
  ])('refuses %j', (zipCode, message) => {
    expect(validate(ZipFormSchema, { zipCode }, zipMessages)).toEqual({
      ok: false,
      errors: { zipCode: message },
    });
  });

  it('accepts five digits, trimmed', () => {
    expect(validate(ZipFormSchema, { zipCode: ' 10001 ' }, zipMessages)).toEqual({
      ok: true,
      value: { zipCode: '10001' },
    });
  });

  it('keeps only digits, five at most', () => {
    expect(keepZipDigits('1a0-0 01 9')).toBe('10001');
  });
});

describe('the sorry page form', () => {
  it.each([
    ['5551234567', true],
    ['15551234567', true],
    ['25551234567', false],
    ['555123456', false],
    ['555123456789', false],
  ])('phone digits %s valid: %s (D9)', (digits, valid) => {
    expect(isPhoneDigits(digits)).toBe(valid);
  });

  it('reports every field at once (D23)', () => {
    expect(validate(WaitlistFormSchema, { email: 'a@b', phone: '12' }, waitlistMessages)).toEqual({
      ok: false,
      errors: { email: waitlistMessages.email, phone: waitlistMessages.phone },
    });
  });

  it('returns the phone as digits and the e-mail trimmed', () => {
    expect(
      validate(
        WaitlistFormSchema,
        { email: ' a@b.co ', phone: '(555) 123-4567' },
        waitlistMessages,
      ),
    ).toEqual({ ok: true, value: { email: 'a@b.co', phone: '5551234567' } });
  });

  it('lets only digits and ( ) - + and spaces into the phone field', () => {
    expect(keepPhoneCharacters('+1 (555) 123-4567 ext.9')).toBe('+1 (555) 123-4567 9');
  });
});
