// The second, generated selection of paths (issue 17 §5): the screens whose page reads the
// program profile (or the carrier's plan and device, which differ with it), and the fewest
// generated paths that reach all of them, played under another profile than the default. Both
// runners use it: tests/model/profile-paths.test.tsx in Vitest, e2e/paths.spec.ts with
// PATHS_PROFILE=lifeline (npm run test:e2e:lifeline) in the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, type EventObject } from 'xstate';
import { pageName, type ScreenKey, screenKeys, screens } from '../../machines/screens';
import { answeredEvent, answerSteps } from '../../machines/step-answers';
import type { ProfileId } from '../../profiles/schema';
import {
  answersUnder,
  answerVariantsUnder,
  lifelineRefusedAnswers,
  reviewedApplication,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { asModelPath, changedAfterCheckPaths } from './changed-after-check';
import {
  coverageOf,
  describeEvent,
  describePath,
  expectedStates,
  homeStateAnswers,
  input,
  type ModelEvent,
  type ModelInput,
  type ModelPath,
  pathId,
  paths,
  pendingMachine,
  serializeEvent,
} from './enrolment-model';
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
      ? [{ type: answeredEvent(step), answer: lifelineRefusedAnswers[step] } as ModelEvent, event]
      : [event];
  });
  return [{ id: pathId(events), name: events.map(describeEvent).join(' → '), events }];
}

/**
 * A path's events as a person under that profile types them: one initial per certification,
 * and the answers to the questions its rules ask besides A §5's (D40–D44).
 */
export function eventsUnder(program: ProfileId, events: ModelEvent[]): ModelEvent[] {
  const rules = settingsModule(program).programRules;
  const { certificationCount } = rules;
  const typed = events.map((event) => {
    const step = answerSteps.find((key) => event.type === answeredEvent(key));
    if (step) {
      const { answer } = event as unknown as { answer: never };
      return { ...event, answer: answersUnder(rules, { [step]: answer })[step] } as ModelEvent;
    }
    if (event.type !== 'agreement.submitted') return event;
    const { agreement } = event as Extract<ModelEvent, { type: 'agreement.submitted' }>;
    const first = agreement.initials[0] ?? '';
    const initials = Array.from(
      { length: certificationCount },
      (_, i) => agreement.initials[i] ?? first,
    );
    return { ...event, agreement: { ...agreement, initials } } as ModelEvent;
  });
  return withHomeStateAnswers(typed, profileInput(program));
}

/**
 * D58: where the profile's rules ask the provider about step 2's home state, the answer a path
 * walked under other rules gets at that moment: served (its home is the fixture's, in a state
 * both demos serve), so the path goes on as it did.
 */
function withHomeStateAnswers(events: ModelEvent[], modelInput: ModelInput): ModelEvent[] {
  const actor = createActor(pendingMachine(), { input: modelInput });
  actor.start();
  const played: ModelEvent[] = [];
  for (const event of events) {
    played.push(event);
    actor.send(event as EventObject as never);
    if (actor.getSnapshot().matches({ application: { contactInfo: 'checkingState' } } as never)) {
      const served: ModelEvent = {
        type: 'xstate.done.actor.checkCoverage',
        output: homeStateAnswers.served,
      };
      played.push(served);
      actor.send(served as EventObject as never);
    }
  }
  actor.stop();
  return played;
}

const stateId = (key: ScreenKey) => `enrolment.${screens[key].state}`;

/** The short form's screens (D47: a profile may not offer it). */
const LEGACY = 'enrolment.legacy';
const isLegacy = (id: string) => id === LEGACY || id.startsWith(`${LEGACY}.`);
/** Whether a path (generated under the default profile's rules) goes into the short form. */
function usesShortForm(path: GeneratedPath): boolean {
  return statesAlong(path.events).some((states) => [...states].some(isLegacy));
}

/** A path of its own events, named and identified as the generated ones are. */
const asPath = (events: ModelEvent[]): GeneratedPath => ({
  id: pathId(events),
  name: describePath(events),
  events,
});

/**
 * D47: under rules that do not offer the short form, its old URLs open the application. Two
 * paths play that: its first URL typed once a served zip is stored (the shortest generated
 * beginning that reaches the success page, then the URL: step 1 opens), and the same URL typed
 * with nothing stored (the zip page).
 */
