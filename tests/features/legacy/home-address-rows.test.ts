// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyHomeAddressFields } from '../../../machines/steps/legacy-home-address';
import { homeAddressWords } from '../../../src/features/legacy/home-address-words';
import { homeAddress } from './first-pages-fixture';
import { legacyValidation } from './legacy-validation';

const { check: validate, messages: m } = legacyValidation(
  legacyHomeAddressFields,
  homeAddressWords,
);
const check = (changes: Record<string, unknown>) => validate({ ...homeAddress, ...changes });

const mailing = {
  mailingDiffers: true,
  contactAddress: 'PO Box 2231',
  contactCity: 'Santa Fe',
  contactState: 'NM',
  contactZipCode: '87501',
};

const errorOf = (result: ReturnType<typeof check>, field: string) =>
  result.ok ? undefined : result.errors[field];

describe('the home address rows (machines/steps/legacy-home-address.ts)', () => {
  it('trims the answer and empties the mailing fields when the box is not ticked', () => {
    expect(
      check({ address: '  1420 Calle del Sol SW ', contactAddress: 'typed, then unticked' }),
    ).toEqual({ ok: true, value: homeAddress });
  });

  it.each([
    ['', m.zipRequired],
    ['8710', m.zipInvalid],
    ['871050', m.zipInvalid],
    ['8710a', m.zipInvalid],
  ])('refuses the home zip %j with the zip page’s rule (B §5, D8)', (zipCode, message) => {
    expect(errorOf(check({ zipCode }), 'zipCode')).toBe(message);
  });

  it('refuses a state that is not a US state code, and a street of one character', () => {
    expect(errorOf(check({ state: 'XX' }), 'state')).toBe(m.stateRequired);
    expect(errorOf(check({ address: 'A' }), 'address')).toBe(m.addressInvalid);
  });

  it('keeps a ticked mailing address', () => {
    expect(check(mailing)).toEqual({ ok: true, value: { ...homeAddress, ...mailing } });
  });

  it('requires the mailing address, city, state and zip when the box is ticked', () => {
    expect(check({ mailingDiffers: true })).toEqual({
      ok: false,
      errors: {
        contactAddress: m.mailingAddressRequired,
        contactCity: m.mailingCityRequired,
        contactState: m.mailingStateRequired,
        contactZipCode: m.mailingZipRequired,
      },
    });
    expect(errorOf(check({ ...mailing, contactZipCode: '875' }), 'contactZipCode')).toBe(
      m.mailingZipInvalid,
    );
  });

  it('says the zip codes’ messages in B §5’s words, home and mailing alike', () => {
    expect(m.mailingZipRequired).toEqual(m.zipRequired);
    expect(m.mailingZipInvalid).toEqual(m.zipInvalid);
  });

  it('keeps an urbanization only for a Puerto Rico address', () => {
    const result = check({
      state: 'PR',
      urbanizationCode: ' URB Las Gladiolas ',
      ...mailing,
      contactUrbCode: 'URB Sagrado',
    });
    expect(result.ok && result.value.urbanizationCode).toBe('URB Las Gladiolas');
    expect(result.ok && result.value.contactUrbCode).toBe('');
    const mailingInPr = check({ ...mailing, contactState: 'PR', contactUrbCode: 'URB Sagrado' });
    expect(mailingInPr.ok && mailingInPr.value.contactUrbCode).toBe('URB Sagrado');
    expect(mailingInPr.ok && mailingInPr.value.urbanizationCode).toBe('');
  });
});
