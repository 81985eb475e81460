// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { initialContext } from '../../../machines/enrolment.machine';
import { enrolmentDetails } from '../../../machines/enrolment-details';
import { stepSchema } from '../../../machines/fields/field-list';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { shippingDetailsFields } from '../../../machines/steps/shipping-details';
import { claimsTribalBenefit } from '../../../machines/tribal-benefit';
import { stepMessages } from '../../../src/components/step-form/field-words';
import { confirmAddressWords } from '../../../src/features/enrolment/confirm-address-words';
import { validate } from '../../../src/lib/validate';
import { settingsModule } from '../../support/settings-module';
import { wordContextFor } from '../../support/word-context';
import { qualifiedContext } from './saved-enrolment-fixture';

const today = new Date('2026-11-21T12:00:00Z');
const schemaUnder = (rules = DEFAULT_PROGRAM_RULES) =>
  stepSchema(shippingDetailsFields, { rules, today, answers: {} });
const schema = schemaUnder();
const m = stepMessages(confirmAddressWords, wordContextFor());

const valid = {
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

describe('the confirm-address rows (A §5, D7, D9)', () => {
  it('accept a complete form, trimmed, with the date as YYYY-MM-DD', () => {
    const result = validate(schema, valid, m);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Ana', emailAddress: 'ana@example.com', dob: '1985-03-09' },
    });
  });

  it.each<[Partial<typeof valid>, string, string]>([
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
  ])('refuse %o', (change, field, message) => {
    expect(validate(schema, { ...valid, ...change }, m)).toEqual({
      ok: false,
      errors: { [field]: m[message] },
    });
  });

  it('judge names by the profile’s rules (D52): a one-letter name where Lifeline takes it', () => {
    const lifeline = settingsModule('lifeline').programRules;
    const short = { ...valid, firstName: 'J', emailAddress: '', contactPhoneNumber: '' };
    expect(validate(schemaUnder(lifeline), short, m).ok).toBe(
      lifeline.identity.nameLength.min <= 1,
    );
    expect(validate(schema, short, m)).toMatchObject({
      ok: false,
      errors: { firstName: m.firstNameTooShort },
    });
  });

  it('ask the middle name where the profile does, and keep it (D52)', () => {
    const lifeline = settingsModule('lifeline').programRules;
    const result = validate(schemaUnder(lifeline), { ...valid, middleName: 'Elena' }, m);
    expect(result).toMatchObject({ ok: true, value: { middleName: 'Elena' } });
    expect(validate(schema, { ...valid, middleName: 'Elena' }, m)).toMatchObject({ ok: true });
    expect(validate(schema, { ...valid, middleName: 'Elena' }, m)).not.toMatchObject({
      value: { middleName: 'Elena' },
    });
  });
});

describe('the details the form starts from', () => {
  it('are those given on the form before', () => {
    expect(enrolmentDetails(context)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      dob: '1985-03-09',
      emailAddress: 'ana.lopez@example.com',
      contactPhoneNumber: '5551234567',
      shippingState: 'NY',
      shippingCity: 'Albany',
      shippingAddress1: '12 Main Street',
      shippingAddress2: 'Apt 4',
      shippingZipcode: '12207',
    });
  });

  it('are none when nothing is known', () => {
    expect(enrolmentDetails(initialContext())).toBeNull();
  });
});

describe('the Tribal benefit (D25)', () => {
  it('is false for a household with no tribal sign', () => {
    expect(claimsTribalBenefit(context)).toBe(false);
    expect(claimsTribalBenefit(initialContext())).toBe(false);
  });
});
