// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type HomeAddressForm,
  HomeAddressSchema,
  homeAddressMessages as m,
} from '../../../src/features/legacy/home-address-schema';
import { validate } from '../../../src/lib/validate';
import { homeAddress } from './first-pages-fixture';

const check = (changes: Partial<HomeAddressForm>) =>
  validate(HomeAddressSchema, { ...homeAddress, ...changes }, m);

const mailing: Partial<HomeAddressForm> = {
  mailingDiffers: true,
  contactAddress: 'PO Box 2231',
  contactCity: 'Santa Fe',
  contactState: 'NM',
  contactZipCode: '87501',
};

const errorOf = (result: ReturnType<typeof check>, field: keyof HomeAddressForm) =>
  result.ok ? undefined : result.errors[field];

describe('the home address schema', () => {
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
  ])('refuses the home zip %j (B §5, D8)', (zipCode, message) => {
    expect(errorOf(check({ zipCode }), 'zipCode')).toBe(message);
  });

  it('refuses a state that is not a US state code', () => {
    expect(errorOf(check({ state: 'XX' }), 'state')).toBe(m.stateRequired);
  });

  it('keeps a ticked mailing address', () => {
    expect(check(mailing)).toEqual({ ok: true, value: { ...homeAddress, ...mailing } });
  });

  it('requires the mailing address, city, state and zip when the box is ticked', () => {
    const result = check({ mailingDiffers: true });
    expect(result.ok).toBe(false);
    expect(result).toEqual({
      ok: false,
      errors: {
        contactAddress: m.contactAddressRequired,
        contactCity: m.contactCityRequired,
        contactState: m.contactStateRequired,
        contactZipCode: m.zipRequired,
      },
    });
    expect(errorOf(check({ ...mailing, contactZipCode: '875' }), 'contactZipCode')).toBe(
      m.zipInvalid,
    );
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
