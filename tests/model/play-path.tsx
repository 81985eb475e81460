// One generated path played against the real pages in Vitest (DEC-133): each step done as a
// person would on the page on show (ui-driver.ts), or answered as the API would; after each
// step the app's machine must be where the model says, and the page must show the screen's
// heading and URL. A failure says which path, which step and what was due on screen.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { expectedHeading } from '../../e2e/screen-headings';
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import { renderFlow } from '../render-flow';
import { expectedStates, input, type Snapshot, serializeState } from './enrolment-model';
import { atStep, type GeneratedPath, stepContext } from './path-selection';
import { expectOnScreen } from './screen-check';
import { pendingCalls, perform } from './ui-driver';

/** `modelInput` is what the model's machine starts with: the app's own comes from the build. */
export async function playPath(path: GeneratedPath, modelInput = input) {
  const expected = expectedStates(path.events, modelInput);
  const { pending, actors } = pendingCalls();
  const view = renderFlow('/', { actors } as never, {
    state: { value: 'idle', context: { appHost: modelInput.appHost } },
  });
  const harness = {
    navigate: (to: string) => view.navigate(to),
    pending,
    send: (event: EnrolmentEvent) => view.actor.send(event),
  };
  for (const [step, event] of path.events.entries()) {
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
      await waitFor(() =>
        expect(serializeState(view.actor.getSnapshot() as Snapshot), 'the state').toBe(
          serializeState(want),
        ),
      );
      await expectOnScreen(want, heading, view.url, `after step ${step + 1}`);
    });
  }
}
