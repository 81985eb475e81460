// One generated path played against the real pages in Vitest (DEC-041, DEC-133): each step's
// event given to the app as its page or the API would give it (app-driver.ts: typing the forms
// is the browser runner's part); after each step the app's machine must be where the model
// says, and the page must show the screen's heading and URL. A failure says which path, which
// step and what was due on screen.
//
// Paths share their first steps (131 paths, 1,135 steps, 366 of them different). A run plays
// each different step once: where a path begins with steps an earlier path of the run already
// played and checked, it starts from the machine's persisted snapshot after them and that
// step's URL, on a page rendered afresh, checks the page shows that screen, and plays on. What
// only a whole path can show (a page's own state carried from step to step) is the browser
// runner's: e2e/paths.spec.ts plays every path whole, from the home page. Played one by one
// (`-t <id>`), a path plays whole here too.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Snapshot as AnySnapshot } from 'xstate';
import { expectedHeading } from '../../e2e/screen-headings';
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import { renderFlow } from '../render-flow';
import { pendingCalls, perform } from './app-driver';
import {
  expectedStates,
  input,
  type ModelEvent,
  type Snapshot,
  serializeEvent,
  serializeState,
} from './enrolment-model';
import { atStep, type GeneratedPath, stepContext } from './path-selection';
import { sentMismatches } from './request-bodies';
import { expectOnScreen, POLL_MS } from './screen-check';

/**
 * A path played whole takes up to 33 steps: on a loaded two-core machine the longest took over
 * the suite's 15 s.
 */
export const PATH_TIMEOUT = 60_000;

/** Where the app stood after a run's steps, by the steps (their events, serialized). */
export type PlayedSteps = Map<string, { persisted: AnySnapshot<unknown>; url: string }>;

/** A run's record of the steps played so far: one per test file, and per profile. */
export function playedSteps(): PlayedSteps {
  return new Map();
}

const stepsKey = (events: ModelEvent[]) => events.map(serializeEvent).join('\n');

/**
 * `modelInput` is what the model's machine starts with: the app's own comes from the build.
 * With `played`, the path starts after the longest run of its first steps already played.
 */
export async function playPath(path: GeneratedPath, modelInput = input, played?: PlayedSteps) {
  const expected = expectedStates(path.events, modelInput);
  let from = 0;
  let resume: { persisted: AnySnapshot<unknown>; url: string } | undefined;
  for (let count = path.events.length - 1; played && count > 0 && !resume; count--) {
    resume = played.get(stepsKey(path.events.slice(0, count)));
    if (resume) from = count;
  }
  const { pending, actors, made } = pendingCalls();
  const view = resume
    ? renderFlow(resume.url, { actors } as never, { persisted: resume.persisted })
    : renderFlow('/', { actors } as never, {
        state: { value: 'idle', context: { appHost: modelInput.appHost } },
      });
  const harness = {
    navigate: (to: string) => view.navigate(to),
    pending,
    send: (event: EnrolmentEvent) => view.actor.send(event),
  };
  if (resume) {
    // The fresh page must show where the earlier path stood before anything is done on it.
    const want = expected[from - 1] as Snapshot;
    await atStep(`path ${path.id}, resumed after step ${from}`, async () => {
      expect(serializeState(view.actor.getSnapshot() as Snapshot), 'the state').toBe(
        serializeState(want),
      );
      await expectOnScreen(want, expectedHeading(want), view.url, `after step ${from}`);
    });
  }
  for (const [step, event] of path.events.entries()) {
    if (step < from) continue;
    const want = expected[step] as Snapshot;
    const heading = expectedHeading(want);
    const where = stepContext(path, step, want, heading);
    await atStep(where, async () => {
      await perform(event, harness);
      if (process.env.DEBUG_PATHS)
        console.log(
          step + 1,
          event.type,
          JSON.stringify(view.actor.getSnapshot().value),
          view.url(),
        );
      await waitFor(
        () =>
          expect(serializeState(view.actor.getSnapshot() as Snapshot), 'the state').toBe(
            serializeState(want),
          ),
        { interval: POLL_MS },
      );
      await expectOnScreen(want, heading, view.url, `after step ${step + 1}`);
      // Each request the step made carries the answers last given (D51): the body the call
      // would send, against the path's own record of what it played.
      const record = path.events.slice(0, step + 1);
      const calls = made.splice(0);
      const wrong = (await Promise.all(calls.map((call) => sentMismatches(call, record)))).flat();
      expect(wrong, 'every request carries the answers last given').toEqual([]);
      // D57: after the device goes to the next applicant, no answer of this one is on the page.
      if (event.type === 'applicant.next' || event.type === 'applicant.idle') {
        // The step 1 this applicant answered last (an order may have cleared it from the flow).
        const stepOne = path.events
          .slice(0, step)
          .findLast((played) => played.type === 'personalInfo.submitted') as
          | { answer?: { firstName?: string; lastName?: string } }
          | undefined;
        const given = [stepOne?.answer?.firstName, stepOne?.answer?.lastName];
        const names = given.filter(
          (name): name is string => typeof name === 'string' && name !== '',
        );
        expect(names.length, 'the applicant had answered step 1').toBeGreaterThan(0);
        const page = document.body.innerHTML;
        expect(
          names.filter((name) => page.includes(name)),
          'the applicant’s names on the page',
        ).toEqual([]);
      }
    });
    played?.set(stepsKey(path.events.slice(0, step + 1)), {
      persisted: view.actor.getPersistedSnapshot(),
      url: view.url() ?? '/',
    });
  }
}
