// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DateParts } from '../../../../machines/answers/birth-date';
import { defaultLanguage } from '../../../../src/features/application/personal-info/personal-info-page';
import { personalInfoWords } from '../../../../src/features/application/personal-info/personal-info-words';
import { validate } from '../../../../src/lib/validate';
import { keepSsnDigits } from '../../../../src/shared/rules/ssn-rules';
import { say } from '../../../support/say';
import { stepValidation } from '../../../support/step-validation';

const today = new Date(2025, 5, 15);
const step = stepValidation('personalInfo', personalInfoWords, { today });
const { schema } = step;
const personalInfoMessages = step.messages;

interface PersonalInfoForm {
  firstName: string;
  lastName: string;
  dob: DateParts;
  ssn4: string;
  language: string;
}

const valid: PersonalInfoForm = {
  firstName: 'Ana',
  lastName: 'López',
  dob: { year: '1980', month: '2', day: '29' },
  ssn4: '1234',
  language: 'Spanish',
};

const check = (changes: Partial<PersonalInfoForm>) =>
  validate(schema, { ...valid, ...changes }, personalInfoMessages);

describe('the personal information schema', () => {
  it('returns the personal data with the date as YYYY-MM-DD (D7)', () => {
    expect(check({ firstName: '  Ana ' })).toEqual({
      ok: true,
      value: { ...valid, dob: '1980-02-29' },
    });
  });

  it.each(['Jo', 'José', 'Núñez', 'Smith-Jones', 'St.John', 'Françoise', 'Ñ'.repeat(24)])(
    'accepts the name %j (letters incl. accented, period, hyphen)',
    (name) => {
      expect(check({ firstName: name, lastName: name }).ok).toBe(true);
    },
  );

  it.each([
    ['Mary Ann', 'Mary Ann'],
    ["O'Brien", "O'Brien"],
    ['De la  Cruz', 'De la Cruz'],
    ['Núñez-López', 'Núñez-López'],
  ])('accepts the real name %j', (name, sent) => {
    expect(check({ firstName: name, lastName: name })).toMatchObject({
      ok: true,
      value: { firstName: sent, lastName: sent },
    });
  });

  it('accepts an accent typed as a separate mark, and sends it composed', () => {
    const result = check({ firstName: 'Jose\u0301' });
    expect(result).toMatchObject({ ok: true, value: { firstName: 'José' } });
  });

  // D28: "Rodríguez de la Concepción" is 26 characters: kept whole, refused with the limit.
  it.each([
    ['', 'Enter your first name', 'Enter your last name'],
    ['   ', 'Enter your first name', 'Enter your last name'],
    ['J', 'First name must be 2 characters or more', 'Last name must be 2 characters or more'],
    [
      'Rodríguez de la Concepción',
      'First name must be 24 characters or fewer',
      'Last name must be 24 characters or fewer',
    ],
    ...['Sm1th', 'Ana_', '-- --x', "Ana's 2"].map((name) => [
      name,
      'First name must only include letters, spaces, hyphens, apostrophes and periods',
      'Last name must only include letters, spaces, hyphens, apostrophes and periods',
    ]),
  ])('refuses the name %j, saying what is wrong (D27, D28)', (name, first, last) => {
    const result = check({ firstName: name, lastName: name });
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(say(errors.firstName)).toBe(first);
    expect(say(errors.lastName)).toBe(last);
  });

  it('keeps a long name whole: the value is never cut (D28)', () => {
    const result = check({ lastName: 'Rodríguez de la Concepción' });
    expect(result).toEqual({
      ok: false,
      errors: { lastName: personalInfoMessages.lastNameTooLong },
    });
    expect(check({ lastName: 'Rodríguez de la Cruz' })).toMatchObject({
      ok: true,
      value: { lastName: 'Rodríguez de la Cruz' },
    });
  });

  it.each([
    [{ year: '', month: '', day: '' }, 'dobRequired'],
    [{ year: '1980', month: '', day: '1' }, 'dobRequired'],
    [{ year: '1981', month: '2', day: '29' }, 'dobInvalid'],
    [{ year: '2007', month: '2', day: '29' }, 'dobInvalid'],
    [{ year: '1980', month: '4', day: '31' }, 'dobInvalid'],
    [{ year: '1899', month: '1', day: '1' }, 'dobInvalid'],
    [{ year: '2010', month: '1', day: '1' }, 'dobInvalid'],
  ] as const)('refuses the date of birth %j with %s', (dob, key) => {
    expect(check({ dob })).toEqual({ ok: false, errors: { dob: personalInfoMessages[key] } });
  });

  it('says that 29 February of a year that is not a leap year does not exist', () => {
    const result = check({ dob: { year: '2007', month: '2', day: '29' } });
    expect(result.ok ? '' : result.errors.dob?.message).toBe(
      'This date does not exist: check the day and the month',
    );
  });

  it('accepts someone who turns 18 this year and someone born in 1900', () => {
    expect(check({ dob: { year: '2007', month: '12', day: '31' } }).ok).toBe(true);
    expect(check({ dob: { year: '1900', month: '1', day: '1' } }).ok).toBe(true);
  });

  it.each([
    ['', 'Enter the last 4 digits of your Social Security number'],
    ['123', 'Last 4 digits of your Social Security number must be 4 numbers, like 1234'],
    ['12345', 'Last 4 digits of your Social Security number must be 4 numbers, like 1234'],
    ['12a4', 'Last 4 digits of your Social Security number must be 4 numbers, like 1234'],
    ['12 4', 'Last 4 digits of your Social Security number must be 4 numbers, like 1234'],
  ])('refuses the SSN digits %j: %s', (ssn4, message) => {
    const result = check({ ssn4 });
    expect(result.ok ? '' : result.errors.ssn4?.message).toBe(message);
  });

  it('accepts a name with a period: "St. John", "J. R."', () => {
    expect(check({ firstName: 'J. R.', lastName: 'St. John' }).ok).toBe(true);
  });

  it('says it in Spanish too, empty and invalid apart', () => {
    const result = check({
      firstName: '',
      lastName: 'Sm1th',
      dob: { year: '2007', month: '2', day: '29' },
    });
    const errors = result.ok ? {} : result.errors;
    expect(say(errors.firstName, 'es')).toBe('Escriba su nombre');
    expect(say(errors.lastName, 'es')).toBe(
      'El apellido solo puede tener letras, espacios, guiones, apóstrofos y puntos',
    );
    expect(say(errors.dob, 'es')).toBe('Esta fecha no existe: revise el día y el mes');
  });

  it('requires a language', () => {
    expect(check({ language: '' })).toEqual({
      ok: false,
      errors: { language: personalInfoMessages.language },
    });
  });

  it('reports every field at once (D23)', () => {
    const result = validate(
      schema,
      {
        firstName: '',
        lastName: '',
        dob: { year: '', month: '', day: '' },
        ssn4: '',
        language: '',
      },
      personalInfoMessages,
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([
      'firstName',
      'lastName',
      'dob',
      'ssn4',
      'language',
    ]);
  });
});

describe('the SSN field', () => {
  it('keeps four digits at most, dropping anything else', () => {
    expect(keepSsnDigits('12-3 4')).toBe('1234');
    expect(keepSsnDigits('123456')).toBe('1234');
    expect(keepSsnDigits('abc')).toBe('');
  });
});

describe('the default language', () => {
  it('follows the language the site is read in', () => {
    expect(defaultLanguage('es')).toBe('Spanish');
    expect(defaultLanguage('es-US')).toBe('Spanish');
    expect(defaultLanguage('en')).toBe('English');
  });
});
