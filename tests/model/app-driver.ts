// Turns each event of the test model into what causes it in the app: an API outcome answers
// the pending call, a URL is opened, and a form's event goes to the app's actor as its page
// sends it. Typing each form (tests/fill/form-fills.ts) is the browser runner's part: it plays
// every path in Chromium (e2e/paths.spec.ts), and each page's own tests fill it in. Here the
// paths check the machine as the app runs it and the screen each step shows (DEC-041).

import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import type { ModelEvent } from './enrolment-model';
import { POLL_MS } from './screen-check';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** A call the app made: which, and what the machine gave it (the answers it sends). */
export interface MadeCall {
  id: string;
  input: unknown;
}

/** Every invoked call waits here until the path says how it ends; `made` records each. */
export function pendingCalls() {
  const pending = new Map<string, Pending>();
  const made: MadeCall[] = [];
  const call = (id: string) =>
    fromPromise<never, unknown>(
      ({ input }) =>
        new Promise<never>((resolve, reject) => {
          made.push({ id, input });
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        }),
    );
  const actors = {
    checkCoverage: call('checkCoverage'),
    joinWaitlist: call('joinWaitlist'),
    checkEligibility: call('checkEligibility'),
    checkStatus: call('checkStatus'),
    findTablet: call('findTablet'),
    enrol: call('enrol'),
    transfer: call('transfer'),
    lookUpOrder: call('lookUpOrder'),
    checkLegacyEligibility: call('checkLegacyEligibility'),
    verifyRepresentative: call('verifyRepresentative'),
  };
  return { pending, actors, made };
}

/** Do what `event` stands for in the app on show. */
export async function perform(
  event: ModelEvent,
  harness: {
    navigate: (to: string) => void;
    pending: Map<string, Pending>;
    send: (event: EnrolmentEvent) => void;
  },
) {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    await waitFor(() => expect(harness.pending.has(id)).toBe(true), { interval: POLL_MS });
    const call = harness.pending.get(id);
    harness.pending.delete(id);
    await act(async () => {
      // A done event's output may be undefined (and absent from JSON): go by the type.
      if (event.type.startsWith('xstate.done.actor.'))
        call?.resolve((event as { output?: unknown }).output);
      else call?.reject((event as { error: unknown }).error);
    });
    return;
  }
  const e = event as EnrolmentEvent;
  if (e.type === 'route.visited') {
    const query = new URLSearchParams(e.query).toString();
    await act(async () => harness.navigate(`${e.path}${query ? `?${query}` : ''}`));
    return;
  }
  await act(async () => harness.send(e));
}
