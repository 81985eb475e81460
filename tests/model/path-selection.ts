// What both path runners share besides the model: the committed list of generated paths, the
// selection a tester aims them with (`npm run paths -- --to <state>` or `--through <event>`
// writes it; DEC-131): the shortest path to a state or through a transition, and the words a failure carries (the path's id, the
// step, what should be on screen; DEC-132). Plain node: Vitest, Playwright and
// scripts/paths.ts all read it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyStateMachine, type AnyStateNode, createActor, fromPromise } from 'xstate';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import { screenRoute } from '../../machines/screen-route';
import {
  createModel,
  describeEvent,
  describePath,
  eventsFor,
  expectedStates,
  initialState,
  input,
  type ModelEvent,
  pathId,
  type Snapshot,
  serializeEvent,
  serializeState,
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

/**
 * What a selection is aimed at: a state (`to`: the first step that enters it, a pass-through
 * `always` state included), or a transition (`through`: a step whose event is of that type, or
 * whose words contain it, taken while `from` is active, when given).
 */
export type Aim = { how: 'to'; state: string } | { how: 'through'; event: string; from?: string };

/** The aim in words: "to enrolment.transfer.offer", "through transfer.requested from …". */
export function aimInWords(aim: Aim): string {
  return aim.how === 'to'
    ? `to ${aim.state}`
    : `through ${aim.event}${aim.from ? ` from ${aim.from}` : ''}`;
}

/** The `npm run paths` options that make the aim. */
export function aimOptions(aim: Aim): string {
  return aim.how === 'to'
    ? `--to ${aim.state}`
    : `--through ${JSON.stringify(aim.event)}${aim.from ? ` --from ${aim.from}` : ''}`;
}

/**
 * A selection that carries its paths (`--to` and `--through` write one): a path xstate's
 * shortest-path search found need not be in the committed list, so the runners read its
 * events from here.
 */
export interface PathsFile {
  /** The command that wrote it. */
  written: string;
  aim: Aim;
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
 * step, and the path still takes what it was aimed at.
 */
export function readPathsFile(file: string, text: string): GeneratedPath[] {
  const { aim, paths } = JSON.parse(text) as PathsFile;
  const again = `run \`npm run paths -- ${aimOptions(aim)}\` again.`;
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
    if (aimedStep(path.events, aim) === -1) {
      throw new Error(
        `${SELECTION_VAR}=${file}: path ${path.id} no longer ${aim.how === 'to' ? `reaches ${aim.state}` : `takes ${aim.event}${aim.from ? ` from ${aim.from}` : ''}`}; ${again}`,
      );
    }
  }
  return paths;
}

/**
 * The paths a run plays: every generated path, or only those the selection file named by
 * PATHS_SELECTION holds: ids from the committed list (`--all`), or paths of its own (`--to`,
 * `--through`). An id the list does not hold fails the run rather than shrinking it unseen:
 * the selection was written from another version of the paths. `file` is the selection's file
 * (the variable's value by default; '' for none).
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
      `${SELECTION_VAR}=${file}: ${ids.length === 0 ? 'no path ids in it' : `no generated path has the id ${unknown.join(', ')}`}; run \`npm run paths -- --to <state> --all\` again.`,
    );
  }
  return ids.map((id) => byId.get(id) as GeneratedPath);
}

/** The machine with every call left pending: only a path's events move it. */
function pendingMachine(): AnyStateMachine {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(
    Object.keys(enrolmentMachine.implementations.actors).map((id) => [id, never]),
  );
  return enrolmentMachine.provide({ actors } as never) as unknown as AnyStateMachine;
}

/** Records the state nodes each microstep enters: a pass-through state shows only there. */
function enteredInto(into: { ids: Set<string> }) {
  return (inspection: { type: string }) => {
    if (inspection.type !== '@xstate.microstep') return;
    const { snapshot } = inspection as unknown as { snapshot: Snapshot };
    for (const node of snapshot._nodes) into.ids.add(node.id);
  };
}

/**
 * For each step, the state node ids the machine is in at any moment of it: the states active
 * after it, and the pass-through (`always`) states it crosses on the way.
 */
export function statesEntered(events: ModelEvent[]): Set<string>[] {
  const into = { ids: new Set<string>() };
  const actor = createActor(pendingMachine(), { input, inspect: enteredInto(into) });
  actor.start();
  const along = events.map((event) => {
    into.ids = new Set();
    actor.send(event as never);
    for (const node of (actor.getSnapshot() as Snapshot)._nodes) into.ids.add(node.id);
    return into.ids;
  });
  actor.stop();
  return along;
}

/**
 * Which steps an event aim names: an event type the machine handles matches by its type;
 * anything else by the step's words ("the status check answers PENDING_REVIEW").
 */
export function eventMatcher(asked: string): (event: ModelEvent) => boolean {
  if (eventTypes().has(asked)) return (event) => event.type === asked;
  const words = asked.toLowerCase();
  return (event) => describeEvent(event).toLowerCase().includes(words);
}

/** Every event type the machine has a transition for. */
export function eventTypes(): Set<string> {
  const types = new Set<string>();
  const walk = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) types.add(type);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(enrolmentMachine.root);
  return types;
}