export function withdrawnShortFormPaths(all: GeneratedPath[]): GeneratedPath[] {
  const served = 'enrolment.coverage.served';
  const beginnings = all
    .map((path) => ({ path, at: statesAlong(path.events).findIndex((s) => s.has(served)) }))
    // `at` counts the state before the first event: the beginning is the events up to it.
    .filter(({ at }) => at > 0)
    .map(({ path, at }) => path.events.slice(0, at))
    .sort((a, b) => a.length - b.length);
  const shortest = beginnings[0];
  if (!shortest) throw new Error('No generated path reaches the success page');
  const link: ModelEvent = {
    type: 'route.visited',
    path: screens.legacyHomeAddress.path,
    query: {},
  };
  return [asPath([...shortest, link]), asPath([link])];
}

// ---- Paths of a profile's own (D42–D44) --------------------------------------------------
// Some states and answers exist only under a profile's rules (the end of an application whose
// household has its benefit, a temporary address, the household worksheet's branches): no
// default path can reach them. `npm run paths` generates them from the machine walked with the
// profile's rules and keeps them in generated-paths.<profile>.json; the profile's runners
// play them after its selection of the default paths.

/** The profiles whose rules have paths of their own; the default build's are generated-paths.json. */
export const PATH_PROFILES = ['lifeline'] as const satisfies readonly ProfileId[];

/** Where `npm run paths` keeps a profile's own paths. */
export function profilePathsFile(program: ProfileId): string {
  return resolve(here, `generated-paths.${program}.json`);
}

/** A profile's own paths as `npm run paths` wrote them (none for a profile without a file). */
export function storedProfilePaths(program: ProfileId): GeneratedPath[] {
  const file = profilePathsFile(program);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GeneratedPath[]) : [];
}

/**
 * The fewest paths, walked with `program`'s rules, that reach every state and transition the
 * default paths (`defaults`) do not, and take each answer those rules add (a temporary address,
 * each branch of the household worksheet), each once.
 */
export function generateProfilePaths(program: ProfileId, defaults: ModelPath[]): ModelPath[] {
  const modelInput = profileInput(program);
  const done = coverageOf(defaults);
  const covered = new Set([
    ...[...done.states].map((id) => `s:${id}`),
    ...[...done.transitions].map((key) => `t:${key}`),
  ]);
  const variants = new Set(
    Object.entries(answerVariantsUnder(modelInput.programRules)).flatMap(([step, answers]) =>
      (answers ?? []).map((answer) =>
        serializeEvent({ type: answeredEvent(step as never), answer } as ModelEvent),
      ),
    ),
  );
  return [
    ...paths(undefined, undefined, {
      input: modelInput,
      covered,
      mustTake: (event) => variants.has(serializeEvent(event)),
    }),
    // D51: each kind of answer changed after the check, under the profile's rules.
    ...changedAfterCheckPaths(modelInput).map((path) => asModelPath(path, modelInput)),
  ];
}

/** What a profile's own paths cover, walked with its rules. */
export function profileCoverage(program: ProfileId, own: ModelPath[]) {
  return coverageOf(own, profileInput(program));
}

/**
 * The fewest paths (greedy: each pick reaches the most screens not yet reached, the shorter
 * on a tie) that reach every screen whose page reads the profile, with their events as typed
 * under `program`. Where the profile's rules do not offer the short form (D47), no path goes
 * into it, and the paths of its withdrawn links are played instead.
 */
export function profileSelection(
  all: GeneratedPath[],
  program: ProfileId,
  own: GeneratedPath[] = storedProfilePaths(program),
): GeneratedPath[] {
  const shortForm = settingsModule(program).programRules.legacyFormOffered;
  const wanted = new Set(
    profileScreens()
      .map(stateId)
      .filter((id) => shortForm || !isLegacy(id)),
  );
  // The screens the profile's own paths reach need no default path.
  for (const path of own) {
    for (const s of expectedStates(path.events, profileInput(program)))
      for (const node of s._nodes) wanted.delete(node.id);
  }
  const usable = shortForm ? all : all.filter((path) => !usesShortForm(path));
  const reaches = usable.map((path) => {
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
  if (!shortForm) chosen.push(...withdrawnShortFormPaths(all));
  chosen.push(...identityRefusals(all, program));
  return [
    ...chosen.map((path) => ({ ...path, events: eventsUnder(program, path.events) })),
    ...own,
  ];
}

/** The machine's states after each event of a path, under `program`'s rules. */
export function statesUnder(program: ProfileId, path: GeneratedPath) {
  return expectedStates(path.events, profileInput(program));
}
