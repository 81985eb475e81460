// Issue 40: the enrolment's Resubmit loop has no limit (machines/regions/enrolment.ts: a time-out
// always goes to `timedOut`, whose button sends again). Asked why: each resubmission carries the
// same Idempotency-Key, so however many times the applicant presses it the provider enrols the
// household at most once, and a limit would only strand someone whose network is slow today.
// Played with the app's own enrolment call (its payload and its intent key, DEC-090) and the
// provider's answer replaced: a time-out, again and again.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { EnrolmentAnswer, EnrolmentRequest } from '../../machines/flow-types';
import { enrolmentCalls } from '../../src/app/flow/calls/enrolment-calls';
import { forgetAllIntentKeys } from '../../src/app/flow/intent-keys';
import { completeSaved, reviewedApplication } from '../support/application-fixture';

const sent = vi.hoisted(() => ({ keys: [] as string[] }));

vi.mock('../../src/api/enrolment', async (original) => ({
  ...(await original<typeof import('../../src/api/enrolment')>()),
  // The provider's gateway times out: what the client reads as a time-out (D3).
  postEnrol: async (call: { idempotencyKey: string }) => {
    sent.keys.push(call.idempotencyKey);
    throw { kind: 'timeout' };
  },
}));

const TIMES = 6;

describe('the enrolment’s Resubmit after time-outs', () => {
  it(`is offered after ${TIMES} time-outs in a row, and every try sends the same Idempotency-Key`, async () => {
    forgetAllIntentKeys();
    const input = { appHost: 'app.example', redirectHosts: [] };
    const machine = enrolmentMachine.provide({
      actors: {
        enrol: fromPromise<EnrolmentAnswer, EnrolmentRequest>(({ input: request }) =>
          enrolmentCalls.enrol(request),
        ),
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
        savedEnrolment: completeSaved,
        application: reviewedApplication,
      },
    });
    const actor = createActor(machine, { snapshot, input });
    actor.start();
    for (let time = 1; time <= TIMES; time += 1) {
      actor.send({ type: 'enrol.requested' });
      await vi.waitFor(() => expect(sent.keys).toHaveLength(time));
      await vi.waitFor(() =>
        expect(actor.getSnapshot().matches({ enrolment: { offer: 'timedOut' } })).toBe(true),
      );
      // The button reads Resubmit, and pressing it is always allowed.
      expect(actor.getSnapshot().hasTag('timedOut')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'enrol.requested' })).toBe(true);
    }
    expect(new Set(sent.keys).size).toBe(1);
    expect(sent.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    actor.stop();
  });
});
