// Every path generated from the machine (docs/paths.md), or the selection PATHS_SELECTION
// names (`npm run paths -- --to <state>` writes one), run against the real pages: each step is
// done as a person would do it on the page on show (tests/model/ui-driver.ts), or answered as
// the API would; after each step the app's machine must be where the model says, and the page
// must show the screen's heading (from the screen table) and the screen's URL. A failure says
// which path (its id), which step and what was due on screen.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectedHeading } from '../../e2e/screen-headings';
import type { EnrolmentEvent } from '../../machines/enrolment.machine';
import { renderFlow } from '../render-flow';
import { expectedStates, input, type Snapshot, serializeState } from './enrolment-model';
import { atStep, generatedPaths, selectedPaths, stepContext } from './path-selection';
import { expectOnScreen } from './screen-check';
import { pendingCalls, perform } from './ui-driver';

const all = generatedPaths();
const paths = selectedPaths(all);

describe('generated paths', () => {
  it('cover something', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  for (const path of paths) {
    it(`${path.id}: ${path.name}`, async () => {
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
    });
  }
});
