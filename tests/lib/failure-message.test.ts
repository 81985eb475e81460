import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/common.po';
import { messages as es } from '../../locales/es/common.po';
import { codeMessage, failureMessage } from '../../src/lib/failure-message';

const english = setupI18n({ locale: 'en', messages: { en } });
const spanish = setupI18n({ locale: 'es', messages: { es } });

describe('failureMessage', () => {
  it('words a reused Idempotency-Key in the applicant’s language, not the raw code', () => {
    const failure = { kind: 'rejected' as const, code: 'IDEMPOTENCY_KEY_REUSED' };
    const said = failureMessage(english, failure);
    expect(said).toMatch(/already used with other details/);
    expect(failureMessage(spanish, failure)).not.toBe(said);
    expect(failureMessage(spanish, failure)).not.toMatch(/IDEMPOTENCY/);
  });

  it('keeps the provider’s own words for a code it does not know', () => {
    expect(failureMessage(english, { kind: 'rejected', message: 'No', code: 'X' })).toBe('No');
    expect(codeMessage(english, 'X')).toBeUndefined();
    expect(codeMessage(english, undefined)).toBeUndefined();
  });
});
