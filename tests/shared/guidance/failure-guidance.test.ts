import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as enFlow } from '../../../locales/en/flow.po';
import { messages as enGuidance } from '../../../locales/en/guidance.po';
import { messages as esFlow } from '../../../locales/es/flow.po';
import { messages as esGuidance } from '../../../locales/es/guidance.po';
import { RESOLUTION_STATUSES, REVIEW_STATUSES } from '../../../machines/eligibility-status';
import type { ApiFailureKind } from '../../../machines/flow-types';
import {
  ELIGIBILITY_SCENARIOS,
  ENROLMENT_RULES,
  ENROLMENT_SCENARIOS,
  VERIFIER_OUTCOMES,
} from '../../../sandbox/scenarios';
import {
  eligibilityGuidance,
  enrolmentGuidance,
  failureGuidance,
  type Guidance,
  guidanceTables,
  transportGuidance,
  unknownCodeGuidance,
  verifierGuidance,
} from '../../../src/shared/guidance/failure-guidance';

// D30: every status and code the contract (provider-api.md, A §4, B §8) and the sandbox know
// has guidance — what happened and what to do next — in English and in Spanish.

// The table's own catalog and the flow's, which keeps its eager headlines (DEC-150).
const en = { ...enFlow, ...enGuidance };
const es = { ...esFlow, ...esGuidance };
const english = setupI18n({ locale: 'en', messages: { en } });
const spanish = setupI18n({ locale: 'es', messages: { es } });

/** provider-api.md's status list, and A §4's. */
const CONTRACT_STATUSES = [
  'COMPLETE',
  ...RESOLUTION_STATUSES,
  'PENDING_CERT',
  ...REVIEW_STATUSES,
  'APP_CLOSED_OR_EXPIRED',
  'APPLICATION_NOT_FOUND',
  'SUCCESSFUL',
  'FAILURE',
];
const CONTRACT_ERROR_CODES = ['INVALID_TRIBAL_ID', 'STATE_NOT_SUPPORTED'];
const VERIFIER_CODES = [
  'TPIV_FAIL_NAME_SSN4',
  'TPIV_FAIL_DOB',
  'TPIV_FAIL_IDENTITY_NOT_FOUND',
  'TPIV_FAIL_DECEASED',
  'AMS_FAIL',
  'DUPLICATE_ADDRESS',
  'STATE_FED_FAIL',
  'DUPLICATE_SUBSCRIBER',
];
/** B §8's body codes. */
const ENROLMENT_CODES = [
  'APPLICATION_NOT_FOUND',
  'INVALID_APPLICATION_ID',
  'INELIGIBLE_FOR_TRANSFER',
  'CANNOT_UPDATE_DEVICE',
  'DUPLICATE_SUBSCRIBER',
  'IDEMPOTENCY_KEY_REUSED',
  // provider-api.md, additions of 2026-11-27.
  'APPLICATION_MISMATCH',
];
const TRANSPORT: ApiFailureKind[] = [
  'timeout',
  'network',
  'server',
  'malformed',
  'rejected',
  'unsafe-link',
];

/** Body codes the sandbox answers with (`[kind, field, CODE]`). */
const sandboxBodyCodes = [
  ...JSON.stringify([ENROLMENT_SCENARIOS, ENROLMENT_RULES]).matchAll(
    /\["[^"]*","[^"]*","([A-Z][A-Z0-9_]+)"\]/g,
  ),
].map((match) => match[1] as string);

const sandboxStatuses = ELIGIBILITY_SCENARIOS.flatMap((row) => (row.status ? [row.status] : []));
const sandboxErrorCodes = ELIGIBILITY_SCENARIOS.flatMap((row) => [
  ...(row.errors ?? []).flatMap((error) => (error.code ? [error.code] : [])),
  ...(row.error ? [row.error] : []),
]);
const sandboxFailures = ELIGIBILITY_SCENARIOS.flatMap((row) =>
  (row.failures ?? []).map((failure) => failure.code),
);

