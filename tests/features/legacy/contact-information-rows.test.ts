// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyContactFields } from '../../../machines/steps/legacy-contact';
import { contactInformationWords } from '../../../src/features/legacy/contact-information-words';
import { legacyValidation } from './legacy-validation';

const { check: validate, messages: m } = legacyValidation(
  legacyContactFields,
  contactInformationWords,
);
const check = (contactEmail: string, contactPhoneNumber: string) =>
  validate({ contactEmail, contactPhoneNumber });

describe('the short form’s contact rows (machines/steps/legacy-contact.ts)', () => {
  it('trims the e-mail address', () => {
    expect(check(' ana@example.com ', '')).toEqual({
      ok: true,
      value: { contactEmail: 'ana@example.com', contactPhoneNumber: '' },
    });
  });

  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['ana', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana @example.com', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'emailInvalid'],
  ])('refuses the e-mail address %j', (email, key) => {
    expect(check(email, '')).toEqual({ ok: false, errors: { contactEmail: m[key] } });
  });

  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['', ''],
    ['  ', ''],
  ])('keeps the digits of the phone %j, without a country code (D9)', (phone, digits) => {
    expect(check('ana@example.com', phone)).toEqual({
      ok: true,
      value: { contactEmail: 'ana@example.com', contactPhoneNumber: digits },
    });
  });

  it.each(['555123456', '55512345678', '25551234567', 'call me'])(
    'refuses the phone %j',
    (phone) => {
      expect(check('ana@example.com', phone)).toEqual({
        ok: false,
        errors: { contactPhoneNumber: m.phoneInvalid },
      });
    },
  );
});
