// What both path runners share besides the model: the committed list of generated paths, the
// selection a tester aims them with (`npm run paths -- --to <state>` writes it; DEC-131), and
// the words a failure carries (the path's id, the step, what should be on screen; DEC-132).
// Plain node: Vitest, Playwright and scripts/paths.ts all read it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenRoute } from '../../machines/screen-route';
import {
  describeEvent,
  expectedStates,
  initialState,
  type ModelEvent,
  type Snapshot,
} from './enrolment-model';

export interface GeneratedPath {
  id: string;
  name: string;
  events: ModelEvent[];
}

/** The env var both runners read: a file of path ids, one a line (`#` starts a comment). */
export const SELECTION_VAR = 'PATHS_SELECTION';

// From the URL's text: under Vitest's jsdom, `URL` is jsdom's, which node's fs refuses.
const here = dirname(fileURLToPath(import.meta.url));

/** tests/model/generated-paths.json, as `npm run paths` wrote it. */
export function generatedPaths(): GeneratedPath[] {
  return JSON.parse(readFileSync(resolve(here, 'generated-paths.json'), 'utf8')) as GeneratedPath[];
}

/** The ids a selection file lists. */
export function readSelection(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/**
 * The paths a run plays: every generated path, or only those the selection file named by
 * PATHS_SELECTION lists. An id the list does not hold fails the run rather than shrinking it
 * unseen: the selection was written from another version of the paths.
 */
export function selectedPaths(
  all: GeneratedPath[],
  file: string | undefined = process.env[SELECTION_VAR],
): GeneratedPath[] {
  if (!file) return all;
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
  const route = want.matches('leaving' as never)
    ? 'a page outside the app'
    : (screenRoute(want) ?? 'the URL before it');
  return `path ${path.id}, step ${step + 1} of ${path.events.length} (${describeEvent(event)}): expected the heading ${headingInWords(heading)} at ${route}`;
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
