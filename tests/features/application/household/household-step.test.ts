// @vitest-environment node

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAM_RULES } from '../../../../machines/program-rules';
import { answerSchema } from '../../../../machines/step-answers';
import { stepMessages } from '../../../../src/components/step-form/field-words';
import { householdWords } from '../../../../src/features/application/household/household-words';
import { validate } from '../../../../src/lib/validate';
import {
  type ApplicantName,
  expectedInitials,
  initialsMatch,
} from '../../../../src/shared/rules/signature-rules';
import { application } from '../../../support/application-fixture';
import { say } from '../../../support/say';

type HouseholdForm = Record<string, string>;

const householdSchema = (name: ApplicantName | null) =>
  answerSchema('household', {
    rules: DEFAULT_PROGRAM_RULES,
    today: new Date(),
    answers: { personalInfo: name },
  });
/** The step's messages, with the initials the applicant's name gives. */
const householdMessages = (initials: string) =>
  stepMessages(householdWords, {
    i18n,
    text: (text) => text.en,
    rules: DEFAULT_PROGRAM_RULES,
    initials,
    values: {},
  });

/** The fixture's answer (every question the rows ask), as this test's applicant gives it. */
const valid: HouseholdForm = {
  ...(application.answers.household as HouseholdForm),
  optionAdult: '1',
  otherAdultReceivesBenefit: '2',
  MK1: 'AL',
  MK2: 'al',
};

const m = householdMessages('AL');
const text = (result: ReturnType<typeof validate>, field: string) =>
  result.ok ? undefined : say(result.errors[field]);

/** The applicant whose initials are AL; null when step 1 gave no name. */
const ana = { firstName: 'ana', lastName: 'López' };

const check = (changes: Partial<HouseholdForm>, name: typeof ana | null = ana) => {
  const form = { ...valid, ...changes };
  return validate(householdSchema(name), form, householdMessages(expectedInitials(name)));
};

describe('expected initials', () => {
  it('are the first letters of the first and last name', () => {
    expect(expectedInitials({ firstName: 'ana', lastName: 'López' })).toBe('AL');
    expect(expectedInitials({ firstName: 'Élodie', lastName: 'Ñúñez' })).toBe('ÉÑ');
    expect(expectedInitials(null)).toBe('');
  });

  it('match ignoring case and accents (D5, D29), and spaces and periods between the letters', () => {
    expect(initialsMatch('al', 'AL')).toBe(true);
    expect(initialsMatch('EN', 'ÉÑ')).toBe(true);
    expect(initialsMatch('A.L.', 'AL')).toBe(true);
    expect(initialsMatch('éñ', 'ÉÑ')).toBe(true);
    expect(initialsMatch('LA', 'AL')).toBe(false);
    expect(initialsMatch('ALX', 'AL')).toBe(false);
    expect(initialsMatch('A', 'AL')).toBe(false);
  });
});

describe('the household schema', () => {
  it('returns the answers, initials trimmed', () => {
    expect(check({ MK1: ' AL ' })).toEqual({ ok: true, value: valid });
  });

  it('reports every missing answer at once (A §5, D23), a follow-up not yet asked aside', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((name) => [name, '']));
    const result = validate(householdSchema(ana), { ...empty, MK2: ' ' }, m);
    expect(result).toMatchObject({
      ok: false,
      errors: {
        optionAdult: m.optionAdult,
        MK1: m.initialsRequired,
        MK2: m.initialsRequired,
      },
    });
    expect(result).not.toHaveProperty('errors.otherAdultReceivesBenefit');
  });

  it('shows the initials message only on a mismatch (D5)', () => {
    expect(check({ MK2: 'XY' })).toEqual({ ok: false, errors: { MK2: m.initialsMismatch } });
    expect(check({}).ok).toBe(true);
  });

  it('only requires initials when there are no names to compare with', () => {
    expect(check({ MK1: 'ZZ', MK2: 'QQ' }, null).ok).toBe(true);
  });

  it('refuses an answer other than yes or no', () => {
    expect(validate(householdSchema(ana), { ...valid, optionAdult: '3' }, m)).toEqual({
      ok: false,
      errors: { optionAdult: m.optionAdult },
    });
  });

  it.each([
    ['optionAdult', { optionAdult: '' }, 'Choose yes if you live with another adult, or no'],
    [
      'otherAdultReceivesBenefit',
      { otherAdultReceivesBenefit: '' },
      'Choose yes if that adult already gets the benefit, or no',
    ],
    ['MK1', { MK1: '' }, 'Enter your initials, A L'],
    [
      'MK2',
      { MK2: 'ZZ' },
      'Your initials are A L: the first letter of your first name and of your last name',
    ],
  ] as const)('says what %s needs: %j', (field, changes, message) => {
    expect(text(check(changes), field)).toBe(message);
  });

  it('does not ask whether the other adult gets the benefit after "no" (it is kept as no)', () => {
    expect(check({ optionAdult: '2', otherAdultReceivesBenefit: '' })).toEqual({
      ok: true,
      value: { ...valid, optionAdult: '2', otherAdultReceivesBenefit: '2', MK2: 'al' },
    });
  });
});
