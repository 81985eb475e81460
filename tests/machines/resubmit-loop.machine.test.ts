// Issue 40: the enrolment's Resubmit loop has no limit (machines/regions/enrolment.ts: a time-out
// always goes to `timedOut`, whose button sends again). Asked why: each resubmission carries the
// same Idempotency-Key, so however many times the applicant presses it the provider enrols the
// household at most once, and a limit would only strand someone whose network is slow today.
// Played with the app's own enrolment call (its payload and its intent key, DEC-090) and the
// provider's answer replaced: a time-out, again and again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import type { EnrolmentAnswer } from '../../machines/flow-types';
import { TIMED_OUT } from '../../src/api/client';
import { enrol } from '../../src/app/flow/calls/enrol';
import { forgetAllIntentKeys } from '../../src/app/flow/intent-keys';
import { reviewedApplication } from '../support/application-fixture';

// The app calls '/api' on its own origin; Node's Request needs an absolute address.
vi.mock('../../src/config/env', async (load) => {
  const actual = await load<typeof import('../../src/config/env')>();
  return { env: { ...actual.env, providerApiUrl: 'http://app.test/api' } };
});

/** The provider's gateway times out (D3): the Idempotency-Key of every request made. */
function timingOut(): string[] {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      return new Response(JSON.stringify({ message: TIMED_OUT }), {
        status: 504,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return keys;
}

afterEach(() => vi.unstubAllGlobals());

const TIMES = 6;

describe('the enrolment’s Resubmit after time-outs', () => {
  it(`is offered after ${TIMES} time-outs in a row, and every try sends the same Idempotency-Key`, async () => {
    forgetAllIntentKeys();
    const keys = timingOut();
    const input = { appHost: 'app.example', redirectHosts: [] };
    const machine = enrolmentMachine.provide({
      actors: {
        enrol: fromPromise<EnrolmentAnswer, EnrolmentCallInput>(({ input: call }) => enrol(call)),
      },
    });
    const snapshot = machine.resolveState({
      value: { enrolment: { offer: 'choosing' } } as never,
      context: {
        ...initialContext(input),
        eligibility: {
          applicationId: 'A100',
          eligibilityCheckId: 'EC1',
          tribalStatusConfirmed: false,
        },
        eligibilityStatus: 'COMPLETE',
        checkedOn: '2026-11-21',
        application: reviewedApplication,
      },
    });
    const actor = createActor(machine, { snapshot, input });
    actor.start();
    for (let time = 1; time <= TIMES; time += 1) {
      actor.send({ type: 'enrol.requested' });
      await vi.waitFor(() => expect(keys).toHaveLength(time));
      await vi.waitFor(() =>
        expect(actor.getSnapshot().matches({ enrolment: { offer: 'timedOut' } })).toBe(true),
      );
      // The button reads Resubmit, and pressing it is always allowed.
      expect(actor.getSnapshot().hasTag('timedOut')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'enrol.requested' })).toBe(true);
    }
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    actor.stop();
  });
});
