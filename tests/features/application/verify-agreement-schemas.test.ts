// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  agreementForm,
  agreementMessages,
  agreementSchema,
  INITIALS_FIELDS,
  toAgreement,
} from '../../../src/features/application/agreement/agreement-schema';
import {
  verifyMessages,
  verifySchema,
} from '../../../src/features/application/verify/verify-schema';
import { validate } from '../../../src/lib/validate';
import { keepSsnDigits } from '../../../src/shared/rules/ssn-rules';
import { neededSecret, secretsToSend } from '../../../src/shared/secrets/secrets-schema';
import {
  afterReload,
  application,
  signedAgreement,
  tribalApplication,
} from '../../support/application-fixture';
import { say } from '../../support/say';

describe('the secret a reload lost (D14)', () => {
  it('asks for nothing while both are kept', () => {
    expect(neededSecret(application)).toBeNull();
    expect(neededSecret(tribalApplication)).toBeNull();
  });

  it('asks for the SSN digits, or for the tribal number of a tribal applicant', () => {
    expect(neededSecret(afterReload(application))).toBe('ssn4');
    expect(neededSecret(afterReload(tribalApplication))).toBe('tribalId');
  });

  it('sends only the secret that was asked for', () => {
    expect(secretsToSend('ssn4', { ssn4: '1234', tribalId: 'X' })).toEqual({ ssn4: '1234' });
    expect(secretsToSend('tribalId', { ssn4: '1234', tribalId: 'X' })).toEqual({ tribalId: 'X' });
    expect(secretsToSend(null, { ssn4: '1234', tribalId: 'X' })).toEqual({});
  });

  it('keeps only four digits in the SSN field', () => {
    expect(keepSsnDigits('12-3a45')).toBe('1234');
  });
});

describe('the review form', () => {
  it('requires the consent box', () => {
    expect(validate(verifySchema(null), { consent: false }, verifyMessages)).toEqual({
      ok: false,
      errors: { consent: verifyMessages.consent },
    });
    expect(validate(verifySchema(null), { consent: true }, verifyMessages).ok).toBe(true);
  });

  it.each([
    ['', false],
    ['123', false],
    ['12a4', false],
    [' 1234 ', true],
  ])('after a reload, SSN digits %j are valid: %s', (ssn4, valid) => {
    const result = validate(verifySchema('ssn4'), { consent: true, ssn4 }, verifyMessages);
    expect(result.ok).toBe(valid);
    if (!result.ok) {
      expect(result.errors).toEqual({
        ssn4: ssn4 === '' ? verifyMessages.ssn4Required : verifyMessages.ssn4Invalid,
      });
    }
  });

  it('after a reload, requires the tribal number of a tribal applicant, 24 characters at most', () => {
    const check = (tribalId: string) =>
      validate(verifySchema('tribalId'), { consent: true, tribalId }, verifyMessages);
    expect(check('  ')).toEqual({ ok: false, errors: { tribalId: verifyMessages.tribalId } });
    expect(check('x'.repeat(25))).toEqual({
      ok: false,
      errors: { tribalId: verifyMessages.tribalIdTooLong },
    });
    expect(check(' TR-1 ')).toEqual({ ok: true, value: { consent: true, tribalId: 'TR-1' } });
  });

  it('reports every field at once (D23)', () => {
    expect(validate(verifySchema('ssn4'), { consent: false, ssn4: '' }, verifyMessages)).toEqual({
      ok: false,
      errors: { ssn4: verifyMessages.ssn4Required, consent: verifyMessages.consent },
    });
  });
});

