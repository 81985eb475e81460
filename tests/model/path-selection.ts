// What both path runners share besides the model: the committed list of generated paths, the
// selection a tester aims them with (`npm run paths -- --to <state>` writes it; DEC-131), the
// shortest path to a state (`--shortest`), and the words a failure carries (the path's id, the
// step, what should be on screen; DEC-132). Plain node: Vitest, Playwright and
// scripts/paths.ts all read it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenRoute } from '../../machines/screen-route';
import {
  createModel,
  describeEvent,
  describePath,
  eventsFor,
  expectedStates,
  initialState,
  type ModelEvent,
  pathId,
  type Snapshot,
  serializeEvent,
} from './enrolment-model';

export interface GeneratedPath {
  id: string;
  name: string;
  events: ModelEvent[];
}

/** The env var both runners read: a file of path ids, one a line (`#` starts a comment). */
export const SELECTION_VAR = 'PATHS_SELECTION';

// From the URL's text: under Vitest's test DOM, `URL` is the DOM's, which node's fs refuses.
const here = dirname(fileURLToPath(import.meta.url));

/** tests/model/generated-paths.json, as `npm run paths` wrote it. */
export function generatedPaths(): GeneratedPath[] {
  return JSON.parse(readFileSync(resolve(here, 'generated-paths.json'), 'utf8')) as GeneratedPath[];
}

/** How a selection was aimed: the paths that reach a state, or reach it and then leave it. */
export type Aim = 'to' | 'through';

/**
 * A selection that carries its paths (`--shortest` writes one): a path xstate's shortest-path
 * search found need not be in the committed list, so the runners read its events from here.
 */
export interface PathsFile {
  /** The command that wrote it. */
  written: string;
  aim: { how: Aim; state: string };
  paths: GeneratedPath[];
}

