// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isStateCode,
  stateName,
  stateOptions,
  US_STATES,
} from '../../../src/shared/address/us-states';

const TERRITORIES = ['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI'];

describe('US_STATES', () => {
  it('has 59 entries: 50 states, DC and 8 territories/associated states', () => {
    expect(US_STATES).toHaveLength(59);
    const codes = US_STATES.map((s) => s.code);
    expect(codes).toContain('DC');
    for (const code of TERRITORIES) expect(codes).toContain(code);
  });

  it('has unique two-letter codes and unique names', () => {
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(US_STATES.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('isStateCode', () => {
  it('accepts every listed code', () => {
    for (const { code } of US_STATES) expect(isStateCode(code)).toBe(true);
  });

  it('rejects military codes, lowercase and junk', () => {
    for (const value of ['AE', 'AA', 'AP', 'ny', 'XX', '', 'NYC']) {
      expect(isStateCode(value)).toBe(false);
    }
  });
});

describe('stateName', () => {
  it('returns the English name', () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateName('DC')).toBe('District of Columbia');
    expect(stateName('PR')).toBe('Puerto Rico');
    expect(stateName('FM')).toBe('Federated States of Micronesia');
    expect(stateName('VI')).toBe('U.S. Virgin Islands');
  });
});

describe('state names in Spanish (issue 16)', () => {
  it('gives a Spanish reader the names they know, the USPS code as the value', () => {
    expect(stateName('NY', 'es')).toBe('Nueva York');
    expect(stateName('NC', 'es')).toBe('Carolina del Norte');
    expect(stateName('LA', 'es')).toBe('Luisiana');
    expect(stateName('PA', 'es')).toBe('Pensilvania');
    expect(stateName('TX', 'es')).toBe('Texas');
    expect(stateName('NY', 'en')).toBe('New York');
    const options = stateOptions('es');
    expect(options).toHaveLength(US_STATES.length);
    expect(options.find((option) => option.value === 'NY')?.label).toBe('Nueva York');
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
  });

  it('sorts the Spanish list by its Spanish names, and leaves the English list as it was', () => {
    const labels = stateOptions('es').map((option) => option.label);
    const collator = new Intl.Collator('es');
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(labels.indexOf('Carolina del Norte')).toBeLessThan(labels.indexOf('Colorado'));
    expect(stateOptions('en').map((option) => option.label)).toEqual(
      US_STATES.map((state) => state.name),
    );
  });
});
