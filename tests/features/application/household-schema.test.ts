// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  expectedInitials,
  type HouseholdForm,
  householdSchema,
  initialsMatch,
  householdMessages as m,
} from '../../../src/features/application/household-schema';
import { validate } from '../../../src/lib/validate';

const valid: HouseholdForm = {
  optionAdult: '1',
  otherAdultReceivesBenefit: '2',
  MK1: 'AL',
  MK2: 'al',
};

const check = (changes: Partial<HouseholdForm>, expected = 'AL') =>
  validate(householdSchema(expected), { ...valid, ...changes }, m);

describe('expected initials', () => {
  it('are the first letters of the first and last name', () => {
    expect(expectedInitials({ firstName: 'ana', lastName: 'López' })).toBe('AL');
    expect(expectedInitials({ firstName: 'Élodie', lastName: 'Ñúñez' })).toBe('ÉÑ');
    expect(expectedInitials(null)).toBe('');
  });

  it('match case-insensitively (D5), ignoring spaces and periods between the letters', () => {
    expect(initialsMatch('al', 'AL')).toBe(true);
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

  it('reports every missing answer at once (A §5, D23)', () => {
    expect(
      validate(
        householdSchema('AL'),
        { optionAdult: '', otherAdultReceivesBenefit: '', MK1: '', MK2: ' ' },
        m,
      ),
    ).toEqual({
      ok: false,
      errors: {
        optionAdult: m.option,
        otherAdultReceivesBenefit: m.option,
        MK1: m.initialsRequired,
        MK2: m.initialsRequired,
      },
    });
  });

  it('shows the initials message only on a mismatch (D5)', () => {
    expect(check({ MK2: 'XY' })).toEqual({ ok: false, errors: { MK2: m.initialsMismatch } });
    expect(check({}).ok).toBe(true);
  });

  it('only requires initials when there are no names to compare with', () => {
    expect(check({ MK1: 'ZZ', MK2: 'QQ' }, '').ok).toBe(true);
  });

  it('refuses an answer other than yes or no', () => {
    expect(validate(householdSchema('AL'), { ...valid, optionAdult: '3' }, m)).toEqual({
      ok: false,
      errors: { optionAdult: m.option },
    });
  });
});