function messagesOf(guidance: Guidance): MessageDescriptor[] {
  return [guidance.what, ...guidance.next];
}

function expectBothLanguages(guidance: Guidance) {
  for (const descriptor of messagesOf(guidance)) {
    const inEnglish = english._(descriptor);
    const inSpanish = spanish._(descriptor);
    expect(inEnglish.trim()).not.toBe('');
    expect(inSpanish.trim()).not.toBe('');
    expect(inSpanish, `no Spanish for "${inEnglish}"`).not.toBe(inEnglish);
  }
}

describe('the guidance table (D30)', () => {
  it.each(CONTRACT_STATUSES)('has guidance for the eligibility status %s', (status) => {
    expect(eligibilityGuidance(status)).toBeDefined();
  });

  it.each(CONTRACT_ERROR_CODES)('has guidance for the eligibility error %s', (code) => {
    expect(eligibilityGuidance(code)).toBeDefined();
  });

  it.each(VERIFIER_CODES)('has a checklist entry for the National Verifier code %s', (code) => {
    expect(verifierGuidance(code)).not.toBe(unknownCodeGuidance);
  });

  it.each(ENROLMENT_CODES)('has guidance for the enrolment body code %s (B §8)', (code) => {
    expect(enrolmentGuidance(code)).toBeDefined();
  });

  it('treats any code containing DUPLICATE as the transfer offer (B §8)', () => {
    expect(enrolmentGuidance('DUPLICATE_HOUSEHOLD')).toBe(guidanceTables.enrolmentCode.DUPLICATE);
  });

  it.each(TRANSPORT)('has guidance for the transport failure %s', (kind) => {
    expect(transportGuidance[kind]).toBeDefined();
    expect(failureGuidance({ kind })).toBe(transportGuidance[kind]);
  });

  it('covers every status, code and failure the sandbox answers with', () => {
    // DENIED and INELIGIBLE stand for statuses we do not know: the general guidance.
    const unknown = ['DENIED', 'INELIGIBLE'];
    for (const status of sandboxStatuses.filter((status) => !unknown.includes(status))) {
      expect(eligibilityGuidance(status), status).toBeDefined();
    }
    for (const code of sandboxErrorCodes) expect(eligibilityGuidance(code), code).toBeDefined();
    for (const code of sandboxFailures) {
      expect(verifierGuidance(code), code).not.toBe(unknownCodeGuidance);
    }
    for (const code of sandboxBodyCodes) expect(enrolmentGuidance(code), code).toBeDefined();
    for (const outcome of VERIFIER_OUTCOMES) {
      if (outcome.status && !unknown.includes(outcome.status)) {
        expect(eligibilityGuidance(outcome.status), outcome.status).toBeDefined();
      }
    }
    expect(sandboxBodyCodes.length).toBeGreaterThan(3);
  });

  it('gives a code it does not know the general guidance, with the provider’s words kept', () => {
    expect(failureGuidance({ kind: 'rejected', code: 'NEW_CODE', message: 'x' })).toBe(
      unknownCodeGuidance,
    );
    expect(verifierGuidance('NEW_CODE')).toBe(unknownCodeGuidance);
    // No code: A §8's "went wrong" with the provider's words below it.
    expect(failureGuidance({ kind: 'rejected', message: 'Internal Server Error' })).toBe(
      transportGuidance.rejected,
    );
  });

  it('says everything in both catalogs, each with a next step unless the sentence is one', () => {
    const all = [
      ...Object.values(guidanceTables).flatMap((table) => Object.values(table) as Guidance[]),
      unknownCodeGuidance,
    ];
    for (const guidance of all) {
      expectBothLanguages(guidance);
      // Only the unsafe link's sentence already says what to do (call us).
      if (guidance !== transportGuidance['unsafe-link']) {
        expect(guidance.next.length).toBeGreaterThan(0);
      }
    }
  });
});
