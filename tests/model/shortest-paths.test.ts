// @vitest-environment node
// `npm run paths -- --to <state> --shortest` (issue 29): the shortest path the model has to a
// state, from xstate's shortest-path search, and the selection file that carries it to both
// runners (they read it through selectedPaths).
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
  type GeneratedPath,
  generatedPaths,
  type PathsFile,
  pathsThrough,
  pathsTo,
  selectedPaths,
  shortestPath,
} from './path-selection';

const OFFER = 'enrolment.transfer.offer';
const all = generatedPaths();

/** Whether the offer is active before the first step and after each step. */
const inOffer = (events: ModelEvent[]) =>
  [initialState(), ...expectedStates(events)].map((s) =>
    s._nodes.some((node) => node.id === OFFER),
  );

// Each search walks the whole model: once for each kind of aim.
const to = shortestPath('to', OFFER) as GeneratedPath;
const through = shortestPath('through', OFFER) as GeneratedPath;
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
    expect(reaching.map((path) => path.id)).toEqual(pathsTo(all, OFFER).map((path) => path.id));
    const arrivals = generatedAlong.map((along) => along.indexOf(true)).filter((i) => i > 0);
    expect(to.events.length).toBeLessThanOrEqual(Math.min(...arrivals));
    // The covering set's paths go on past it or arrive the long way: what --to picks is longer.
    expect(Math.max(...reaching.map((path) => path.events.length))).toBeGreaterThan(
      to.events.length,
    );
  });

  it('--through reaches the state and its last step leaves it', () => {
    const along = inOffer(through.events);
    expect(along.at(-2)).toBe(true);
    expect(along.at(-1)).toBe(false);
    const leaving = generatedAlong
      .map((states) => (states.includes(true) ? states.indexOf(false, states.indexOf(true)) : -1))
      .filter((i) => i > 0);
    expect(leaving.length).toBe(pathsThrough(all, OFFER).length);
    expect(through.events.length).toBeLessThanOrEqual(Math.min(...leaving));
  });

  it('is null for a state the model never reaches', () => {
    expect(shortestPath('to', 'enrolment.no-such-state')).toBeNull();
  });
});

describe('a selection file that carries its paths', () => {
  const path = to;
  const dir = mkdtempSync(join(tmpdir(), 'shortest-'));
  const write = (paths: GeneratedPath[], state = OFFER) => {
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
    const content: PathsFile = {
      written: 'a test',
      aim: { how: 'to', state },
      paths,
    };
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('gives the runners its paths, whether or not the generated list has them', () => {
    const listed = all[0] as GeneratedPath;
    const file = write([path, listed].filter((p) => pathsTo([p], OFFER).length > 0));
    expect(selectedPaths(all, file)).toContainEqual(path);
    expect(selectedPaths([], write([path]))).toEqual([path]);
  });

  it('refuses a path whose events no longer hash to its id (edited by hand)', () => {
    const edited = { ...path, events: path.events.slice(0, -1) };
    expect(() => selectedPaths(all, write([edited]))).toThrow(
      `path ${path.id} has other events than its id`,
    );
  });

  it('refuses a step the model no longer offers, and a path that no longer gets there', () => {
    const events = [...path.events];
    events.splice(1, 0, { type: 'status.retried' });
    const stale = { id: pathId(events), name: describePath(events), events };
    expect(() => selectedPaths(all, write([stale]))).toThrow(
      `step 2 (check the status again) is no longer a step of the model`,
    );
    expect(() => selectedPaths(all, write([path], 'enrolment.legacy.review'))).toThrow(
      `path ${path.id} no longer reaches enrolment.legacy.review`,
    );
  });
});