/**
 * The index of the step at which a path first takes its aim (-1: never): the first step that
 * enters the state, or the first step of the event taken from the `from` state.
 */
export function aimedStep(events: ModelEvent[], aim: Aim): number {
  if (aim.how === 'to') return statesEntered(events).findIndex((ids) => ids.has(aim.state));
  const matches = eventMatcher(aim.event);
  const before = aim.from ? statesAlong(events) : [];
  return events.findIndex(
    (event, step) => matches(event) && (!aim.from || (before[step] as Set<string>).has(aim.from)),
  );
}

/** The paths of a list that take the aim. */
export function pathsAimed<P extends { events: ModelEvent[] }>(all: P[], aim: Aim): P[] {
  return all.filter((path) => aimedStep(path.events, aim) !== -1);
}

/**
 * The shortest path from the home page that takes the aim, ending with the step that takes it:
 * a breadth-first walk of the test model's graph (xstate's adjacency map), each step replayed
 * from where the last ended so that a pass-through state the step crosses is seen too. Of
 * equally short paths, the one first by its words. Null when the model never takes it.
 */
export function shortestAimedPath(aim: Aim): GeneratedPath | null {
  const model = createModel();
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: ModelEvent; state: Snapshot }> }
  >;
  const machine = pendingMachine();
  const matches = aim.how === 'through' ? eventMatcher(aim.event) : () => true;
  const start = Object.keys(adjacency)[0] as string;
  const first = createActor(machine, { input });
  first.start();
  const reached = new Map<string, { events: ModelEvent[]; end: unknown }>([
    [start, { events: [], end: first.getPersistedSnapshot() }],
  ]);
  first.stop();
  let level = [start];
  while (level.length > 0) {
    const found: ModelEvent[][] = [];
    const next: string[] = [];
    for (const vertex of level) {
      const from = reached.get(vertex) as { events: ModelEvent[]; end: unknown };
      const { state: before, transitions } = adjacency[vertex] ?? { transitions: {} };
      const fromOk =
        aim.how === 'to' ||
        !aim.from ||
        (before as Snapshot)._nodes.some((node) => node.id === aim.from);
      for (const { event, state } of Object.values(transitions)) {
        const events = [...from.events, event];
        const into = { ids: new Set<string>() };
        const takes =
          aim.how === 'to'
            ? (() => {
                const step = createActor(machine, {
                  input,
                  snapshot: from.end as never,
                  inspect: enteredInto(into),
                });
                step.start();
                step.send(event as never);
                const key = serializeState(state);
                if (!reached.has(key)) {
                  reached.set(key, { events, end: step.getPersistedSnapshot() });
                  next.push(key);
                }
                step.stop();
                return into.ids.has(aim.state);
              })()
            : fromOk && matches(event);
        if (aim.how === 'through') {
          const key = serializeState(state);
          if (!reached.has(key)) {
            reached.set(key, { events, end: null });
            next.push(key);
          }
        }
        if (takes) found.push(events);
      }
    }
    if (found.length > 0) {
      const candidates = found.map((events) => ({
        id: pathId(events),
        name: describePath(events),
        events,
      }));
      candidates.sort((a, b) => a.name.localeCompare(b.name));
      return candidates[0] as GeneratedPath;
    }
    level = next;
  }
  return null;
}

/** The state node ids active before the first step and after each step. */
export function statesAlong(events: ModelEvent[]): Set<string>[] {
  return [initialState(), ...expectedStates(events)].map(
    (s) => new Set(s._nodes.map((node) => node.id)),
  );
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
