import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adultAge,
  DEFAULT_PROGRAM_RULES,
  type ProgramRules,
} from '../../../../machines/program-rules';
import { stepMessages } from '../../../../src/components/step-form/field-words';
import { personalInfoWords } from '../../../../src/features/application/personal-info/personal-info-words';
import { settingsModule } from '../../../support/settings-module';
import { wordContextFor } from '../../../support/word-context';

// D41: who counts as an adult is the profile's rule, said on every page that names it (the
// household worksheet's hint, the income calculator's, step 1's under-age message).
const withAdultAge = (rules: ProgramRules, adult: number): ProgramRules => ({
  ...rules,
  identity: { ...rules.identity, age: { adult, youngestListed: 14 } },
});

describe('adultAge', () => {
  it('reads the profile’s age, and 18 where the profile sets none (D7)', () => {
    expect(DEFAULT_PROGRAM_RULES.identity.age).toBeNull();
    expect(adultAge(DEFAULT_PROGRAM_RULES)).toBe(18);
    expect(adultAge(settingsModule('lifeline').programRules)).toBe(18);
    expect(adultAge(withAdultAge(DEFAULT_PROGRAM_RULES, 21))).toBe(21);
  });

  it('puts the age in step 1’s under-age message', () => {
    const underAge = (rules: ProgramRules) =>
      stepMessages(personalInfoWords, wordContextFor(undefined, rules)).underAge;
    expect(underAge(withAdultAge(DEFAULT_PROGRAM_RULES, 21))?.values).toEqual({ adult: 21 });
    expect(underAge(DEFAULT_PROGRAM_RULES)?.values).toEqual({ adult: 18 });
  });
});

describe('the income calculator under a profile’s adult age', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  async function renderCalculator(adult: number, locale: 'en' | 'es') {
    vi.resetModules();
    const lifeline = settingsModule('lifeline');
    vi.doMock('virtual:carrier-settings', () => ({
      ...lifeline,
      programRules: withAdultAge(lifeline.programRules, adult),
    }));
    const { IncomeCalculator } = await import(
      '../../../../src/features/application/qualification/income-calculator'
    );
    const { renderWithI18n } = await import('../../../components/render-i18n');
    renderWithI18n(
      <IncomeCalculator
        values={{ adults: '1', children: '0', amount: '', period: 'yearly' }}
        onChange={() => {}}
        state="NY"
        errors={{}}
      />,
      locale,
    );
  }

  it('says who counts as an adult and a child by the profile’s age', async () => {
    await renderCalculator(21, 'en');
    expect(screen.getByText('People aged 21 or over, including you')).toBeInTheDocument();
    expect(screen.getByText('People under 21')).toBeInTheDocument();
  });

  it('says it in Spanish too', async () => {
    await renderCalculator(21, 'es');
    expect(screen.getByText('Personas de 21 años o más, usted también')).toBeInTheDocument();
    expect(screen.getByText('Personas menores de 21 años')).toBeInTheDocument();
  });
});
