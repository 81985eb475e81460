// @vitest-environment node
// `npm run paths -- --to <state>` and `--through <event> [--from <state>]` (issues 29, 40): the
// shortest path the model has to a state or through a transition, found by a breadth-first
// walk of xstate's graph, and the selection file that carries it to both runners (they read it
// through selectedPaths).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describePath,
  expectedStates,
  initialState,
  type ModelEvent,
  pathId,
} from './enrolment-model';
import {
  type Aim,
  aimedStep,
  type GeneratedPath,
  generatedPaths,
  type PathsFile,
  pathsAimed,
  selectedPaths,
  shortestAimedPath,
  statesAlong,
  statesEntered,
} from './path-selection';

const OFFER = 'enrolment.transfer.offer';
const all = generatedPaths();

/** Whether the offer is active before the first step and after each step. */
const inOffer = (events: ModelEvent[]) =>
  [initialState(), ...expectedStates(events)].map((s) =>
    s._nodes.some((node) => node.id === OFFER),
  );

// Each search walks the model: once for each aim.
const toOffer: Aim = { how: 'to', state: OFFER };
const to = shortestAimedPath(toOffer) as GeneratedPath;
const generatedAlong = all.map((path) => inOffer(path.events));

describe('the shortest path to a state', () => {
  it('ends on its first arrival in the state, named and hashed as every path is', () => {
    const along = inOffer(to.events);
    expect(along.at(-1)).toBe(true);
    expect(along.slice(0, -1)).not.toContain(true);
    expect(to.id).toBe(pathId(to.events));
    expect(to.name).toBe(describePath(to.events));
  });

  it('is no longer than the way any generated path gets there, and shorter than most', () => {
    const reaching = all.filter((_, i) => generatedAlong[i]?.includes(true));
    expect(reaching.map((path) => path.id)).toEqual(
      pathsAimed(all, toOffer).map((path) => path.id),
    );
    const arrivals = generatedAlong.map((along) => along.indexOf(true)).filter((i) => i > 0);
    expect(to.events.length).toBeLessThanOrEqual(Math.min(...arrivals));
    // The covering set's paths go on past it or arrive the long way: what --all picks is longer.
    expect(Math.max(...reaching.map((path) => path.events.length))).toBeGreaterThan(
      to.events.length,
    );
  });

  it('reaches a pass-through state: the last step crosses it, though no step ends in it', () => {
    const afterStep = 'enrolment.application.afterStep';
    const path = shortestAimedPath({ how: 'to', state: afterStep }) as GeneratedPath;
    expect(path).not.toBeNull();
    expect(statesEntered(path.events).at(-1)?.has(afterStep)).toBe(true);
    expect(statesEntered(path.events.slice(0, -1)).some((ids) => ids.has(afterStep))).toBe(false);
    // The snapshots after each step never hold it: it is left in the step that enters it.
    expect(statesAlong(path.events).some((ids) => ids.has(afterStep))).toBe(false);
    expect(aimedStep(path.events, { how: 'to', state: afterStep })).toBe(path.events.length - 1);
  });

  it('is null for a state only another profile’s rules reach, and for no state at all', () => {
    expect(
      shortestAimedPath({ how: 'to', state: 'enrolment.application.householdBenefit' }),
    ).toBeNull();
    expect(shortestAimedPath({ how: 'to', state: 'enrolment.no-such-state' })).toBeNull();
    // Two walks of the whole graph (about 9 s alone; a loaded machine takes several times that).
  }, 60_000);
});

describe('the shortest path through a transition', () => {
  it('ends with a step of the event, from the state asked for, no later than any generated path', () => {
    const aim: Aim = { how: 'through', event: 'transfer.requested', from: OFFER };
    const path = shortestAimedPath(aim) as GeneratedPath;
    expect(path.events.at(-1)?.type).toBe('transfer.requested');
    expect(statesAlong(path.events).at(-2)?.has(OFFER)).toBe(true);
    expect(aimedStep(path.events, aim)).toBe(path.events.length - 1);
    const firsts = all.map((generated) => aimedStep(generated.events, aim)).filter((i) => i >= 0);
    expect(firsts.length).toBeGreaterThan(0);
    expect(path.events.length).toBeLessThanOrEqual(Math.min(...firsts) + 1);
  });

  it('takes a step by its words, as the paths name it', () => {
    const aim: Aim = { how: 'through', event: 'the enrolment answers duplicate' };
    const path = shortestAimedPath(aim) as GeneratedPath;
    expect(path.name.split(' → ').at(-1)).toBe('the enrolment answers duplicate');
  });

  it('is null for an event no step of the model has', () => {
    expect(shortestAimedPath({ how: 'through', event: 'no.such.event' })).toBeNull();
  });
});

describe('a selection file that carries its paths', () => {
  const path = to;
  const dir = mkdtempSync(join(tmpdir(), 'shortest-'));
  const write = (paths: GeneratedPath[], aim: Aim = toOffer) => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
    const content: PathsFile = { written: 'a test', aim, paths };
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('gives the runners its paths, whether or not the generated list has them', () => {
    const listed = all[0] as GeneratedPath;
    const file = write([path, listed].filter((p) => pathsAimed([p], toOffer).length > 0));
    expect(selectedPaths(all, file)).toContainEqual(path);
    expect(selectedPaths([], write([path]))).toEqual([path]);
  });

  it('refuses a path whose events no longer hash to its id (edited by hand)', () => {
    const edited = { ...path, events: path.events.slice(0, -1) };
    expect(() => selectedPaths(all, write([edited]))).toThrow(
      `path ${path.id} has other events than its id`,
    );
  });

  it('refuses a step the model no longer offers, and a path that no longer takes its aim', () => {
    const events = [...path.events];
    events.splice(1, 0, { type: 'status.retried' });
    const stale = { id: pathId(events), name: describePath(events), events };
    expect(() => selectedPaths(all, write([stale]))).toThrow(
      `step 2 (check the status again) is no longer a step of the model`,
    );
    expect(() =>
      selectedPaths(all, write([path], { how: 'to', state: 'enrolment.legacy.review' })),
    ).toThrow(`path ${path.id} no longer reaches enrolment.legacy.review`);
    expect(() =>
      selectedPaths(all, write([path], { how: 'through', event: 'enrol.requested' })),
    ).toThrow(`path ${path.id} no longer takes enrol.requested`);
  });
});