describe('the agreement form', () => {
  const filled = { ...agreementForm(signedAgreement) };
  const messages = agreementMessages(null);

  it('starts empty, or with what was signed before', () => {
    expect(agreementForm(null)).toMatchObject({
      initials1: '',
      signature: '',
      signatureConsent: false,
    });
    expect(agreementForm(signedAgreement)).toMatchObject({
      initials6: 'RM',
      signature: 'Rosa Martinez-Luna',
      signatureConsent: true,
      ssn4: '',
    });
  });

  it('requires all six initials, the signature and the box (D6, D23)', () => {
    expect(validate(agreementSchema(null), agreementForm(null), messages)).toEqual({
      ok: false,
      errors: {
        initials1: messages.initialsRequired,
        initials2: messages.initialsRequired,
        initials3: messages.initialsRequired,
        initials4: messages.initialsRequired,
        initials5: messages.initialsRequired,
        initials6: messages.initialsRequired,
        signature: messages.signatureRequired,
        signatureConsent: messages.signatureConsent,
      },
    });
  });

  it('refuses blank initials and a one-letter signature', () => {
    const result = validate(
      agreementSchema(null),
      { ...filled, initials5: '  ', signature: ' R ' },
      messages,
    );
    expect(result).toEqual({
      ok: false,
      errors: { initials5: messages.initialsRequired, signature: messages.signatureMismatch },
    });
  });

  it('asks for the lost secret too', () => {
    expect(validate(agreementSchema('ssn4'), filled, messages)).toEqual({
      ok: false,
      errors: { ssn4: messages.ssn4Required },
    });
    expect(validate(agreementSchema('tribalId'), filled, messages)).toEqual({
      ok: false,
      errors: { tribalId: messages.tribalId },
    });
  });

  it('gives the machine the six initials in order, trimmed, and when and how it was signed (D56)', () => {
    const result = validate(
      agreementSchema(null),
      { ...filled, initials1: ' ab ', signature: ' Rosa Martinez-Luna ' },
      messages,
    );
    if (!result.ok) throw new Error('expected a valid form');
    const signed = {
      signedAt: '2026-11-28T14:05:09-05:00',
      language: 'es',
      wording: 'carrier',
    } as const;
    expect(toAgreement(result.value, signed)).toEqual({
      initials: ['ab', 'RM', 'RM', 'RM', 'RM', 'RM'],
      signature: 'Rosa Martinez-Luna',
      signatureConsent: true,
      signedAt: '2026-11-28T14:05:09-05:00',
      language: 'es',
      wording: 'carrier',
    });
  });
});

describe('the agreement is signed by the applicant (D29)', () => {
  const maria = { firstName: 'María', lastName: 'López' };
  const messages = agreementMessages(maria);
  const signed = (changes: Record<string, string>) => ({
    ...agreementForm(null),
    ...Object.fromEntries(INITIALS_FIELDS.map((field) => [field, 'ML'])),
    signature: 'María López',
    signatureConsent: true,
    ...changes,
  });
  const problems = (changes: Record<string, string>, locale: 'en' | 'es' = 'en') => {
    const result = validate(agreementSchema(null, maria), signed(changes), messages);
    if (result.ok) return {};
    return Object.fromEntries(
      Object.entries(result.errors).map(([field, message]) => [field, say(message, locale)]),
    );
  };

  it.each([
    ['ml', 'maria lopez'],
    ['M.L.', 'MARÍA   LÓPEZ'],
    ['m l', ' Maria José Lopez '],
    ['ML', 'María J. López'],
  ])(
    'accepts the initials %j and the signature %j (case, accents, spaces ignored)',
    (initials, signature) => {
      expect(problems({ initials1: initials, initials6: initials, signature })).toEqual({});
    },
  );

  it('refuses the initials "ZZ" and the signature "John Doe", saying what they must be', () => {
    expect(problems({ initials3: 'ZZ', signature: 'John Doe' })).toEqual({
      initials3: 'Your initials are M L: the first letter of your first name and of your last name',
      signature:
        'Your signature must be your full name, María López, as you gave it in the first step',
    });
  });

  it.each(['María', 'López María', 'Maria Lopezz', 'M L'])(
    'refuses the signature %j',
    (signature) => {
      expect(Object.keys(problems({ signature }))).toEqual(['signature']);
    },
  );

  it('names the initials and the name when a field is empty', () => {
    expect(problems({ initials2: '', signature: '' })).toEqual({
      initials2: 'Enter your initials, M L',
      signature: 'Type your full name to sign, María López',
    });
  });

  it('says so in Spanish too', () => {
    expect(problems({ initials1: 'ZZ', signature: '' }, 'es')).toEqual({
      initials1: 'Sus iniciales son M L: la primera letra de su nombre y la de su apellido',
      signature: 'Escriba su nombre completo para firmar, María López',
    });
  });
});
