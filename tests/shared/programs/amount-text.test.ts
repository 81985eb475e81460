import { describe, expect, it } from 'vitest';
import { loadProfile } from '../../../profiles/load-profile';
import { type Profile, SERVICES, type Text } from '../../../profiles/schema';
import {
  AMOUNT_PLACEHOLDER,
  type Amounts,
  fillAmounts,
  planAmount,
} from '../../../src/shared/programs/amount-text';

// D50: the profiles' texts name the monthly amounts as placeholders that the pages fill with
// the amounts of `benefit.byService` and of the carrier's plan.

const lifeline = loadProfile('lifeline');
const acp = loadProfile('acp');
const amounts = (plan: Amounts['plan']): Amounts => ({
  byService: lifeline.benefit.byService,
  plan,
});

/** Every `{ en, es }` text of a value, with its path. */
function texts(value: unknown, path = ''): [string, Text][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && typeof record.es === 'string') {
      return [[path.slice(1), record as unknown as Text]];
    }
    return Object.entries(record).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  }
  return [];
}

describe('fillAmounts', () => {
  it('fills a service’s amounts, the plan’s, and the date the voice-only amount holds until', () => {
    const words =
      '{broadband.monthly} {voiceOnly.monthly} {broadband.tribalMonthly} {voiceOnly.tribalMonthly} until {voiceOnly.until}; ours: {plan.name}, {plan.monthly}';
    expect(fillAmounts(words, 'en', amounts('broadband'))).toBe(
      '$9.25 $5.25 $34.25 $30.25 until November 30, 2027; ours: broadband internet service, $9.25',
    );
    expect(fillAmounts(words, 'en', amounts('voiceOnly'))).toBe(
      '$9.25 $5.25 $34.25 $30.25 until November 30, 2027; ours: phone service only, $5.25',
    );
    expect(fillAmounts('hasta el {plan.until}: {plan.name}', 'es', amounts('voiceOnly'))).toBe(
      'hasta el 30 de noviembre de 2027: solo servicio telefónico',
    );
  });

  it('leaves a placeholder it cannot fill as written, for a test to find', () => {
    expect(fillAmounts('{plan.monthly}', 'en', { byService: null, plan: null })).toBe(
      '{plan.monthly}',
    );
    expect(fillAmounts('{broadband.until}', 'en', amounts('broadband'))).toBe('{broadband.until}');
    expect(fillAmounts('{plan.monthly}', 'en', amounts(null))).toBe('{plan.monthly}');
  });

  it('gives the plan’s amounts, or none where the program pays one amount', () => {
    expect(planAmount(amounts('voiceOnly'))?.monthly).toBe(5.25);
    expect(planAmount({ byService: null, plan: null })).toBeNull();
  });
});

describe('the profiles’ texts and their amounts', () => {
  const filled = (profile: Profile, plan: Amounts['plan'], locale: 'en' | 'es') =>
    texts(profile).map(([path, text]) => [
      path,
      fillAmounts(text[locale], locale, { byService: profile.benefit.byService, plan }),
    ]);

  it.each(SERVICES)('Lifeline’s fill completely for a %s plan, in both languages', (service) => {
    for (const locale of ['en', 'es'] as const) {
      for (const [path, words] of filled(lifeline, service, locale)) {
        expect(words, `${path} (${locale})`).not.toMatch(/\{(broadband|voiceOnly|plan)\./);
      }
    }
  });

  it('Lifeline’s information pages state no monthly amount of their own: all come from byService', () => {
    for (const [path, text] of texts(lifeline.site)) {
      for (const words of [text.en, text.es]) {
        expect(words, path).not.toMatch(/\$(9\.25|5\.25|34\.25|30\.25)\b/);
      }
    }
  });

  it('Lifeline’s pages explain the voice-only amount and its end date where they explain the amounts', () => {
    for (const items of [lifeline.site.home.benefitItems, lifeline.site.about.benefitItems]) {
      const english = items.map((item) => item.en).join(' ');
      expect(english).toContain('{voiceOnly.monthly}');
      expect(english).toContain('{voiceOnly.until}');
      expect(english).toContain('{broadband.monthly}');
      expect(english).toMatch(/\{broadband\.tribalMonthly\}.*\{voiceOnly\.tribalMonthly\}/);
    }
  });

  it('D58: Lifeline’s Tribal notes give the amounts of the carrier’s plan’s service', () => {
    for (const note of [lifeline.tribalNotes.application, lifeline.tribalNotes.legacy]) {
      for (const words of [note.en, note.es]) {
        expect(words).not.toMatch(/\$(9\.25|5\.25|34\.25|30\.25)\b/);
        expect(words).toContain('{plan.tribalMonthly}');
        expect(words).toContain('{plan.monthly}');
      }
    }
    const fill = (plan: Amounts['plan']) =>
      fillAmounts(lifeline.tribalNotes.application.en, 'en', amounts(plan));
    expect(fill('voiceOnly')).toMatch(
      /up to \$30\.25 a month off our plan, instead of up to \$5\.25/,
    );
    expect(fill('broadband')).toMatch(
      /up to \$34\.25 a month off our plan, instead of up to \$9\.25/,
    );
  });

  it('the ACP’s have no placeholders: they keep A and B’s figures', () => {
    for (const [path, text] of texts(acp)) {
      expect(`${text.en} ${text.es}`, path).not.toMatch(AMOUNT_PLACEHOLDER);
    }
  });
});
