// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  agreementForm,
  agreementMessages,
  agreementSchema,
  toAgreement,
} from '../../../src/features/application/agreement-schema';
import { verifyMessages, verifySchema } from '../../../src/features/application/verify-schema';
import { validate } from '../../../src/lib/validate';
import { keepSsnDigits } from '../../../src/shared/rules/ssn-rules';
import { neededSecret, secretsToSend } from '../../../src/shared/secrets/secrets-schema';
import {
  afterReload,
  application,
  signedAgreement,
  tribalApplication,
} from './application-fixture';

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
    if (!result.ok) expect(result.errors).toEqual({ ssn4: verifyMessages.ssn4 });
  });

  it('after a reload, requires the tribal number of a tribal applicant, 24 characters at most', () => {
    const check = (tribalId: string) =>
      validate(verifySchema('tribalId'), { consent: true, tribalId }, verifyMessages);
    expect(check('  ')).toEqual({ ok: false, errors: { tribalId: verifyMessages.tribalId } });
    expect(check('x'.repeat(25)).ok).toBe(false);
    expect(check(' TR-1 ')).toEqual({ ok: true, value: { consent: true, tribalId: 'TR-1' } });
  });

  it('reports every field at once (D23)', () => {
    expect(validate(verifySchema('ssn4'), { consent: false, ssn4: '' }, verifyMessages)).toEqual({
      ok: false,
      errors: { ssn4: verifyMessages.ssn4, consent: verifyMessages.consent },
    });
  });
});

describe('the agreement form', () => {
  const filled = { ...agreementForm(signedAgreement) };

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
    expect(validate(agreementSchema(null), agreementForm(null), agreementMessages)).toEqual({
      ok: false,
      errors: {
        initials1: agreementMessages.initials,
        initials2: agreementMessages.initials,
        initials3: agreementMessages.initials,
        initials4: agreementMessages.initials,
        initials5: agreementMessages.initials,
        initials6: agreementMessages.initials,
        signature: agreementMessages.signature,
        signatureConsent: agreementMessages.signatureConsent,
      },
    });
  });

  it('refuses blank initials and a one-letter signature', () => {
    const result = validate(
      agreementSchema(null),
      { ...filled, initials5: '  ', signature: ' R ' },
      agreementMessages,
    );
    expect(result).toEqual({
      ok: false,
      errors: { initials5: agreementMessages.initials, signature: agreementMessages.signature },
    });
  });

  it('asks for the lost secret too', () => {
    expect(validate(agreementSchema('ssn4'), filled, agreementMessages)).toEqual({
      ok: false,
      errors: { ssn4: agreementMessages.ssn4 },
    });
    expect(validate(agreementSchema('tribalId'), filled, agreementMessages)).toEqual({
      ok: false,
      errors: { tribalId: agreementMessages.tribalId },
    });
  });

  it('gives the machine the six initials in order, trimmed', () => {
    const result = validate(
      agreementSchema(null),
      { ...filled, initials1: ' ab ', signature: ' Rosa Martinez-Luna ' },
      agreementMessages,
    );
    if (!result.ok) throw new Error('expected a valid form');
    expect(toAgreement(result.value)).toEqual({
      initials: ['ab', 'RM', 'RM', 'RM', 'RM', 'RM'],
      signature: 'Rosa Martinez-Luna',
      signatureConsent: true,
    });
  });
});
