// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toEligibilityAnswer } from '../../src/api/eligibility-answer';

describe('reading an eligibility answer', () => {
  it('reads ids, status, links and the tribal confirmation', () => {
    expect(
      toEligibilityAnswer({
        applicationId: 'A1',
        eligibilityCheckId: 77,
        status: 'PENDING_RESOLUTION',
        tribalStatusConfirmed: 'true',
        _links: { resolution: { href: 'https://nv.example/r' } },
        extra: 'ignored',
      }),
    ).toEqual({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      eligibilityCheckId: '77',
      tribalStatusConfirmed: true,
      resolutionHref: 'https://nv.example/r',
    });
  });

  it('joins errors with ". " and reads a code from errors[] (A §8)', () => {
    expect(
      toEligibilityAnswer({
        errors: [
          { code: 'INVALID_TRIBAL_ID', message: 'Tribal ID not found' },
          { description: 'Call us' },
        ],
      }),
    ).toEqual({
      status: '',
      errorCode: 'INVALID_TRIBAL_ID',
      errorText: 'Tribal ID not found. Call us',
    });
  });

  it('reads a code from `error` and the text from `message`', () => {
    expect(
      toEligibilityAnswer({ error: 'STATE_NOT_SUPPORTED', message: 'We do not serve AK yet' }),
    ).toEqual({
      status: '',
      errorCode: 'STATE_NOT_SUPPORTED',
      errorText: 'We do not serve AK yet',
    });
  });

  it('calls a body of the wrong shape malformed', () => {
    expect(() => toEligibilityAnswer({ status: 12 })).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
    expect(() => toEligibilityAnswer('COMPLETE')).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
    expect(() => toEligibilityAnswer(undefined)).toThrow(
      expect.objectContaining({ kind: 'malformed' }),
    );
  });
});
