// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyPersonalFields } from '../../../machines/steps/legacy-personal';
import { personalInformationWords } from '../../../src/features/legacy/personal-information-words';
import { legacyValidation } from './legacy-validation';

const today = new Date(2025, 5, 15);
const { check: validate, messages: m } = legacyValidation(
  legacyPersonalFields,
  personalInformationWords,
  today,
);

const valid = {
  firstName: 'Rosa',
  middleName: 'Elena',
  lastName: 'Martinez-Luna',
  dob: { year: '1984', month: '3', day: '9' },
};

const check = (changes: Record<string, unknown>) => validate({ ...valid, ...changes });

describe('the short form’s name and birth date rows (machines/steps/legacy-personal.ts)', () => {
  it('returns the names trimmed and the date as YYYY-MM-DD (D7)', () => {
    expect(check({ firstName: '  Rosa ', middleName: ' Elena ' })).toEqual({
      ok: true,
      value: { ...valid, dob: '1984-03-09' },
    });
  });

  it.each(['', 'J', 'J.', 'María José', "O'Neil"])('accepts the middle name %j', (middleName) => {
    expect(check({ middleName }).ok).toBe(true);
  });

  it('tells an empty name from a wrong one, with the limits said (D27, D28)', () => {
    expect(check({ firstName: ' ', lastName: '' })).toEqual({
      ok: false,
      errors: { firstName: m.firstNameRequired, lastName: m.lastNameRequired },
    });
    expect(check({ firstName: 'R', lastName: 'Sm1th', middleName: 'E_' })).toEqual({
      ok: false,
      errors: {
        firstName: m.firstNameTooShort,
        middleName: m.middleNameInvalid,
        lastName: m.lastNameInvalid,
      },
    });
    expect(check({ middleName: 'E'.repeat(25) })).toEqual({
      ok: false,
      errors: { middleName: m.middleNameTooLong },
    });
    expect(m.middleNameTooLong?.values).toEqual({ max: 24 });
  });

  it('asks for a missing part of the date, and refuses a date that does not exist', () => {
    expect(check({ dob: { year: '1984', month: '', day: '9' } })).toEqual({
      ok: false,
      errors: { dob: m.dobRequired },
    });
    expect(check({ dob: { year: '1981', month: '2', day: '29' } })).toEqual({
      ok: false,
      errors: { dob: m.dobInvalid },
    });
    expect(check({ dob: { year: '1980', month: '2', day: '29' } }).ok).toBe(true);
  });

  it('takes birth years from 18 years ago back to 1900 only (D7)', () => {
    expect(check({ dob: { year: '2007', month: '1', day: '1' } }).ok).toBe(true);
    expect(check({ dob: { year: '2008', month: '1', day: '1' } })).toEqual({
      ok: false,
      errors: { dob: m.dobInvalid },
    });
    expect(check({ dob: { year: '1899', month: '12', day: '31' } }).ok).toBe(false);
  });
});
