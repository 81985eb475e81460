// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  type PersonalInfoForm,
  personalInfoMessages,
  personalInfoSchema,
} from '../../../src/features/application/personal-info-schema';
import { validate } from '../../../src/lib/validate';
import { keepSsnDigits } from '../../../src/shared/rules/ssn-rules';

const today = new Date(2025, 5, 15);
const schema = personalInfoSchema(today);

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

  it.each(['', '   ', 'A', 'A'.repeat(25), 'Ana3', 'Ana_', '-- --x', "Ana's 2"])(
    'refuses the name %j with A §5’s messages',
    (name) => {
      expect(check({ firstName: name, lastName: name })).toEqual({
        ok: false,
        errors: {
          firstName: personalInfoMessages.firstName,
          lastName: personalInfoMessages.lastName,
        },
      });
    },
  );

  it.each([
    [{ year: '', month: '', day: '' }],
    [{ year: '1980', month: '', day: '1' }],
    [{ year: '1981', month: '2', day: '29' }],
    [{ year: '1980', month: '4', day: '31' }],
    [{ year: '1899', month: '1', day: '1' }],
    [{ year: '2010', month: '1', day: '1' }],
  ])('refuses the date of birth %j', (dob) => {
    expect(check({ dob })).toEqual({ ok: false, errors: { dob: personalInfoMessages.dob } });
  });

  it('accepts someone who turns 18 this year and someone born in 1900', () => {
    expect(check({ dob: { year: '2007', month: '12', day: '31' } }).ok).toBe(true);
    expect(check({ dob: { year: '1900', month: '1', day: '1' } }).ok).toBe(true);
  });

  it.each(['', '123', '12345', '12a4', '12 4'])('refuses the SSN digits %j', (ssn4) => {
    expect(check({ ssn4 })).toEqual({ ok: false, errors: { ssn4: personalInfoMessages.ssn4 } });
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
