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
import type { AnyStateNode } from 'xstate';
import type { PathsResults } from '../e2e/paths-reporter';
import { expectedHeading } from '../e2e/screen-headings';
import { enrolmentMachine } from '../machines/enrolment.machine';
import { asModelPath, changedAfterCheckPaths } from '../tests/model/changed-after-check';
import {
  coverageOf,
  describeEvent,
  expectedStates,
  type ModelEvent,
  type ModelPath,
  machineInventory,
  paths,
} from '../tests/model/enrolment-model';
import {
  type Aim,
  aimedStep,
  aimInWords,
  aimOptions,
  eventTypes,
  type GeneratedPath,
  generatedPaths,
  headingInWords,
  type PathsFile,
  pathsAimed,
  SELECTION_VAR,
  shortestAimedPath,
  stepContext,
} from '../tests/model/path-selection';
import {
  generateProfilePaths,
  PATH_PROFILES,
  profileCoverage,
  profilePathsFile,
  statesUnder,
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
  if (aimTo !== undefined && aimThrough !== undefined) {
    console.error('Aim at one thing: --to <state> or --through <event>, not both.');
    process.exit(2);
  }
  const from = option('--from');
  const aimed: Aim =
    aimTo !== undefined
      ? { how: 'to', state: stateIdOf(aimTo) }
      : {
          how: 'through',
          event: eventOf(aimThrough as string),
          ...(from !== undefined ? { from: stateIdOf(from) } : {}),
        };
  if (process.argv.includes('--all')) aimAll(aimed);
  else aimShortest(aimed);
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
  : livePaths();

/** The model's paths: the graph's cover, and D51's walked paths beside them. */
function livePaths(): ModelPath[] {
  return [...paths(), ...changedAfterCheckPaths().map((path) => asModelPath(path))];
}

/**
 * `transfer.offer`, the full node id `enrolment.transfer.offer`, or a screen's URL path
 * (`/TransferAcpPlan`); else the near ids, and out.
 */
function stateIdOf(asked: string): string {
  if (asked.startsWith('/')) {
    const routed = routedStates().filter(([route]) => route.split('?')[0] === asked.split('?')[0]);
    if (routed.length === 1) return (routed[0] as [string, string])[1];
    if (routed.length > 1) {
      console.error(
        `${asked} is the URL of ${routed.length} states; name one:\n  ${routed.map(([route, id]) => `${id}  (${route})`).join('\n  ')}`,
      );
      process.exit(2);
    }
  }
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

/** Each state with a screen of its own: its route and its id. */
function routedStates(): [string, string][] {
  const all: [string, string][] = [];
  const walk = (node: AnyStateNode) => {
    const route = (node.meta as { route?: string } | undefined)?.route;
    if (route) all.push([route, node.id]);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(enrolmentMachine.root);
  return all;
}

/** An event type the machine handles, or words of a step: anything but a state's id. */
function eventOf(asked: string): string {
  if (inventory.states.has(asked) || inventory.states.has(`enrolment.${asked}`)) {
    console.error(
      `${asked} is a state: --through aims at a transition (an event type such as transfer.requested, or a step's words, and --from <state> to say where from); --to ${asked} aims at the state.`,
    );
    process.exit(2);
  }
  return asked;
}

/** The event types that hold a word of what was asked. */
function nearEvents(asked: string): string {
  const words = asked
    .toLowerCase()
    .split(/[\s.]+/)
    .filter((word) => word.length > 3);
  const near = [...eventTypes()]
    .filter((type) => words.some((word) => type.toLowerCase().includes(word)))
    .sort();
  return near.length > 0 ? ` Event types with those words:\n  ${near.join('\n  ')}` : '';
}

/** Whether the machine leaves the state in the same step it enters it (`always`). */
function passThrough(id: string): boolean {
  const walk = (node: AnyStateNode): AnyStateNode | undefined =>
    node.id === id
      ? node
      : Object.values(node.states)
          .map(walk)
          .find((found) => found !== undefined);
  const node = walk(enrolmentMachine.root);
  return (node?.always ?? []).length > 0;
}

/** Why no default path reaches a state: the profiles' own paths that do, and how to run them. */
function whyNoPath(state: string): never {
  const under = PATH_PROFILES.map((program) => ({
    program,
    reaching: storedProfilePaths(program).filter((path) =>
      statesUnder(program, path).some((s) => s._nodes.some((node) => node.id === state)),
    ),
  })).filter(({ reaching }) => reaching.length > 0);
  if (under.length === 0) {
    console.error(`No path of the model reaches ${state}: nothing the model does leads there.`);
    process.exit(1);
  }
  for (const { program, reaching } of under) {
    console.error(
      `${state} is reached only under the ${program} profile's rules, which the default runners do not play: ${reaching.length} of its own paths (tests/model/generated-paths.${program}.json) reach it:`,
    );
    for (const path of reaching) console.error(`  ${path.id}  ${path.name}`);
    const first = (reaching[0] as GeneratedPath).id;
    console.error(
      `Run one with the ${program} rules:\n  npx vitest run tests/model/profile-paths.test.tsx -t "${first}"`,
    );
    console.error(`  npm run build:lifeline && npm run test:e2e:lifeline -- -g "${first}"`);
  }
  process.exit(1);
}

/** `--to` / `--through`: the one shortest path that takes the aim, written with its events. */
function aimShortest(aimed: Aim) {
  const path = shortestAimedPath(aimed);
  if (!path) {
    if (aimed.how === 'to') whyNoPath(aimed.state);
    console.error(
      `No path of the model goes ${aimInWords(aimed)}: no step of it has that event type or says those words.${nearEvents(aimed.event)}`,
    );
    process.exit(1);
  }
  const known = generatedPaths().some((generatedPath) => generatedPath.id === path.id);
  console.log(
    `The shortest path ${aimInWords(aimed)}: ${path.id}, ${path.events.length} steps${known ? ' (also in the generated list)' : ''}`,
  );
  path.events.forEach((_, step) => {
    console.log(`  ${String(step + 1).padStart(2)}. ${path.name.split(' → ')[step]}`);
  });
  if (aimed.how === 'to' && passThrough(aimed.state)) {
    console.log(
      `${aimed.state} is a pass-through state: the machine leaves it in the step that enters it (\`always\`), so no screen shows it; the last step crosses it, and the runners check the screen it goes on to.`,
    );
  }
  const out = option('--out') ?? 'paths-selection.json';
  const file: PathsFile = {
    written: `npm run paths -- ${aimOptions(aimed)}`,
    aim: aimed,
    paths: [path],
  };
  writeFileSync(out, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`\nWrote ${out}. Run exactly this path:`);
  console.log(`  ${SELECTION_VAR}=${out} npx vitest run tests/model/generated-paths.test.tsx`);
  console.log(`  ${SELECTION_VAR}=${out} npm run paths:e2e      # after npm run build`);
  console.log(`Every generated path that goes ${aimInWords(aimed)}: add --all.`);
}

/** `--to … --all` / `--through … --all`: the generated paths that take the aim. */
function aimAll(aimed: Aim) {
  // The runners play the committed list: a selection from a stale one would name other paths.
  const committed = generatedPaths();
  const live = livePaths()
    .map((path) => path.id)
    .join(' ');
  if (committed.map((path) => path.id).join(' ') !== live) {
    console.error(`${GENERATED} is stale: run \`npm run paths\` first.`);
    process.exit(1);
  }
  const chosen = pathsAimed(committed, aimed);
  console.log(`${chosen.length} of ${committed.length} generated paths go ${aimInWords(aimed)}:`);
  for (const path of chosen) {
    const step = aimedStep(path.events, aimed) + 1;
    console.log(`  ${path.id}  (there at step ${step} of ${path.events.length})  ${path.name}`);
  }
  if (chosen.length === 0) {
    if (aimed.how === 'to' && shortestAimedPath(aimed) === null) whyNoPath(aimed.state);
    console.error(
      `None of the generated paths goes ${aimInWords(aimed)}: without --all, the model's shortest path there is written instead.`,
    );
    process.exit(1);
  }
  const out = option('--out') ?? 'paths-selection.txt';
  writeFileSync(
    out,
    [
      `# npm run paths -- ${aimOptions(aimed)} --all: the ${chosen.length} generated paths that go ${aimInWords(aimed)}`,
      ...chosen.map((path) => `${path.id}  # ${path.name}`),
      '',
    ].join('\n'),
  );
  console.log(`\nWrote ${out}. Run exactly these paths:`);
  console.log(`  ${SELECTION_VAR}=${out} npx vitest run tests/model/generated-paths.test.tsx`);
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

// The example every command of README and docs/paths.md names: today's shortest generated path
// that ends on the enrolment's duplicate answer (the transfer offer), so each id in the docs is
// one the list has (npm run docs:check runs them).
const EXAMPLE_WORDS = 'the enrolment answers duplicate';
const exampleFound = [...generated]
  .filter((path) => describeEvent(path.steps.at(-1)?.event as ModelEvent) === EXAMPLE_WORDS)
  .sort((a, b) => a.steps.length - b.steps.length || a.id.localeCompare(b.id))[0];
if (!exampleFound) {
  throw new Error(`No generated path ends with "${EXAMPLE_WORDS}" to show in the docs.`);
}
const example: ModelPath = exampleFound;
const exampleEvents = example.steps.map((step) => step.event);
const withWords = generated.filter((path) => path.name.includes(EXAMPLE_WORDS)).length;

/** README's blocks of path commands, each between its markers. */
function readmeBlocks(): Map<string, string[]> {
  const offer = 'enrolment.transfer.offer';
  const toOffer = shortestAimedPath({ how: 'to', state: offer }) as GeneratedPath;
  const listed = generated.map((path) => ({ events: path.steps.map((step) => step.event) }));
  const allToOffer = pathsAimed(listed, { how: 'to', state: offer }).length;
  const transfer: Aim = { how: 'through', event: 'transfer.requested', from: offer };
  const throughTransfer = shortestAimedPath(transfer) as GeneratedPath;
  const states = expectedStates(exampleEvents);
  const last = exampleEvents.length - 1;
  const want = states[last] as Parameters<typeof expectedHeading>[0];
  const before = states[last - 1] as Parameters<typeof expectedHeading>[0];
  const context = stepContext(
    { id: example.id, events: exampleEvents },
    last,
    want,
    expectedHeading(want),
  );
  const pad = (command: string, note: string) => `${command.padEnd(52)} # ${note}`;
  return new Map([
    [
      'vitest path commands',
      [
        '```sh',
        pad(
          'npx vitest run tests/model/generated-paths.test.tsx',
          `every generated path (${generated.length})`,
        ),
        pad(
          `npx vitest run tests/model/generated-paths.test.tsx -t "${example.id}"`,
          'one path, by its id',
        ),
        '```',
      ],
    ],
    [
      'playwright path commands',
      [
        '```sh',
        'npm run build',
        pad('npm run paths:e2e', 'every path'),
        pad(`npm run paths:e2e -- -g "${example.id}"`, 'one path, by its id'),
        pad(
          `npm run paths:e2e -- -g "${EXAMPLE_WORDS}"`,
          `the paths with these words (${withWords})`,
        ),
        pad('npm run paths', "coverage: Vitest, and Playwright's last run"),
        '```',
      ],
    ],
    [
      'aimed path commands',
      [
        '```sh',
        pad(
          'npm run paths -- --to transfer.offer',
          `the shortest path to the transfer offer (${toOffer.events.length} steps)`,
        ),
        'PATHS_SELECTION=paths-selection.json npx vitest run tests/model/generated-paths.test.tsx',
        'PATHS_SELECTION=paths-selection.json npm run paths:e2e',
        pad(
          'npm run paths -- --through transfer.requested --from transfer.offer',
          `the transfer asked for on the offer (${throughTransfer.events.length} steps)`,
        ),
        pad(
          'npm run paths -- --to transfer.offer --all',
          `the ${allToOffer} generated paths that reach it, by id`,
        ),
        'PATHS_SELECTION=paths-selection.txt npx vitest run tests/model/generated-paths.test.tsx',
        '```',
      ],
    ],
    [
      'path failure example',
      [
        '```',
        context,
        `after step ${last + 1}: the heading on screen was ${headingInWords(expectedHeading(before))}`,
        '```',
      ],
    ],
  ]);
}

/** README with its path blocks written in. */
function readmeWithExamples(readme: string): string {
  let text = readme;
  for (const [name, lines] of readmeBlocks()) {
    const open = `<!-- ${name}: written by scripts/paths.ts -->`;
    const close = `<!-- end of the ${name} -->`;
    const from = text.indexOf(open);
    const to = text.indexOf(close);
    if (from === -1 || to < from) throw new Error(`README.md has lost its markers: ${open}`);
    text = `${text.slice(0, from + open.length)}\n\n${lines.join('\n')}\n\n${text.slice(to)}`;
  }
  return text;
}

const markdown = [
  '# Generated test paths',
  '',
  'Generated by `npm run paths` from `machines/enrolment.machine.ts` and the test model in',
  '`tests/model/enrolment-model.ts`; do not edit by hand. Each path starts on the home page',
  'with nothing stored. A path is named by its id, a hash of its own events: it keeps its id',
  'when other parts of the machine change. Vitest runs every path against the real pages,',
  'each event given as its page sends it (`tests/model/generated-paths.test.tsx`); run one with',
  `\`npx vitest run tests/model/generated-paths.test.tsx -t "${example.id}"\`. Playwright runs every`,
  'path in Chromium, typing',
  'every form, against the built app and the sandbox',
  '(`e2e/paths.spec.ts`; `npm run build` first): all with `npm run paths:e2e`, one with',
  `\`npm run paths:e2e -- -g "${example.id}"\`, or by its words with`,
  `\`npm run paths:e2e -- -g "${EXAMPLE_WORDS}"\`. The shortest path to one state:`,
  '`npm run paths -- --to transfer.offer` writes it to `paths-selection.json`;',
  '`PATHS_SELECTION=paths-selection.json` before either command runs exactly it (README, "The',
  'path tests"). A failure names the path id, the step and what',
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
  ['README.md', readmeWithExamples(readFileSync('README.md', 'utf8'))],
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
