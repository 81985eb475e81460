import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enFlow } from '../../locales/en/flow.po';
import { messages as enGuidance } from '../../locales/en/guidance.po';
import { messages as esFlow } from '../../locales/es/flow.po';
import { messages as esGuidance } from '../../locales/es/guidance.po';
import {
  codeMessage,
  failureMessage,
  noticeText,
  providerWords,
} from '../../src/lib/failure-message';
import { enrolmentGuidance } from '../../src/shared/guidance/failure-guidance';

// The table's messages and its eager headlines (DEC-150).
const en = { ...enFlow, ...enGuidance };
const es = { ...esFlow, ...esGuidance };
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

  it('issue 27 §8: words APPLICATION_MISMATCH in both languages, what happened and what to do (D30)', () => {
    const failure = { kind: 'rejected' as const, code: 'APPLICATION_MISMATCH' };
    expect(failureMessage(english, failure)).toBe(
      'The details sent with your enrollment do not match your application.',
    );
    expect(failureMessage(spanish, failure)).toBe(
      'Los datos enviados con su inscripción no coinciden con su solicitud.',
    );
    const next = enrolmentGuidance('APPLICATION_MISMATCH')?.next ?? [];
    expect(next.map((step) => english._(step)).join(' ')).toMatch(/name and date of birth/);
    expect(next.map((step) => spanish._(step)).join(' ')).toMatch(
      /nombre y su fecha de nacimiento/,
    );
    // A toast keeps the provider's words beside ours.
    expect(noticeText(english, { code: 'APPLICATION_MISMATCH', message: 'Mismatch' })).toBe(
      'The details sent with your enrollment do not match your application. The provider’s message: “Mismatch”',
    );
  });

  it('a code it does not know: a general message, never the provider’s words instead (D30)', () => {
    expect(failureMessage(english, { kind: 'rejected', message: 'No', code: 'X' })).toBe(
      'The provider could not accept your application as it is.',
    );
    expect(codeMessage(english, 'X')).toBeUndefined();
    expect(codeMessage(english, undefined)).toBeUndefined();
  });

  it('labels the provider’s words in the applicant’s language (D30)', () => {
    expect(providerWords(english, 'No')).toBe('The provider’s message: “No”');
    expect(providerWords(spanish, 'No')).toBe('Mensaje del proveedor: “No”');
  });

  it('a toast: our words for the code, then the provider’s, labelled', () => {
    expect(noticeText(spanish, { code: 'INVALID_TRIBAL_ID', message: 'Tribal ID not found' })).toBe(
      'No se aceptó el número de identificación tribal que escribió. Mensaje del proveedor: “Tribal ID not found”',
    );
    expect(noticeText(english, {})).toBe('Something went wrong, please try again later');
  });

  it('a 5xx without a readable body has words of its own', () => {
    expect(failureMessage(spanish, { kind: 'server' })).toBe(
      'El sistema del proveedor tuvo un problema y no pudo responder.',
    );
  });
});
