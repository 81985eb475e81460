// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formChange,
  incomeForm,
  keepAmountCharacters,
  NEW_INCOME,
  parseIncomeAmount,
  type QualificationForm,
} from '../../../../src/features/application/qualification/qualification-form';
import { qualificationWords } from '../../../../src/features/application/qualification/qualification-words';
import {
  PROGRAM_CODES,
  PROGRAMS,
  PUBLIC_HOUSING_PROGRAMS,
} from '../../../../src/shared/programs/programs';
import { stepValidation } from '../../../support/step-validation';

const blank: QualificationForm = {
  eligibilityProgramCode: '',
  publicHousingCode: '',
  schoolName: '',
  adults: '1',
  children: '0',
  amount: '',
  period: 'monthly',
};

const step = stepValidation('qualification', qualificationWords);
const qualificationMessages = step.messages;
/** The form's values, as the page keeps them: the income's parts in its own value. */
const check = (change: Partial<QualificationForm>) => {
  const { adults, children, amount, period, ...rest } = { ...blank, ...change };
  return step.check({ ...rest, ...formChange({}, { adults, children, amount, period }) });
};

describe('the program list (A §3)', () => {
  it('lists the thirteen programs in order, each once', () => {
    expect(PROGRAMS.map((program) => program.code)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E8',
      'E9',
      'E10',
      'E11',
      'E13',
      'E15',
      'E50',
      'E51',
      'E54',
    ]);
    expect(PROGRAM_CODES).toEqual(PROGRAMS.map((program) => program.code));
  });

  it('names the four housing choices 1 to 4', () => {
    expect(PUBLIC_HOUSING_PROGRAMS.map((choice) => choice.code)).toEqual(['1', '2', '3', '4']);
  });
});

describe('the qualification form', () => {
  it.each(['', 'E99', 'e1'])('asks for a program when the code is %j', (code) => {
    expect(check({ eligibilityProgramCode: code })).toEqual({
      ok: false,
      errors: { eligibilityProgramCode: qualificationMessages.eligibilityProgramCode },
    });
  });

  it('accepts a plain program and drops everything the other programs ask for (A §4)', () => {
    expect(
      check({
        eligibilityProgramCode: 'E2',
        publicHousingCode: '3',
        schoolName: 'Lincoln High',
        amount: '900',
      }),
    ).toEqual({
      ok: true,
      value: { eligibilityProgramCode: 'E2', publicHousingCode: '', schoolName: '', income: null },
    });
  });

  it.each(['', '5', '0'])('asks E4 for a housing choice when it is %j', (publicHousingCode) => {
    expect(check({ eligibilityProgramCode: 'E4', publicHousingCode })).toEqual({
      ok: false,
      errors: { publicHousingCode: qualificationMessages.publicHousingCode },
    });
  });

  it('keeps E4’s housing choice', () => {
    expect(
      check({ eligibilityProgramCode: 'E4', publicHousingCode: '2', schoolName: 'x' }),
    ).toEqual({
      ok: true,
      value: {
        eligibilityProgramCode: 'E4',
        publicHousingCode: '2',
        schoolName: '',
        income: null,
      },
    });
  });

  it.each(['E50', 'E51'])('asks %s for a school name, blanks included', (code) => {
    for (const schoolName of ['', '   ']) {
      expect(check({ eligibilityProgramCode: code, schoolName })).toEqual({
        ok: false,
        errors: { schoolName: qualificationMessages.schoolName },
      });
    }
    expect(check({ eligibilityProgramCode: code, schoolName: '  State College ' })).toEqual({
      ok: true,
      value: {
        eligibilityProgramCode: code,
        publicHousingCode: '',
        schoolName: 'State College',
        income: null,
      },
    });
  });

  it('asks the income route for every missing answer at once (D23)', () => {
    expect(check({ eligibilityProgramCode: 'E13', adults: '', children: '', amount: '' })).toEqual({
      ok: false,
      errors: {
        'income.adults': qualificationMessages.adults,
        'income.children': qualificationMessages.children,
        'income.amount': qualificationMessages.amountRequired,
      },
    });
  });

  it.each(['abc', '1,50', '12.345', '$', '1.2.3'])('refuses the income %j', (amount) => {
    expect(check({ eligibilityProgramCode: 'E13', amount })).toEqual({
      ok: false,
      errors: { 'income.amount': qualificationMessages.amountInvalid },
    });
  });

  it.each([
    ['0', '1'],
    ['11', '0'],
  ])('refuses %s adults and %s children outside 1–10 and 0–10', (adults, children) => {
    const result = check({ eligibilityProgramCode: 'E13', adults, children, amount: '100' });
    expect(result.ok).toBe(false);
  });

  it('returns the income details for E13 only', () => {
    expect(
      check({
        eligibilityProgramCode: 'E13',
        adults: '2',
        children: '3',
        amount: '$2,500.50',
        period: 'yearly',
        publicHousingCode: '1',
        schoolName: 'x',
      }),
    ).toEqual({
      ok: true,
      value: {
        eligibilityProgramCode: 'E13',
        publicHousingCode: '',
        schoolName: '',
        income: { adults: 2, children: 3, amount: 2500.5, period: 'yearly' },
      },
    });
  });
});

describe('income amounts', () => {
  it.each([
    ['1500', 1500],
    [' 1500 ', 1500],
    ['$1,500', 1500],
    ['1,234,567.8', 1234567.8],
    ['0', 0],
    ['1 500', 1500],
    ['', null],
    ['1,50', null],
    ['1.234', null],
    ['-5', null],
  ] as const)('reads %j as %s', (text, amount) => {
    expect(parseIncomeAmount(text)).toBe(amount);
  });

  it('lets only digits, $ and separators be typed', () => {
    expect(keepAmountCharacters('$1,5a00.5-0')).toBe('$1,500.50');
  });
});

describe('the calculator’s values', () => {
  it('start at 1 adult, 0 children, monthly', () => {
    expect(incomeForm(null)).toEqual(NEW_INCOME);
    expect(incomeForm('')).toEqual(NEW_INCOME);
  });

  it('show what the applicant answered before', () => {
    expect(incomeForm({ adults: 3, children: 2, amount: 1800, period: 'yearly' })).toEqual({
      adults: '3',
      children: '2',
      amount: '1800',
      period: 'yearly',
    });
  });
});
