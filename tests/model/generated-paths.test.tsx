// Every path generated from the machine (docs/paths.md), run against the real pages: each
// step is done as a person would do it on the page on show (tests/model/ui-driver.ts), or
// answered as the API would; after each step the app's machine must be where the model says,
// and the address bar must show that screen.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type EnrolmentEvent, enrolmentMachine } from '../../machines/enrolment.machine';
import { screenRoute } from '../../machines/screen-route';
import { renderFlow } from '../render-flow';
import { input, type ModelEvent, type Snapshot, serializeState } from './enrolment-model';
import generated from './generated-paths.json';
import { pendingCalls, perform } from './ui-driver';

const paths = generated as { name: string; events: ModelEvent[] }[];

/** The machine on its own, driven by the path's events: what the app must match. */
function expectedStates(events: ModelEvent[]): Snapshot[] {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actor = createActor(
    enrolmentMachine.provide({
      actors: {
        checkCoverage: never,
        joinWaitlist: never,
        checkEligibility: never,
        checkStatus: never,
        findTablet: never,
        enrol: never,
        transfer: never,
        lookUpOrder: never,
        checkLegacyEligibility: never,
      } as never,
    }),
    { input },
  );
  actor.start();
  return events.map((event) => {
    actor.send(event as never);
    return actor.getSnapshot() as Snapshot;
  });
}

describe('generated paths', () => {
  it('cover something', () => {
    expect(paths.length).toBeGreaterThan(50);
  });

  paths.forEach((path, index) => {
    it(`path ${index + 1}: ${path.name}`, async () => {
      const expected = expectedStates(path.events);
      const { pending, actors } = pendingCalls();
      const view = renderFlow('/', { actors } as never, {
        state: { value: 'idle', context: { appHost: input.appHost } },
      });
      const harness = {
        navigate: (to: string) => view.navigate(to),
        pending,
        send: (event: EnrolmentEvent) => view.actor.send(event),
      };
      for (const [step, event] of path.events.entries()) {
        await perform(event, harness);
        if (process.env.DEBUG_PATHS)
          console.log(
            step + 1,
            event.type,
            JSON.stringify(view.actor.getSnapshot().value),
            view.url(),
          );
        const want = expected[step] as Snapshot;
        await waitFor(() =>
          expect(
            serializeState(view.actor.getSnapshot() as Snapshot),
            `after step ${step + 1}`,
          ).toBe(serializeState(want)),
        );
        const route = screenRoute(want);
        if (route !== null && route !== '/') {
          await waitFor(() => expect(view.url(), `URL after step ${step + 1}`).toBe(route));
        }
      }
    });
  });
});
