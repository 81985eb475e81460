// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainSchema } from '../../../machines/fields/field-list';
import { zipCodeFields } from '../../../machines/steps/zip-code';
import {
  WaitlistFormSchema,
  waitlistMessages,
} from '../../../src/features/coverage/waitlist-schema';
import { zipWords } from '../../../src/features/coverage/zip-words';
import { validate } from '../../../src/lib/validate';
import { keepPhoneCharacters } from '../../../src/shared/rules/contact-rules';
import { keepZipDigits, zipMessages } from '../../../src/shared/rules/zip-rules';

const ZipFormSchema = plainSchema(zipCodeFields);
const zipFormMessages = zipWords.zipCode.messages;

describe('the zip form: its row (machines/steps/zip-code.ts)', () => {
  it.each([
    ['', zipMessages.required],
    ['   ', zipMessages.required],
    ['1234', zipMessages.invalid],
    ['123456', zipMessages.invalid],
    ['12a45', zipMessages.invalid],
  ])('refuses %j', (zipCode, message) => {
    expect(validate(ZipFormSchema, { zipCode }, zipFormMessages)).toEqual({
      ok: false,
      errors: { zipCode: message },
    });
  });

  it('accepts five digits, trimmed', () => {
    expect(validate(ZipFormSchema, { zipCode: ' 10001 ' }, zipFormMessages)).toEqual({
      ok: true,
      value: { zipCode: '10001' },
    });
  });

  it('a zip field keeps only digits, five at most', () => {
    expect(keepZipDigits('1a0-0 01 9')).toBe('10001');
  });

  it('is the rule the machine checks the zip code it is sent with (D8)', () => {
    const { zipCode } = zipCodeFields;
    expect(zipCode.control).toMatchObject({ kind: 'text', autoComplete: 'postal-code' });
    expect(validate(ZipFormSchema, { zipCode: zipCode.example }, zipFormMessages).ok).toBe(true);
  });
});

describe('the sorry page form', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['+1 (555) 123-4567', '15551234567'],
    ['25551234567', null],
    ['555123456', null],
    ['555123456789', null],
    ['555-CALL-NOW', null],
  ])('phone %j: %s (D9: ten digits, or eleven with the country code 1)', (phone, digits) => {
    const result = validate(WaitlistFormSchema, { email: 'a@b.co', phone }, waitlistMessages);
    expect(result).toEqual(
      digits === null
        ? { ok: false, errors: { phone: waitlistMessages.phoneInvalid } }
        : { ok: true, value: { email: 'a@b.co', phone: digits } },
    );
  });

  it('asks for an e-mail address and a phone number left empty', () => {
    expect(validate(WaitlistFormSchema, { email: ' ', phone: '' }, waitlistMessages)).toEqual({
      ok: false,
      errors: { email: waitlistMessages.emailRequired, phone: waitlistMessages.phoneRequired },
    });
  });

  it('reports every field at once (D23)', () => {
    expect(validate(WaitlistFormSchema, { email: 'a@b', phone: '12' }, waitlistMessages)).toEqual({
      ok: false,
      errors: { email: waitlistMessages.emailInvalid, phone: waitlistMessages.phoneInvalid },
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
