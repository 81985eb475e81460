// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  legacyReviewMessages,
  legacyReviewSchema,
  legacySecretsToSend,
  neededLegacySecret,
} from '../../../src/features/legacy/legacy-review-schema';
import { validate } from '../../../src/lib/validate';
import { documentIdentity, question, withDocument, withProgram } from './legacy-answers-fixture';

describe('what the review asks again after a reload (D14)', () => {
  it('asks nothing when the secrets are still here', () => {
    expect(neededLegacySecret(withProgram)).toBeNull();
    expect(neededLegacySecret(withDocument)).toBeNull();
  });

  it('asks the SSN digits, or the document’s number when a document replaces them', () => {
    const noSsn = { ...question, ssn4: '' };
    expect(neededLegacySecret({ ...withProgram, question: noSsn })).toBe('ssn4');
    expect(
      neededLegacySecret({
        ...withDocument,
        question: noSsn,
        identity: { ...documentIdentity, documentNumber: '' },
      }),
    ).toBe('documentNumber');
  });

  it('checks only the one asked, and sends only it', () => {
    const schema = legacyReviewSchema('documentNumber');
    expect(validate(schema, { ssn4: '', documentNumber: '' }, legacyReviewMessages)).toEqual({
      ok: false,
      errors: { documentNumber: legacyReviewMessages.documentNumber },
    });
    expect(legacySecretsToSend('documentNumber', { ssn4: '1234', documentNumber: 'X1' })).toEqual({
      documentNumber: 'X1',
    });
    expect(legacySecretsToSend(null, { ssn4: '1234' })).toEqual({});
    expect(
      validate(legacyReviewSchema(null), { ssn4: '', documentNumber: '' }, legacyReviewMessages).ok,
    ).toBe(true);
  });
});
