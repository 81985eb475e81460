// `npm run paths`: list the generated test paths in plain words (docs/paths.md) and print
// how much of the machine they cover, for Vitest and for Playwright separately. `--check`
// fails when docs/paths.md is stale or when a state or transition of the machine is not
// covered; `--e2e-check` (after the browser run) fails unless Playwright passed every path.
// `--to <state id>` / `--through <state id>` list the paths that reach / pass through that
// state and write their ids to a selection file (`--out`, else paths-selection.txt) that both
// runners play when PATHS_SELECTION names it (DEC-131). With `--shortest`, the one shortest
// path the model has there instead, found by xstate's shortest-path search rather than taken
// from the covering set: it need not be in the committed list, so the file carries its events
// (`--out`, else paths-selection.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { PathsResults } from '../e2e/paths-reporter';
import {
  coverageOf,
  type ModelPath,
  machineInventory,
  paths,
} from '../tests/model/enrolment-model';
import {
  type Aim,
  generatedPaths,
  type PathsFile,
  pathsThrough,
  pathsTo,
  SELECTION_VAR,
  shortestPath,
  statesAlong,
} from '../tests/model/path-selection';
import {
  generateProfilePaths,
  PATH_PROFILES,
  profileCoverage,
  profilePathsFile,
  storedProfilePaths,
} from '../tests/model/profile-paths';

const PATHS_RESULTS = 'test-results/paths-e2e.json';
const GENERATED = 'tests/model/generated-paths.json';

function option(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${flag} needs a value`);
    process.exit(2);
  }
  return value;
}

const e2eCheck = process.argv.includes('--e2e-check');
const inventory = machineInventory();

const aimTo = option('--to');
const aimThrough = option('--through');
if (aimTo !== undefined || aimThrough !== undefined) {
  const how: Aim = aimTo !== undefined ? 'to' : 'through';
  const id = stateIdOf((aimTo ?? aimThrough) as string);
  if (process.argv.includes('--shortest')) shortest(how, id);
  else aim(how, id);
  process.exit(0);
}

// After the browser run the list is the committed one (docs:check has kept it fresh), so the
// graph need not be searched again.
const generated: ModelPath[] = e2eCheck
  ? generatedPaths().map((path) => ({
      id: path.id,
      name: path.name,
      steps: path.events.map((event) => ({ event, state: null as never })),
      state: null as never,
    }))
  : paths();

/** `transfer.offer` or the full node id `enrolment.transfer.offer`; else the near ids, and out. */
function stateIdOf(asked: string): string {
  const id = inventory.states.has(asked)
    ? asked
    : `${inventory.states.values().next().value}.${asked}`;
  if (inventory.states.has(id)) return id;
  // Ids holding the words asked, or ending in the same state name.
  const last = asked.split('.').at(-1)?.toLowerCase() ?? '';
  const near = [...inventory.states].filter(
    (state) =>
      state.toLowerCase().includes(asked.toLowerCase()) || state.toLowerCase().endsWith(`.${last}`),
  );
  console.error(
    `No state ${asked} in the machine.${near.length ? ` States with those words:\n  ${near.join('\n  ')}` : ''}`,
  );
  process.exit(2);
}

/** `--to … --shortest`: the one shortest path there, written with its events. */
function shortest(how: Aim, id: string) {
  const path = shortestPath(how, id);
  const verb = how === 'to' ? 'to' : 'through';
  if (!path) {
    console.error(`The model has no path ${verb} ${id}.`);
    process.exit(1);
  }
  const known = generatedPaths().some((generatedPath) => generatedPath.id === path.id);
  console.log(
    `The shortest path ${verb} ${id}: ${path.id}, ${path.events.length} steps${known ? ' (also in the generated list)' : ''}`,
  );
  path.events.forEach((_, step) => {
    console.log(`  ${String(step + 1).padStart(2)}. ${path.name.split(' → ')[step]}`);
  });
  const out = option('--out') ?? 'paths-selection.json';
  const file: PathsFile = {
    written: `npm run paths -- --${how} ${id} --shortest`,
    aim: { how, state: id },
    paths: [path],
  };
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`\nWrote ${out}. Run exactly this path:`);
  console.log(`  ${SELECTION_VAR}=${out} npx vitest run tests/model/generated-paths.test.tsx`);
  console.log(`  ${SELECTION_VAR}=${out} npm run paths:e2e      # after npm run build`);
}

