// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eligibilityCheckBody } from '../../../machines/requests/eligibility-check';
import { reviewedApplication } from '../../support/application-fixture';

const extra = { carrierUrl: 'https://app.example/ACPEligibilityCheck', resellerCode: null };

describe('the application’s eligibility payload (provider-api.md, additions of 2026-11-24)', () => {
  it('names the ACP on the ACP build', () => {
    const payload = eligibilityCheckBody(reviewedApplication, { ...extra, program: 'ACP' });
    expect(payload.program).toBe('ACP');
    expect(payload.carrierUrl).toBe(extra.carrierUrl);
  });

  it('names LIFELINE on the Lifeline build', () => {
    const payload = eligibilityCheckBody(reviewedApplication, { ...extra, program: 'LIFELINE' });
    expect(payload.program).toBe('LIFELINE');
  });
});

describe('D57: who assisted (provider-api.md, additions of 2026-11-28)', () => {
  it('carries the representative’s repId in a shift, and repNotAssisted "1" otherwise, never both', () => {
    for (const program of ['ACP', 'LIFELINE'] as const) {
      const assisted = eligibilityCheckBody(reviewedApplication, {
        ...extra,
        program,
        representative: 'REP12345',
      });
      expect(assisted.repId, program).toBe('REP12345');
      expect(assisted, program).not.toHaveProperty('repNotAssisted');
      const alone = eligibilityCheckBody(reviewedApplication, { ...extra, program });
      expect(alone.repNotAssisted, program).toBe('1');
      expect(alone, program).not.toHaveProperty('repId');
    }
  });
});
