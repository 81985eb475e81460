// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { initialContext } from '../../../machines/enrolment.machine';
import type { ApplicationData } from '../../../machines/flow-types';
import {
  type AddressFormValues,
  confirmAddressSchema,
  initialAddressValues,
  keepPhoneDigits,
  confirmAddressMessages as m,
  toSavedEnrolment,
} from '../../../src/features/enrolment/confirm-address-schema';
import { validate } from '../../../src/lib/validate';
import { hasUnlimitedData } from '../../../src/shared/plans/plan-card';
import { tribalApplication } from '../../support/application-fixture';
import { qualifiedContext, savedEnrolment } from './saved-enrolment-fixture';

const today = new Date('2026-11-21T12:00:00Z');
const schema = confirmAddressSchema(today);

const valid: AddressFormValues = {
  firstName: ' Ana ',
  lastName: 'Lopez',
  dob: { year: '1985', month: '3', day: '9' },
  emailAddress: 'ana@example.com ',
  contactPhoneNumber: '5551234567',
  shippingState: 'NY',
  shippingCity: 'Albany',
  shippingAddress1: '12 Main Street',
  shippingAddress2: '',
  shippingZipcode: '12207',
};

const context = { ...initialContext(), ...qualifiedContext() };

describe('the confirm-address schema (A §5, D7, D9)', () => {
  it('accepts a complete form, trimmed, with the date as MM/DD/YYYY', () => {
    const result = validate(schema, valid, m);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Ana', emailAddress: 'ana@example.com', dob: '03/09/1985' },
    });
  });

  it.each<[Partial<AddressFormValues>, keyof AddressFormValues, keyof typeof m]>([
    [{ firstName: '  ' }, 'firstName', 'firstNameRequired'],
    [{ lastName: '' }, 'lastName', 'lastNameRequired'],
    [{ dob: { year: '1985', month: '', day: '9' } }, 'dob', 'dobRequired'],
    [{ dob: { year: '1985', month: '2', day: '30' } }, 'dob', 'dobInvalid'],
    [{ dob: { year: '2015', month: '1', day: '1' } }, 'dob', 'dobInvalid'],
    [{ emailAddress: '' }, 'emailAddress', 'emailRequired'],
    [{ emailAddress: 'ana@example' }, 'emailAddress', 'emailInvalid'],
    [{ contactPhoneNumber: '' }, 'contactPhoneNumber', 'phoneRequired'],
    [{ contactPhoneNumber: '0551234567' }, 'contactPhoneNumber', 'phoneInvalid'],
    [{ contactPhoneNumber: '1551234567' }, 'contactPhoneNumber', 'phoneInvalid'],
    [{ contactPhoneNumber: '15551234567' }, 'contactPhoneNumber', 'phoneInvalid'],
    [{ shippingState: '' }, 'shippingState', 'stateRequired'],
    [{ shippingState: 'XX' }, 'shippingState', 'stateRequired'],
    [{ shippingCity: ' ' }, 'shippingCity', 'cityRequired'],
    [{ shippingAddress1: '' }, 'shippingAddress1', 'addressRequired'],
    [{ shippingAddress1: ' 1 ' }, 'shippingAddress1', 'addressInvalid'],
    [{ shippingZipcode: '' }, 'shippingZipcode', 'zipRequired'],
    [{ shippingZipcode: '1220' }, 'shippingZipcode', 'zipInvalid'],
  ])('refuses %o', (change, field, message) => {
    expect(validate(schema, { ...valid, ...change }, m)).toEqual({
      ok: false,
      errors: { [field]: m[message] },
    });
  });

  it('keeps only ten digits in the phone field', () => {
    expect(keepPhoneDigits('(555) 123-4567 ext')).toBe('5551234567');
    expect(keepPhoneDigits('555123456789')).toBe('5551234567');
  });
});

describe('the confirm-address data', () => {
  it('starts from the saved enrolment data', () => {
    expect(initialAddressValues(context)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      dob: { year: '1985', month: '3', day: '9' },
      emailAddress: 'ana.lopez@example.com',
      contactPhoneNumber: '5551234567',
      shippingState: 'NY',
      shippingCity: 'Albany',
      shippingAddress1: '12 Main Street',
      shippingAddress2: 'Apt 4',
      shippingZipcode: '12207',
    });
  });

  it('starts empty when nothing is known', () => {
    const values = initialAddressValues(initialContext());
    expect(Object.values(values).every((value) => value === '' || typeof value === 'object')).toBe(
      true,
    );
    expect(values.dob).toEqual({ year: '', month: '', day: '' });
  });

  it('flags a tribal applicant without saved data (D25)', () => {
    const application: ApplicationData = tribalApplication;
    const result = validate(schema, valid, m);
    if (!result.ok) throw new Error('valid form refused');
    const saved = toSavedEnrolment(result.value, {
      ...context,
      savedEnrolment: null,
      application,
    });
    expect(saved).toMatchObject({
      ebbpTribalBenefitFlag: '1',
      // Where the household lives: the application's home state.
      state: 'NM',
      applicationId: 'A12345678',
      shippingCountry: 'US',
    });
  });

  it('keeps the saved flag and home state', () => {
    const result = validate(schema, { ...valid, shippingState: 'NJ' }, m);
    if (!result.ok) throw new Error('valid form refused');
    expect(
      toSavedEnrolment(result.value, {
        ...context,
        savedEnrolment: { ...savedEnrolment, state: 'VT', ebbpTribalBenefitFlag: '1' },
      }),
    ).toMatchObject({ shippingState: 'NJ', state: 'VT', ebbpTribalBenefitFlag: '1' });
  });
});

describe('hasUnlimitedData (D25)', () => {
  it('is false for a household with no tribal sign', () => {
    expect(hasUnlimitedData(context)).toBe(false);
    expect(hasUnlimitedData(initialContext())).toBe(false);
  });
});
