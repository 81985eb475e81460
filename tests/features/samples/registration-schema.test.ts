// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  registrationMessages,
  validateRegistration,
} from '../../../src/features/samples/registration-schema';

const valid = {
  email: 'ana@example.com',
  password: 'twelve chars',
  confirmPassword: 'twelve chars',
};

describe('validateRegistration', () => {
  it('accepts exactly 12 characters, spaces included, and trims the e-mail', () => {
    const result = validateRegistration({ ...valid, email: '  ana@example.com ' });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('counts an emoji as one character', () => {
    const password = `${'a'.repeat(10)}🙂`;
    const result = validateRegistration({ ...valid, password, confirmPassword: password });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.password).toBe(registrationMessages.passwordShort);
  });

  it('does not compare the passwords while the password itself fails', () => {
    const result = validateRegistration({ ...valid, password: 'short', confirmPassword: 'other' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({ password: registrationMessages.passwordShort });
    }
  });

  it('compares the passwords exactly, case and spaces included', () => {
    const result = validateRegistration({ ...valid, confirmPassword: 'Twelve chars' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({ confirmPassword: registrationMessages.confirmMismatch });
    }
    const spaced = validateRegistration({ ...valid, confirmPassword: 'twelve chars ' });
    expect(spaced.ok).toBe(false);
  });
});
