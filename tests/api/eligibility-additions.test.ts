// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiClient, readAnswer } from '../../src/api/client';
import { toEligibilityAnswer } from '../../src/api/eligibility-answer';

// provider-api.md's additions of 2026-11-24: read when they fit, left out when they do not,
// and the rest of the answer is used either way (never a crash).

describe('PENDING_RESOLUTION’s failures[] and eligibilityExpirationDate', () => {
  it('reads the failures and the date', () => {
    expect(
      toEligibilityAnswer({
        status: 'PENDING_RESOLUTION',
        applicationId: 'A1',
        eligibilityExpirationDate: '2026-12-31',
        failures: [
          { code: 'TPIV_FAIL_DOB', description: 'DOB not verified' },
          { code: 'AMS_FAIL' },
        ],
      }),
    ).toEqual({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      eligibilityExpirationDate: '2026-12-31',
      failures: [{ code: 'TPIV_FAIL_DOB', description: 'DOB not verified' }, { code: 'AMS_FAIL' }],
    });
  });

  it('leaves out malformed entries and a date that is not one, keeping the rest', () => {
    expect(
      toEligibilityAnswer({
        status: 'PENDING_RESOLUTION',
        applicationId: 'A1',
        eligibilityExpirationDate: '2026-02-30',
        failures: [{ code: 'TPIV_FAIL_DOB' }, { code: '' }, 42, { description: 'no code' }, null],
      }),
    ).toEqual({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      failures: [{ code: 'TPIV_FAIL_DOB' }],
    });
  });

  it.each([
    ['a string', 'TPIV_FAIL_DOB'],
    ['an object', { code: 'X' }],
    ['null', null],
  ])('takes failures given as %s as none', (_, failures) => {
    expect(
      toEligibilityAnswer({ status: 'PENDING_RESOLUTION', failures, eligibilityExpirationDate: 7 }),
    ).toEqual({ status: 'PENDING_RESOLUTION' });
  });
});

describe('a status answer’s enrolled flag and order', () => {
  it('reads enrolled: true with order.id as the order to link to', () => {
    expect(
      toEligibilityAnswer({ status: 'COMPLETE', enrolled: true, order: { id: 'ORD-7' } }),
    ).toEqual({ status: 'COMPLETE', enrolledOrderId: 'ORD-7' });
    expect(toEligibilityAnswer({ status: 'COMPLETE', enrolled: true, order: { id: 12 } })).toEqual({
      status: 'COMPLETE',
      enrolledOrderId: '12',
    });
  });

  it.each([
    ['enrolled false', { enrolled: false, order: { id: 'ORD-7' } }],
    ['enrolled "true"', { enrolled: 'true', order: { id: 'ORD-7' } }],
    ['no order', { enrolled: true }],
    ['an order without id', { enrolled: true, order: { number: 1 } }],
    ['an empty id', { enrolled: true, order: { id: ' ' } }],
    ['an order that is a string', { enrolled: true, order: 'ORD-7' }],
  ])('offers to enrol as before with %s', (_, fields) => {
    expect(toEligibilityAnswer({ status: 'COMPLETE', ...fields })).toEqual({ status: 'COMPLETE' });
  });
});

describe('a 5xx without a readable body (D30)', () => {
  const answering = (response: () => Response) =>
    createApiClient({ baseUrl: 'http://api.test', fetch: async () => response(), retryDelayMs: 0 });

  it.each([
    ['an HTML page', () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 })],
    ['nothing', () => new Response('', { status: 500 })],
  ])('is the provider’s system failing when it sends %s', async (_, response) => {
    await expect(readAnswer(answering(response).post('x'))).rejects.toMatchObject({
      kind: 'server',
    });
  });

  it('a 200 that does not parse stays malformed', async () => {
    const api = answering(() => new Response('{"status": "COMPL', { status: 200 }));
    await expect(readAnswer(api.post('x'))).rejects.toMatchObject({ kind: 'malformed' });
  });
});
