// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRAM_RULES } from '../../../../machines/program-rules';
import { answerSchema } from '../../../../machines/step-answers';
import type { ContactInfo } from '../../../../machines/steps/contact-info';
import { stepMessages } from '../../../../src/components/step-form/field-words';
import { contactInfoWords } from '../../../../src/features/application/contact-info/contact-info-words';
import { validate } from '../../../../src/lib/validate';
import { wordContextFor } from '../../../support/word-context';

/** The form's values: the consent box may be unticked. */
type ContactInfoForm = Omit<ContactInfo, 'consent'> & { consent: boolean };
const ContactInfoSchema = answerSchema('contactInfo', {
  rules: DEFAULT_PROGRAM_RULES,
  today: new Date(),
  answers: {},
});
const m = stepMessages(contactInfoWords, wordContextFor());

import { keepDigits, pastedPhoneDigits } from '../../../../src/shared/rules/contact-rules';

const valid: ContactInfoForm = {
  contactPhoneNumber: '5551234567',
  contactEmail: 'ana@example.com',
  consent: true,
  marketingConsent: false,
  address: '1 Main St',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
  mailingSameAsHome: true,
  contactAddress: '',
  contactCity: '',
  contactState: '',
  contactZipCode: '',
};

const check = (changes: Partial<ContactInfoForm>) =>
  validate(ContactInfoSchema, { ...valid, ...changes }, m);

describe('the contact information schema', () => {
  it('copies the home address into the mailing address when they are the same', () => {
    expect(check({ contactAddress: 'typed before ticking', contactState: 'CA' })).toEqual({
      ok: true,
      value: {
        ...valid,
        contactAddress: '1 Main St',
        contactCity: 'New York',
        contactState: 'NY',
        contactZipCode: '10001',
      },
    });
  });

  it('keeps a different mailing address as typed, trimmed', () => {
    const mailing = {
      mailingSameAsHome: false,
      contactAddress: ' PO Box 12 ',
      contactCity: 'Albany',
      contactState: 'NY',
      contactZipCode: '12201',
    };
    expect(check(mailing)).toEqual({
      ok: true,
      value: { ...valid, ...mailing, contactAddress: 'PO Box 12' },
    });
  });

  it('reports every empty field with A §5’s messages (D23)', () => {
    const result = validate(
      ContactInfoSchema,
      {
        contactPhoneNumber: '',
        contactEmail: '',
        consent: false,
        address: '',
        city: ' ',
        state: '',
        zipCode: '',
        mailingSameAsHome: false,
        contactAddress: '',
        contactCity: '',
        contactState: '',
        contactZipCode: '',
      },
      m,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        contactPhoneNumber: m.phoneRequired,
        contactEmail: m.emailRequired,
        consent: m.consent,
        address: m.addressRequired,
        city: m.cityRequired,
        state: m.stateRequired,
        zipCode: m.zipRequired,
        contactAddress: m.mailingAddressRequired,
        contactCity: m.mailingCityRequired,
        contactState: m.mailingStateRequired,
        contactZipCode: m.mailingZipRequired,
      },
    });
  });

  it('does not ask for the mailing fields while the same-address box is ticked', () => {
    expect(check({ contactZipCode: 'x', contactState: 'ZZ' }).ok).toBe(true);
  });

  it.each(['555123456', '55512345678'])('refuses the phone %j', (contactPhoneNumber) => {
    expect(check({ contactPhoneNumber })).toEqual({
      ok: false,
      errors: { contactPhoneNumber: m.phoneInvalid },
    });
  });

  it('sends the phone as its ten digits', () => {
    expect(check({ contactPhoneNumber: '(555) 123-4567' })).toMatchObject({
      ok: true,
      value: { contactPhoneNumber: '5551234567' },
    });
  });

  it.each(['ana', 'ana@example', 'ana @example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses the e-mail %j',
    (contactEmail) => {
      expect(check({ contactEmail })).toEqual({
        ok: false,
        errors: { contactEmail: m.emailInvalid },
      });
    },
  );

  it('refuses a one-character address, and a state that is not one of the 59', () => {
    expect(check({ address: 'A', state: 'XX' })).toEqual({
      ok: false,
      errors: { address: m.addressInvalid, state: m.stateRequired },
    });
  });

  it.each(['1000', '100011', '1000a'])('refuses the home zip %j', (zipCode) => {
    expect(check({ zipCode })).toEqual({ ok: false, errors: { zipCode: m.zipInvalid } });
  });

  it('refuses a short mailing zip and address', () => {
    expect(
      check({
        mailingSameAsHome: false,
        contactAddress: 'B',
        contactCity: 'Albany',
        contactState: 'NY',
        contactZipCode: '122',
      }),
    ).toEqual({
      ok: false,
      errors: { contactAddress: m.mailingAddressInvalid, contactZipCode: m.mailingZipInvalid },
    });
  });

  it('applies with the consent to be contacted alone: marketing is optional and unticked (D31)', () => {
    const { marketingConsent: _left, ...withoutMarketing } = valid;
    expect(validate(ContactInfoSchema, withoutMarketing, m)).toMatchObject({
      ok: true,
      value: { consent: true, marketingConsent: false },
    });
    expect(check({ marketingConsent: true })).toMatchObject({
      ok: true,
      value: { consent: true, marketingConsent: true },
    });
    expect(check({ consent: false, marketingConsent: true })).toEqual({
      ok: false,
      errors: { consent: m.consent },
    });
  });

  it('requires the consent box to be ticked', () => {
    expect(check({ consent: false })).toEqual({ ok: false, errors: { consent: m.consent } });
  });
});

describe('digit-only fields', () => {
  it('keep digits up to their length', () => {
    expect(keepDigits('(555) 123-4567 99', 10)).toBe('5551234567');
    expect(keepDigits('1000-1', 5)).toBe('10001');
  });

  it('take a pasted phone number with its country code as ten digits', () => {
    expect(pastedPhoneDigits('+1 (555) 123-4567')).toBe('5551234567');
    expect(pastedPhoneDigits('555.123.4567')).toBe('5551234567');
    expect(pastedPhoneDigits('25551234567')).toBe('25551234567');
  });
});
