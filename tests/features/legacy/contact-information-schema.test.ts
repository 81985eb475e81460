// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ContactInformationSchema,
  contactInformationMessages as m,
} from '../../../src/features/legacy/contact-information-schema';
import { validate } from '../../../src/lib/validate';

const check = (contactEmail: string, contactPhoneNumber: string) =>
  validate(ContactInformationSchema, { contactEmail, contactPhoneNumber }, m);

describe('the short form contact schema', () => {
  it('trims the e-mail address', () => {
    expect(check(' ana@example.com ', '')).toEqual({
      ok: true,
      value: { contactEmail: 'ana@example.com', contactPhoneNumber: '' },
    });
  });

  it.each([
    ['', m.emailRequired],
    ['   ', m.emailRequired],
    ['ana', m.emailInvalid],
    ['ana@example', m.emailInvalid],
    ['ana @example.com', m.emailInvalid],
    [`${'a'.repeat(250)}@example.com`, m.emailInvalid],
  ])('refuses the e-mail address %j', (email, message) => {
    expect(check(email, '')).toEqual({ ok: false, errors: { contactEmail: message } });
  });

  it.each([
    ['5551234567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['', ''],
    ['  ', ''],
  ])('keeps the digits of the phone %j (D9)', (phone, digits) => {
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