/** `--to` / `--through`: list the paths aimed at one state and write their selection. */
function aim(how: Aim, id: string) {
  // The runners play the committed list: a selection from a stale one would name other paths.
  const committed = generatedPaths();
  const live = paths()
    .map((path) => path.id)
    .join(' ');
  if (committed.map((path) => path.id).join(' ') !== live) {
    console.error(`${GENERATED} is stale: run \`npm run paths\` first.`);
    process.exit(1);
  }
  const chosen = how === 'to' ? pathsTo(committed, id) : pathsThrough(committed, id);
  const verb = how === 'to' ? 'reach' : 'pass through';
  console.log(`${chosen.length} of ${committed.length} paths ${verb} ${id}:`);
  for (const path of chosen) {
    const step = statesAlong(path.events).findIndex((states) => states.has(id));
    console.log(`  ${path.id}  (there after step ${step} of ${path.events.length})  ${path.name}`);
  }
  if (chosen.length === 0) process.exit(1);
  const out = option('--out') ?? 'paths-selection.txt';
  writeFileSync(
    out,
    [
      `# npm run paths -- --${how} ${id}: the ${chosen.length} paths that ${verb} ${id}`,
      ...chosen.map((path) => `${path.id}  # ${path.name}`),
      '',
    ].join('\n'),
  );
  console.log(`\nWrote ${out}. Run exactly these paths:`);
  console.log(`  ${SELECTION_VAR}=${out} npx vitest run tests/model`);
  console.log(`  ${SELECTION_VAR}=${out} npm run paths:e2e      # after npm run build`);
}
const covered = coverageOf(generated);

// The paths only a profile's rules have (D42–D44: tests/model/profile-paths.ts), generated from
// the machine walked with those rules; what they cover counts towards the whole machine. The
// profile's runners play them (tests/model/profile-paths.test.tsx, npm run test:e2e:lifeline).
const asStored = (stored: ReturnType<typeof generatedPaths>): ModelPath[] =>
  stored.map((path) => ({
    id: path.id,
    name: path.name,
    steps: path.events.map((event) => ({ event, state: null as never })),
    state: null as never,
  }));
const profilePaths = PATH_PROFILES.map((program) => ({
  program,
  paths: e2eCheck
    ? asStored(storedProfilePaths(program))
    : generateProfilePaths(program, generated),
}));
/** What only a profile's own paths reach: the default runners cannot play it. */
const onlyUnderProfiles = { states: new Set<string>(), transitions: new Set<string>() };
for (const { program, paths: own } of profilePaths) {
  const more = profileCoverage(program, own);
  for (const id of more.states) {
    if (!covered.states.has(id)) onlyUnderProfiles.states.add(id);
    covered.states.add(id);
  }
  for (const key of more.transitions) {
    if (!covered.transitions.has(key)) onlyUnderProfiles.transitions.add(key);
    covered.transitions.add(key);
  }
}

const missingStates = [...inventory.states].filter((id) => !covered.states.has(id)).sort();
const missingTransitions = [...inventory.transitions]
  .filter((key) => !covered.transitions.has(key))
  .sort();
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const statesCovered = inventory.states.size - missingStates.length;
const transitionsCovered = inventory.transitions.size - missingTransitions.length;

console.log(`Generated paths: ${generated.length}`);
console.log(
  `States covered: ${statesCovered}/${inventory.states.size} (${percent(statesCovered, inventory.states.size)})`,
);
console.log(
  `Transitions covered: ${transitionsCovered}/${inventory.transitions.size} (${percent(transitionsCovered, inventory.transitions.size)})`,
);
for (const id of missingStates) console.log(`  state not covered: ${id}`);
for (const key of missingTransitions) console.log(`  transition not covered: ${key}`);

function coverageLine(runner: string, ran: ModelPath[]): { line: string; full: boolean } {
  const { states, transitions } = coverageOf(ran);
  const s = [...inventory.states].filter((id) => states.has(id)).length;
  const t = [...inventory.transitions].filter((key) => transitions.has(key)).length;
  // A profile's own paths cover the rest, in that profile's run.
  const ownS = onlyUnderProfiles.states.size;
  const ownT = onlyUnderProfiles.transitions.size;
  const rest =
    ownS + ownT > 0 ? `; ${ownS} states and ${ownT} transitions by the profiles' own paths` : '';
  return {
    line: `${runner}: states ${s}/${inventory.states.size}, transitions ${t}/${inventory.transitions.size} (${ran.length} of ${generated.length} paths${rest})`,
    full: s + ownS === inventory.states.size && t + ownT === inventory.transitions.size,
  };
}

// Vitest runs every generated path (tests/model/generated-paths.test.tsx).
console.log(coverageLine('Vitest', generated).line);

