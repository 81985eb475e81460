import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLocale } from '../../src/lib/money';
import { formatMoney as reviewMoney } from '../../src/shared/review/review-answers';

describe('money in both languages (issue 16: "10,01 US$" on one page, "$10.01" on others)', () => {
  it('writes U.S. dollars U.S. style in English and in Spanish', () => {
    expect(formatMoney(10.01, 'en')).toBe('$10.01');
    expect(formatMoney(10.01, 'es')).toBe('$10.01');
    expect(formatMoney(1850.5, 'es')).toBe('$1,850.50');
    expect(formatMoney(29160, 'es')).toBe('$29,160.00');
    // What a bare 'es' gave before.
    expect(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(10.01),
    ).not.toBe('$10.01');
  });

  it('shows cents always, only when there are some, or never', () => {
    expect(formatMoney(30, 'en')).toBe('$30.00');
    expect(formatMoney(30, 'en', { cents: 'whenAny' })).toBe('$30');
    expect(formatMoney(30.5, 'es', { cents: 'whenAny' })).toBe('$30.50');
    expect(formatMoney(29160, 'es', { cents: 'never' })).toBe('$29,160');
  });

  it('signs an increment when asked', () => {
    expect(formatMoney(5680, 'es', { cents: 'never', sign: 'always' })).toBe('+$5,680');
    expect(formatMoney(5680, 'en', { cents: 'never' })).toBe('$5,680');
  });

  it('puts the language in the U.S. region, whatever form it comes in', () => {
    expect(moneyLocale('es')).toBe('es-US');
    expect(moneyLocale('es-MX')).toBe('es-US');
    expect(moneyLocale('EN')).toBe('en-US');
    expect(moneyLocale('')).toBe('en-US');
  });

  it('is what the review of answers shows, in Spanish too', () => {
    expect(reviewMoney(2500, 'es')).toBe('$2,500');
    expect(reviewMoney(1850.5, 'es')).toBe('$1,850.50');
  });
});
