// The second, generated selection of paths (issue 17 §5): the screens whose page reads the
// program profile (or the carrier's plan and device, which differ with it), and the fewest
// generated paths that reach all of them, played under another profile than the default. Both
// runners use it: tests/model/profile-paths.test.tsx in Vitest, e2e/paths.spec.ts with
// PATHS_PROFILE=lifeline (npm run test:e2e:lifeline) in the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageName, type ScreenKey, screenKeys, screens } from '../../machines/screens';
import { answeredEvent, answerSteps } from '../../machines/step-answers';
import type { ProfileId } from '../../profiles/schema';
import {
  lifelineAnswers,
  lifelineRefusedAnswers,
  refusedAnswers,
  reviewedApplication,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { describeEvent, input, type ModelEvent, pathId } from './enrolment-model';
import { type GeneratedPath, statesAlong } from './path-selection';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/**
 * What `virtual:carrier-settings` serves that is the same whatever the program: the carrier's
 * name, contact and API. Every other part is the profile's, or the carrier's offer under it.
 */
const SAME_FOR_EVERY_PROGRAM = new Set(['brandName', 'page', 'support', 'api', 'homeFigures']);

/** A module's relative imports, resolved to files, and the profile parts it reads. */
function readModule(file: string): { imports: string[]; parts: string[] } {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  const parts: string[] = [];
  for (const [, names, from] of source.matchAll(
    /import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)'/g,
  )) {
    if (from === 'virtual:carrier-settings') {
      for (const name of (names as string).replace(/[{}]/g, '').split(',')) {
        const part = name.trim().split(/\s+as\s+/)[0];
        if (part && !part.startsWith('type ')) parts.push(part);
      }
    } else if ((from as string).startsWith('.')) {
      const base = resolve(dirname(file), from as string);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (found) imports.push(found);
    }
  }
  return { imports, parts };
}

/** Whether `file`, or a module it imports from src/, reads a part that differs by program. */
function readsProfile(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  // env.ts hands every page the carrier's contact and API: the same for every program.
  if (file.endsWith('/src/config/env.ts')) return false;
  const { imports, parts } = readModule(file);
  if (parts.some((part) => !SAME_FOR_EVERY_PROGRAM.has(part))) return true;
  return imports.some((next) => next.startsWith(`${root}/src/`) && readsProfile(next, seen));
}

/** Each flow screen's page file, as the page registry finds it: by the table's page name. */
export function screenPages(): Map<ScreenKey, string> {
  const features = resolve(root, 'src/features');
  const files = new Map(
    (readdirSync(features, { recursive: true }) as string[])
      .filter((file) => file.endsWith('-page.tsx'))
      .map((file) => [basename(file, '.tsx'), resolve(features, file)]),
  );
  const pages = new Map<ScreenKey, string>();
  for (const key of screenKeys) {
    const file = key === 'idle' ? undefined : files.get(pageName(key));
    if (file) pages.set(key, file);
  }
  return pages;
}

/** The screens whose page reads the profile, by their state ids (`application.agreement`). */
export function profileScreens(): ScreenKey[] {
  return [...screenPages()]
    .filter(([, file]) => readsProfile(file))
    .map(([key]) => key)
    .sort();
}

/** The machine's input under a profile: the build passes the profile's rules (DEC-116). */
export function profileInput(program: ProfileId) {
  return { ...input, programRules: settingsModule(program).programRules };
}

/**
 * D40, D41: under a profile whose identityRules ask more (Lifeline's), steps 1, 4 and 5 are
 * answered with that profile's fixture (the Tribal ID route, the benefit qualifying person,
 * Tribal lands alone), each refused answer with its refused one: the same path, as a person
 * under that profile plays it.
 */
