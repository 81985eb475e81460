import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStatus } from '../../../../src/app/flow/calls/check-status';
import { enrol } from '../../../../src/app/flow/calls/enrol';
import { transfer } from '../../../../src/app/flow/calls/transfer';
import { forgetAllIntentKeys } from '../../../../src/app/flow/intent-keys';
import { completeShipping, qualifiedInput } from '../../../support/application-fixture';

// The app calls '/api' on its own origin; Node's Request needs an absolute address.
vi.mock('../../../../src/config/env', async (load) => {
  const actual = await load<typeof import('../../../../src/config/env')>();
  return { env: { ...actual.env, providerApiUrl: 'http://app.test/api' } };
});

const order = { order: { id: 'ORD-1' }, nladSubscriberId: 'N1' };
const reused = { status: 422, body: [['error', 'Idempotency-Key', 'IDEMPOTENCY_KEY_REUSED']] };

/** The provider's answers in turn, and the Idempotency-Key of every request made. */
function provider(...answers: Array<{ status: number; body: unknown }>) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      keys.push(input.headers.get('Idempotency-Key') ?? '');
      const next = answers[Math.min(keys.length - 1, answers.length - 1)] ?? answers[0];
      return new Response(JSON.stringify(next?.body), {
        status: next?.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return keys;
}

beforeEach(forgetAllIntentKeys);
afterEach(() => vi.unstubAllGlobals());

describe('enrolment and transfer keys (issue 15 §1)', () => {
  it('send the same random key again for the same request (a retry, a double click, a reload)', async () => {
    const keys = provider({ status: 200, body: order });
    await enrol(qualifiedInput);
    await enrol(qualifiedInput);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).not.toContain(qualifiedInput.eligibility.applicationId);
  });

  it('send a new key once the applicant changes what is sent', async () => {
    const keys = provider({ status: 200, body: order });
    await enrol(qualifiedInput);
    await enrol({
      ...qualifiedInput,
      shipping: { ...completeShipping, shippingAddress1: '9 Other Road' },
    });
    await transfer(qualifiedInput);
    expect(new Set(keys).size).toBe(3);
  });

  it('make a new key and ask once more when the provider says the key was used for another request', async () => {
    const keys = provider({ status: 422, body: reused }, { status: 200, body: order });
    const answer = await enrol(qualifiedInput);
    expect(answer).toMatchObject({ outcome: 'order', orderId: 'ORD-1' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('pass a key refused twice on as its code, never as the raw words of the provider', async () => {
    provider({ status: 422, body: reused });
    const answer = await transfer(qualifiedInput);
    expect(answer).toEqual({ outcome: 'error', message: '', code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

describe('the program on every request (provider-api.md, additions of 2026-11-24)', () => {
  it('sends the ACP build’s program on status, enrol and transfer', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        bodies.push(await input.json());
        return new Response(JSON.stringify(order), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await checkStatus({ applicationId: 'A1', eligibilityCheckId: 'E1' }).catch(() => undefined);
    await enrol(qualifiedInput);
    await transfer(qualifiedInput);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) expect(body).toMatchObject({ program: 'ACP' });
  });
});

describe('D58: an order remembers the ways to reach the applicant its request carried', () => {
  it('both, as the application gave them', async () => {
    provider({ status: 200, body: order });
    expect(await enrol(qualifiedInput)).toMatchObject({
      outcome: 'order',
      reach: { phone: true, email: true },
    });
  });

  it('what /ConfirmAddress gave last: a phone only, then neither, on a transfer too', async () => {
    provider({ status: 200, body: order });
    const phoneOnly = { ...qualifiedInput, shipping: { ...completeShipping, emailAddress: '' } };
    expect(await enrol(phoneOnly)).toMatchObject({ reach: { phone: true, email: false } });
    const neither = {
      ...qualifiedInput,
      shipping: { ...completeShipping, emailAddress: ' ', contactPhoneNumber: '' },
    };
    expect(await transfer(neither)).toMatchObject({ reach: { phone: false, email: false } });
  });

  it('only on an order: no other answer is given one', async () => {
    provider({ status: 422, body: reused });
    expect(await transfer(qualifiedInput)).not.toHaveProperty('reach');
  });
});
