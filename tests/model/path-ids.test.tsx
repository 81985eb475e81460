// Path ids, aimed selections and the words of a failure (issue 14 §3, §4; DEC-130 to DEC-133).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { expectedHeading } from '../../e2e/screen-headings';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { changedAfterCheckPaths } from './changed-after-check';
import {
  eventsFor,
  expectedStates,
  initialState,
  type ModelEvent,
  pathId,
  paths,
  type Snapshot,
} from './enrolment-model';
import { atStep, generatedPaths, pathsAimed, selectedPaths, stepContext } from './path-selection';
import { expectOnScreen } from './screen-check';

/**
 * The enrolment machine with one change nobody on the existing paths meets: a notice the
 * home page can open and close. The model's alphabet gains the two events.
 */
function machineWithANotice(): AnyStateMachine {
  const config = enrolmentMachine.config as unknown as {
    states: Record<string, Record<string, unknown>>;
  };
  return createMachine(
    {
      ...config,
      states: {
        ...config.states,
        idle: { ...config.states.idle, on: { 'notice.opened': 'notice' } },
        notice: { on: { 'notice.closed': 'idle' } },
      },
    } as never,
    enrolmentMachine.implementations as never,
  ) as unknown as AnyStateMachine;
}

function eventsWithANotice(s: Snapshot): ModelEvent[] {
  if (s.matches('notice' as never)) return [{ type: 'notice.closed' } as never];
  const events = eventsFor(s);
  return s.matches('idle') ? [...events, { type: 'notice.opened' } as never] : events;
}

describe('path ids', () => {
  it('is the hash of the path’s own steps, in the committed list too, one per path', () => {
    const all = generatedPaths();
    for (const path of all) expect(path.id).toBe(pathId(path.events));
    expect(new Set(all.map((path) => path.id)).size).toBe(all.length);
  });

  it('stays when a question is added to a step the path answers (issue 36)', () => {
    const path = generatedPaths().find((each) =>
      each.events.some((event) => event.type === 'household.submitted'),
    ) as ReturnType<typeof generatedPaths>[number];
    const withAQuestion = path.events.map((event) =>
      event.type === 'household.submitted'
        ? { ...event, answer: { ...(event as { answer: object }).answer, homeInternet: '2' } }
        : event,
    );
    expect(pathId(withAQuestion as typeof path.events)).toBe(path.id);
    // A branch the words name is another path.
    const alone = path.events.map((event) =>
      event.type === 'household.submitted'
        ? { ...event, answer: { ...(event as { answer: object }).answer, optionAdult: '2' } }
        : event,
    );
    expect(pathId(alone as typeof path.events)).not.toBe(path.id);
  });

  it('survives an unrelated change to the machine, where the position does not', () => {
    // The committed list is the live machine's (docs:check fails when it is stale), so only the
    // variant's paths are generated here: each generation takes seconds.
    const before = generatedPaths();
    const after = paths(machineWithANotice(), eventsWithANotice);
    // The change is seen: new paths, and the list moved.
    const added = after.filter((path) => path.name.includes('notice.opened'));
    expect(added.length).toBeGreaterThan(0);
    // The transfer offer's paths, for one: same events, same id, another place in the list.
    const offer = before.find(
      (path) => path.events.at(-1)?.type === 'transfer.requested',
    ) as (typeof before)[number];
    const moved = after.find((path) => path.name === offer.name) as (typeof after)[number];
    expect(moved.id).toBe(offer.id);
    expect(after.indexOf(moved)).not.toBe(before.indexOf(offer));
    // And every path the graph gave the old list is still there under its id (D51's walked
    // paths are kept beside them: tests/model/changed-after-check.ts).
    const walked = new Set(changedAfterCheckPaths().map((path) => path.id));
    const ids = new Map(after.map((path) => [path.id, path.name]));
    for (const path of before.filter((each) => !walked.has(each.id))) {
      expect(ids.get(path.id)).toBe(path.name);
    }
  }, 180_000);
});

describe('paths aimed at a state', () => {
  const all = generatedPaths();
  /** Whether the machine is in the transfer offer at any step, replayed step by step. */
  const meetsOffer = (events: ModelEvent[]) =>
    [initialState(), ...expectedStates(events)].some((s) =>
      s.matches({ transfer: 'offer' } as never),
    );

  it('--to enrolment.transfer.offer --all selects exactly the paths that reach it', () => {
    const chosen = pathsAimed(all, { how: 'to', state: 'enrolment.transfer.offer' });
    expect(chosen.length).toBeGreaterThan(0);
    for (const path of chosen) expect(meetsOffer(path.events), path.id).toBe(true);
    const left = all.filter((path) => !chosen.includes(path));
    for (const path of left) expect(meetsOffer(path.events), path.id).toBe(false);
    // Every path replayed twice: seconds on a quiet machine, more on a busy one.
  }, 60_000);

  it('--through transfer.requested --all selects the paths with a step of that event', () => {
    const chosen = pathsAimed(all, { how: 'through', event: 'transfer.requested' });
    expect(chosen.length).toBeGreaterThan(0);
    const taking = all.filter((path) =>
      path.events.some((event) => event.type === 'transfer.requested'),
    );
    expect(chosen).toEqual(taking);
  }, 60_000);

  it('a selection file runs exactly its paths, and fails on an id it does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paths-'));
    const file = join(dir, 'selection.txt');
    const two = all.slice(3, 5);
    writeFileSync(file, `# two paths\n${two.map((p) => `${p.id}  # ${p.name}`).join('\n')}\n`);
    expect(selectedPaths(all, file)).toEqual(two);
    // No file (whatever PATHS_SELECTION says while this runs): every path.
    expect(selectedPaths(all, '')).toBe(all);
    writeFileSync(file, 'deadbeef\n');
    expect(() => selectedPaths(all, file)).toThrow(/no generated path has the id deadbeef/);
  });
});

/** The page below is drawn at once: waiting the usual seconds for it to change is waste. */
const SETTLED = 50;

describe('a failing step', () => {
  it('names the path id, the step and the heading and URL due, when the heading differs', async () => {
    const path = {
      id: 'abcd1234',
      events: [{ type: 'route.visited', path: '/ZipCodePage', query: {} }] as ModelEvent[],
    };
    const want = expectedStates(path.events)[0] as Snapshot;
    const heading = expectedHeading(want);
    render(<h1>Check whether we serve you</h1>);
    const where = stepContext(path, 0, want, heading);
    const failure = atStep(where, () =>
      expectOnScreen(want, heading, () => '/ZipCodePage', 'after step 1', SETTLED),
    );
    await expect(failure).rejects.toThrow(
      'path abcd1234, step 1 of 1 (visit /ZipCodePage): expected the heading "Check if we serve your area" at /ZipCodePage',
    );
    await expect(failure).rejects.toThrow('the heading on screen was "Check whether we serve you"');
  });

  it('passes when that heading is the page’s h1, and then checks the URL', async () => {
    const events = [{ type: 'route.visited', path: '/ZipCodePage', query: {} }] as ModelEvent[];
    const want = expectedStates(events)[0] as Snapshot;
    render(<h1>Check if we serve your area</h1>);
    await expectOnScreen(want, expectedHeading(want), () => '/ZipCodePage', 'after step 1');
    await expect(
      expectOnScreen(want, expectedHeading(want), () => '/', 'after step 1', SETTLED),
    ).rejects.toThrow('after step 1: the URL');
  });
});