function identityAnswerUnder(program: ProfileId, event: ModelEvent): ModelEvent {
  const { identity } = settingsModule(program).programRules;
  if (!identity.tribalIdForSsn && !identity.benefitQualifyingPerson) return event;
  const step = answerSteps.find((key) => event.type === answeredEvent(key));
  if (!step || !(step in lifelineAnswers)) return event;
  const key = step as keyof typeof lifelineAnswers;
  const answer = JSON.stringify((event as { answer?: unknown }).answer);
  if (answer === JSON.stringify(refusedAnswers[key])) {
    return { ...event, answer: lifelineRefusedAnswers[key] } as ModelEvent;
  }
  if (answer === JSON.stringify(reviewedApplication.answers[key])) {
    return { ...event, answer: lifelineAnswers[key] } as ModelEvent;
  }
  return event;
}

/**
 * D40, D41: where the profile's identity steps refuse answers of their own, one path that
 * gives each of them before the answer the step takes (the shortest generated path answering
 * those steps, with the refusals put in), so they are played under the profile too. The
 * generated paths hold no refusal: an answer a guard refuses moves no state.
 */
function identityRefusals(all: GeneratedPath[], program: ProfileId): GeneratedPath[] {
  const { identity } = settingsModule(program).programRules;
  if (!identity.tribalIdForSsn && !identity.benefitQualifyingPerson) return [];
  const steps = Object.keys(lifelineRefusedAnswers) as (keyof typeof lifelineRefusedAnswers)[];
  const accepted = (event: ModelEvent) =>
    steps.find(
      (step) =>
        JSON.stringify(event) ===
        JSON.stringify({ type: answeredEvent(step), answer: reviewedApplication.answers[step] }),
    );
  const base = all
    .filter((path) => steps.every((step) => path.events.some((e) => accepted(e) === step)))
    .sort((a, b) => a.events.length - b.events.length)[0];
  if (!base) return [];
  const events = base.events.flatMap((event) => {
    const step = accepted(event);
    return step
      ? [{ type: answeredEvent(step), answer: refusedAnswers[step] } as ModelEvent, event]
      : [event];
  });
  return [{ id: pathId(events), name: events.map(describeEvent).join(' → '), events }];
}

/** A path's events as a person under that profile types them: one initial per certification. */
export function eventsUnder(program: ProfileId, events: ModelEvent[]): ModelEvent[] {
  const { certificationCount } = settingsModule(program).programRules;
  return events.map((event) => {
    if (event.type !== 'agreement.submitted') return identityAnswerUnder(program, event);
    const { agreement } = event as Extract<ModelEvent, { type: 'agreement.submitted' }>;
    const first = agreement.initials[0] ?? '';
    const initials = Array.from(
      { length: certificationCount },
      (_, i) => agreement.initials[i] ?? first,
    );
    return { ...event, agreement: { ...agreement, initials } } as ModelEvent;
  });
}

const stateId = (key: ScreenKey) => `enrolment.${screens[key].state}`;

/**
 * The fewest paths (greedy: each pick reaches the most screens not yet reached, the shorter
 * on a tie) that reach every screen whose page reads the profile, with their events as typed
 * under `program`.
 */
export function profileSelection(all: GeneratedPath[], program: ProfileId): GeneratedPath[] {
  const wanted = new Set(profileScreens().map(stateId));
  const reaches = all.map((path) => {
    const seen = new Set<string>();
    for (const states of statesAlong(path.events))
      for (const id of states) if (wanted.has(id)) seen.add(id);
    return { path, seen };
  });
  const left = new Set(wanted);
  const chosen: GeneratedPath[] = [];
  while (left.size > 0) {
    let best: (typeof reaches)[number] | undefined;
    let bestGain = 0;
    for (const candidate of reaches) {
      const gain = [...candidate.seen].filter((id) => left.has(id)).length;
      if (
        gain > bestGain ||
        (gain === bestGain &&
          gain > 0 &&
          best &&
          candidate.path.events.length < best.path.events.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) throw new Error(`No generated path reaches ${[...left].join(', ')}`);
    chosen.push(best.path);
    for (const id of best.seen) left.delete(id);
  }
  chosen.push(...identityRefusals(all, program));
  return chosen.map((path) => ({ ...path, events: eventsUnder(program, path.events) }));
}
