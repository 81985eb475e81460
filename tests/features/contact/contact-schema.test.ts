// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type ContactValues,
  contactMessages,
  validateContact,
} from '../../../src/features/contact/contact-schema';

const filled: ContactValues = {
  firstName: 'Ana',
  lastName: 'Díaz',
  email: 'ana@example.com',
  phone: '555 123 4567',
  subject: 'My application status',
  message: 'When will I hear back?',
};

describe('the contact form (B §5)', () => {
  it('reports only the first problem, in B §5’s order', () => {
    const empty: ContactValues = {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
    };
    // Fill the fields one by one: each time only the next field's message shows.
    const steps: [Partial<ContactValues>, keyof typeof contactMessages, string][] = [
      [{}, 'firstNameRequired', 'firstName'],
      [{ firstName: 'Ana' }, 'lastNameRequired', 'lastName'],
      [{ lastName: 'Díaz' }, 'emailRequired', 'email'],
      [{ email: 'ana@' }, 'emailInvalid', 'email'],
      [{ email: 'ana@example.com' }, 'phoneRequired', 'phone'],
      [{ phone: '555' }, 'phoneInvalid', 'phone'],
      [{ phone: '5551234567' }, 'subjectRequired', 'subject'],
      [{ subject: 'Something else' }, 'messageRequired', 'message'],
    ];
    let values = empty;
    for (const [change, key, field] of steps) {
      values = { ...values, ...change };
      expect(validateContact(values)).toEqual({
        ok: false,
        errors: { [field]: contactMessages[key] },
      });
    }
  });

  it('words its messages exactly as B §5 does', () => {
    expect(Object.values(contactMessages).map((descriptor) => descriptor.message)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your e-mail address',
      'Enter an e-mail address like name@example.com',
      'Enter your phone number',
      'Enter a phone number with 10 digits, like 5551234567',
      'Choose what your message is about',
      'Enter your message',
    ]);
  });

  it('stops at the first error even when a later field is also wrong', () => {
    expect(validateContact({ ...filled, lastName: ' ', email: 'nope', message: '' })).toEqual({
      ok: false,
      errors: { lastName: contactMessages.lastNameRequired },
    });
  });

  it('treats spaces alone as empty', () => {
    for (const [field, key] of [
      ['firstName', 'firstNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['email', 'emailRequired'],
      ['phone', 'phoneRequired'],
      ['message', 'messageRequired'],
    ] as const) {
      expect(validateContact({ ...filled, [field]: '   \t ' })).toEqual({
        ok: false,
        errors: { [field]: contactMessages[key] },
      });
    }
  });

  it('trims the text it returns and keeps the phone as digits', () => {
    expect(
      validateContact({
        firstName: '  Ana ',
        lastName: ' Díaz  ',
        email: ' ana@example.com ',
        phone: ' (555) 123-4567 ',
        subject: 'Transferring my benefit',
        message: '\n My question \n',
      }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Ana',
        lastName: 'Díaz',
        email: 'ana@example.com',
        phone: '5551234567',
        subject: 'Transferring my benefit',
        message: 'My question',
      },
    });
  });

  it.each([
    ['5551234567', true],
    ['(555) 123-4567', true],
    ['15551234567', true],
    ['+1 555 123 4567', true],
    ['1-555-123-4567', true],
    // The shared rule's formatting (machines/fields/rules.ts), as the short form takes it.
    ['555.123.4567', true],
    ['25551234567', false],
    ['555123456', false],
    ['555123456789', false],
    ['555-CALL-NOW', false],
  ])('phone %j valid: %s (D9)', (phone, valid) => {
    const result = validateContact({ ...filled, phone });
    if (valid) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: { phone: contactMessages.phoneInvalid } });
  });

  it('accepts only a subject from the list', () => {
    expect(validateContact({ ...filled, subject: 'Free money' })).toEqual({
      ok: false,
      errors: { subject: contactMessages.subjectRequired },
    });
  });
});