// Playwright: the paths its last run passed, when there was one; else the paths the spec
// runs (e2e/paths.spec.ts reads the same list, every path).
const browserRun: PathsResults | null = existsSync(PATHS_RESULTS)
  ? (JSON.parse(readFileSync(PATHS_RESULTS, 'utf8')) as PathsResults)
  : null;
const passed = new Set(
  browserRun?.paths.filter((p) => p.status === 'passed').map((p) => p.id) ?? [],
);
const browser = browserRun ? generated.filter((path) => passed.has(path.id)) : generated;
const playwright = coverageLine(
  browserRun ? `Playwright (run of ${browserRun.finishedAt})` : 'Playwright (paths the spec runs)',
  browser,
);
console.log(playwright.line);
if (browserRun)
  console.log(`Axe checked ${browserRun.axeScreens.length} screens at 360 and 1280 px`);

if (e2eCheck) {
  const failed = generated.filter((path) => !passed.has(path.id));
  for (const path of failed) {
    console.error(`  not passed in the browser: ${path.id}: ${path.name}`);
  }
  if (!browserRun || failed.length > 0 || !playwright.full) {
    console.error(
      browserRun
        ? 'Playwright did not pass every generated path.'
        : `${PATHS_RESULTS} is missing: run the browser tests (npm run test:e2e) first.`,
    );
    process.exit(1);
  }
  process.exit(0);
}

const markdown = [
  '# Generated test paths',
  '',
  'Generated by `npm run paths` from `machines/enrolment.machine.ts` and the test model in',
  '`tests/model/enrolment-model.ts`; do not edit by hand. Each path starts on the home page',
  'with nothing stored. A path is named by its id, a hash of its own events: it keeps its id',
  'when other parts of the machine change. Vitest runs every path against the real pages,',
  'each event given as its page sends it (`tests/model/generated-paths.test.tsx`); run one with',
  '`npx vitest run tests/model -t "1a2b3c4d"`. Playwright runs every path in Chromium, typing',
  'every form, against the built app and the sandbox',
  '(`e2e/paths.spec.ts`; `npm run build` first): all with `npm run paths:e2e`, one with',
  '`npm run paths:e2e -- -g "1a2b3c4d"`, or by its words with `npm run paths:e2e -- -g',
  '"enrol answers duplicate"`. The paths that reach one state: `npm run paths -- --to',
  'transfer.offer` lists them and writes `paths-selection.txt`; `PATHS_SELECTION=paths-selection.txt`',
  'before either command runs exactly those. A failure names the path id, the step and what',
  'was due on screen; Playwright keeps a trace and a screenshot under `test-results/paths-<id>-…/`.',
  '',
  `${generated.length} paths; states covered ${statesCovered}/${inventory.states.size}, transitions covered ${transitionsCovered}/${inventory.transitions.size}.`,
  '',
  ...generated.map((path) => `- \`${path.id}\` ${path.name}`),
  '',
  ...profilePaths.flatMap(({ program, paths: own }) => [
    `## Paths of the ${program} profile's own`,
    '',
    `Walked with the ${program} profile's rules: the states, transitions and answers only they`,
    `have. The ${program} runners play them after their selection of the paths above`,
    '(`tests/model/profile-paths.test.tsx`; `npm run test:e2e:lifeline` after `npm run build:lifeline`).',
    '',
    ...own.map((path) => `- \`${path.id}\` ${path.name}`),
    '',
  ]),
].join('\n');

// The runners read the events from here, so they need not search the graph again.
const asJson = (list: ModelPath[]) =>
  `${JSON.stringify(
    list.map((path) => ({
      id: path.id,
      name: path.name,
      events: path.steps.map((step) => step.event),
    })),
    null,
    1,
  )}\n`;
const json = asJson(generated);
const outputs: (readonly [string, string])[] = [
  ['docs/paths.md', markdown],
  [GENERATED, json],
  ...profilePaths.map(
    ({ program, paths: own }) =>
      [relative(process.cwd(), profilePathsFile(program)), asJson(own)] as const,
  ),
];

if (process.argv.includes('--check')) {
  for (const [file, text] of outputs) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (current !== text) {
      console.error(`${file} is stale: run \`npm run paths\` and commit it.`);
      process.exit(1);
    }
  }
  if (missingStates.length > 0 || missingTransitions.length > 0) {
    console.error('The generated paths do not cover the whole machine.');
    process.exit(1);
  }
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Wrote ${outputs.map(([file]) => file).join(', ')}`);
}