/** The ids a selection file of ids lists. */
export function readSelection(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * A selection file's own paths, each checked against the current machine: its id is still the
 * hash of its events (not edited into another path), each event is one the model offers at its
 * step, and the path still reaches (or passes through) the state it was aimed at.
 */
export function readPathsFile(file: string, text: string): GeneratedPath[] {
  const { aim, paths } = JSON.parse(text) as PathsFile;
  const again = `run \`npm run paths -- --${aim.how} ${aim.state} --shortest\` again.`;
  for (const path of paths) {
    if (pathId(path.events) !== path.id) {
      throw new Error(
        `${SELECTION_VAR}=${file}: path ${path.id} has other events than its id; ${again}`,
      );
    }
    const before = [initialState(), ...expectedStates(path.events)];
    path.events.forEach((event, step) => {
      const offered = eventsFor(before[step] as Snapshot).map(serializeEvent);
      if (!offered.includes(serializeEvent(event))) {
        throw new Error(
          `${SELECTION_VAR}=${file}: path ${path.id}, step ${step + 1} (${describeEvent(event)}) is no longer a step of the model; ${again}`,
        );
      }
    });
    const aimed = aim.how === 'to' ? pathsTo([path], aim.state) : pathsThrough([path], aim.state);
    if (aimed.length === 0) {
      throw new Error(
        `${SELECTION_VAR}=${file}: path ${path.id} no longer ${aim.how === 'to' ? 'reaches' : 'passes through'} ${aim.state}; ${again}`,
      );
    }
  }
  return paths;
}

/**
 * The paths a run plays: every generated path, or only those the selection file named by
 * PATHS_SELECTION holds: ids from the committed list (`--to`, `--through`), or paths of its own
 * (`--shortest`). An id the list does not hold fails the run rather than shrinking it unseen:
 * the selection was written from another version of the paths.
 */
export function selectedPaths(
  all: GeneratedPath[],
  file: string | undefined = process.env[SELECTION_VAR],
): GeneratedPath[] {
  if (!file) return all;
  const text = readFileSync(file, 'utf8');
  if (text.trimStart().startsWith('{')) return readPathsFile(file, text);
  const ids = readSelection(file);
  const byId = new Map(all.map((path) => [path.id, path]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0 || ids.length === 0) {
    throw new Error(
      `${SELECTION_VAR}=${file}: ${ids.length === 0 ? 'no path ids in it' : `no generated path has the id ${unknown.join(', ')}`}; run \`npm run paths -- --to <state>\` again.`,
    );
  }
  return ids.map((id) => byId.get(id) as GeneratedPath);
}

/**
 * The shortest path from the home page to the state node `id` (`to`), or to it and on out of
 * it (`through`), by xstate's shortest-path search over the test model (`getShortestPaths`
 * with `toState`, then again from each end for the way out). Of equally short paths, the one
 * first by its words. Null when the model never reaches the state.
 */
export function shortestPath(how: Aim, id: string): GeneratedPath | null {
  const model = createModel();
  const inside = (s: unknown) => (s as Snapshot)._nodes.some((node) => node.id === id);
  // The first step of each is xstate's start, not an event of the path.
  const eventsOf = (path: { steps: { event: unknown }[] }) =>
    path.steps.slice(1).map((step) => step.event as ModelEvent);
  const found = model.getShortestPaths({ toState: inside }).flatMap((to) => {
    if (how === 'to') return [eventsOf(to)];
    // xstate's getShortestPathsFrom refuses to join when a step comes back to the start, so
    // the way out is searched from each end and the two joined here.
    const out = model.getShortestPaths({ fromState: to.state, toState: (s) => !inside(s) });
    return out.map((away) => [...eventsOf(to), ...eventsOf(away)]);
  });
  const candidates = found.map((events) => ({
    id: pathId(events),
    name: describePath(events),
    events,
  }));
  candidates.sort((a, b) => a.events.length - b.events.length || a.name.localeCompare(b.name));
  return candidates[0] ?? null;
}

/** The state node ids active before the first step and after each step. */
export function statesAlong(events: ModelEvent[]): Set<string>[] {
  return [initialState(), ...expectedStates(events)].map(
    (s) => new Set(s._nodes.map((node) => node.id)),
  );
}

/** The paths that reach the state node `id`: it is active after some step. */
export function pathsTo<P extends { events: ModelEvent[] }>(all: P[], id: string): P[] {
  return all.filter((path) => statesAlong(path.events).some((states) => states.has(id)));
}

/** The paths that pass through the state node `id`: they reach it and later leave it. */
export function pathsThrough<P extends { events: ModelEvent[] }>(all: P[], id: string): P[] {
  return all.filter((path) => {
    const along = statesAlong(path.events);
    const first = along.findIndex((states) => states.has(id));
    return first !== -1 && along.slice(first).some((states) => !states.has(id));
  });
}

/** A heading rule in words: the text itself when the rule is one exact text. */
export function headingInWords(heading: RegExp): string {
  const exact = /^\^((?:[^.*+?^${}()|[\]\\]|\\.)*)\$$/.exec(heading.source);
  return exact ? `"${(exact[1] as string).replace(/\\(.)/g, '$1')}"` : String(heading);
}

/**
 * Where a path is and what the screen must show there, for every failure message: "path
 * 1a2b3c4d, step 5 of 9 (enrol.requested): expected the heading "…" at /EnrollStep".
 */
export function stepContext(
  path: { id: string; events: ModelEvent[] },
  step: number,
  want: Snapshot,
  heading: RegExp,
): string {
  const event = path.events[step] as ModelEvent;
  const route = leftTheApp(want)
    ? 'a page outside the app'
    : (screenRoute(want) ?? 'the URL before it');
  return `path ${path.id}, step ${step + 1} of ${path.events.length} (${describeEvent(event)}): expected the heading ${headingInWords(heading)} at ${route}`;
}

/**
 * Whether the browser has left the app at this state: a followed link. The page before the
 * National Verifier (`leaving.toVerifier`, D48) is a screen of ours, with its own URL.
 */
export function leftTheApp(want: Snapshot): boolean {
  return want.matches('leaving' as never) && screenRoute(want) === null;
}

/** Run one step's work; a failure in it says first which path, which step and what was due. */
export async function atStep<T>(context: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error) {
      const first = error.message;
      error.message = `${context}\n${first}`;
      if (error.stack?.includes(first)) error.stack = error.stack.replace(first, error.message);
      throw error;
    }
    throw new Error(`${context}\n${String(error)}`);
  }
}
