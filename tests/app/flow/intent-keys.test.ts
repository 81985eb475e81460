import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetAllIntentKeys,
  forgetIntentKey,
  intentKey,
  randomKey,
  requestFingerprint,
} from '../../../src/app/flow/intent-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const body = {
  applicationId: 'A100',
  firstName: 'Maria',
  shippingAddress1: '1 Main St',
  consentDateTime: '2026-11-24 10:00:00',
};

afterEach(forgetAllIntentKeys);

describe('intent keys (issue 15 §1)', () => {
  it('are random UUIDs that name nothing of the application', () => {
    const key = intentKey('enrol', body);
    expect(key).toMatch(UUID);
    expect(key).not.toContain('A100');
    forgetAllIntentKeys();
    expect(intentKey('enrol', body)).not.toBe(key);
  });

  it('replay for the same request, a retry’s clock fields aside', () => {
    const key = intentKey('enrol', body);
    expect(intentKey('enrol', { ...body })).toBe(key);
    expect(intentKey('enrol', { ...body, consentDateTime: '2026-11-24 10:05:00' })).toBe(key);
    // Key order is not a change.
    const { firstName, ...rest } = body;
    expect(intentKey('enrol', { firstName, ...rest })).toBe(key);
  });

  it('are new when what is sent changes, and differ between enrolment and transfer', () => {
    const key = intentKey('enrol', body);
    expect(intentKey('enrol', { ...body, shippingAddress1: '2 Main St' })).not.toBe(key);
    expect(intentKey('transfer', body)).not.toBe(key);
  });

  it('survive a reload: they live in this tab’s sessionStorage, hashed', () => {
    const key = intentKey('transfer', body);
    const stored = sessionStorage.getItem('acp.intent-keys') ?? '';
    expect(stored).toContain(key);
    expect(stored).not.toContain('Maria');
    expect(stored).not.toContain('Main');
  });

  it('are made anew once forgotten', () => {
    const key = intentKey('enrol', body);
    forgetIntentKey('enrol');
    expect(intentKey('enrol', body)).not.toBe(key);
  });

  it('fingerprint equal bodies equally and different ones differently', () => {
    expect(requestFingerprint({ a: 1, b: [1, 2] })).toBe(requestFingerprint({ b: [1, 2], a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });

  it('make a version 4 UUID even where randomUUID is missing (an insecure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, randomKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
