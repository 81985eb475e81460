// `npm run machine:docs` also writes docs/enrolment.machine.stately.js: the enrolment machine as
// ONE literal `setup({...}).createMachine({...})`, written out state by state from the live
// machine (machines/enrolment.machine.ts), so Stately's "Import from code" — a static reading
// of the code that cannot follow factories, spreads or computed keys — recovers all of it.
// Guards, actions and actors are referenced by name and given stub bodies; parameters
// computed from an event are left out (only literal ones are kept).
//
// `--check` fails when the file is stale, when it does not evaluate with xstate alone into the
// same states and transitions, or when @xstate/machine-extractor (Stately's importer) recovers
// less than all of them or warns (scripts/stately-extract.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { enrolmentMachine } from '../machines/enrolment.machine';
import { guardLabel } from './machine-labels';
import { compareShapes, liveShape } from './machine-shape';
import { extractedShape } from './stately-extract';

const target = 'docs/enrolment.machine.stately.js';

/** Code written as it is (a call such as `and([...])`), not as a string. */
class Raw {
  constructor(readonly code: string) {}
}
type Value = string | number | boolean | Raw | Value[] | { [key: string]: Value | undefined };

const quote = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key));

function inline(value: Value): string {
  if (value instanceof Raw) return value.code;
  if (typeof value === 'string') return quote(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{ ${entries.map(([key, item]) => `${keyOf(key)}: ${inline(item as Value)}`).join(', ')} }`;
}

/** Pretty-printed, one property a line, short values kept on one line. */
function write(value: Value, indent: string): string {
  const flat = inline(value);
  if (typeof value !== 'object' || value instanceof Raw || flat.length + indent.length <= 96) {
    return flat;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    return `[\n${value.map((item) => `${inner}${write(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{\n${entries
    .map(([key, item]) => `${inner}${keyOf(key)}: ${write(item as Value, inner)},`)
    .join('\n')}\n${indent}}`;
}

const names = { guards: new Set<string>(), actions: new Set<string>(), actors: new Set<string>() };

type Named = { type: string; params?: unknown };
/** A guard or action by name, with its parameters only when they are literal values. */
function named(item: Named, kind: 'guards' | 'actions'): Value {
  names[kind].add(item.type);
  if (item.params === undefined || typeof item.params === 'function') return item.type;
  return { type: item.type, params: JSON.parse(JSON.stringify(item.params)) as Value };
}

/** Guards written inline as `and(…)`, `or(…)` or `not(…)`: Stately shows them as code. */
const inlineGuards: string[] = [];

function guardOf(guard: unknown, where: string): Value {
  if (typeof guard === 'string') return named({ type: guard }, 'guards');
  if (
    typeof guard === 'function' &&
    'guards' in guard &&
    ['and', 'or', 'not'].includes(guard.name)
  ) {
    const parts = (guard.guards as unknown[]).map((part) => guardOf(part, where));
    const code = `${guard.name}(${inline(parts)})`;
    inlineGuards.push(`${where}: ${code}`);
    return new Raw(code);
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return named(guard as Named, 'guards');
  }
  throw new Error(`${where}: an inline guard has no name; name it in the region's setup.`);
}

function actionOf(action: unknown, where: string): Value {
  if (typeof action === 'string') return named({ type: action }, 'actions');
  if (typeof action === 'object' && action !== null && 'type' in action) {
    return named(action as Named, 'actions');
  }
  throw new Error(`${where}: an inline action has no name; name it in the region's setup.`);
}

function actionsOf(list: readonly unknown[], where: string): Value | undefined {
  if (list.length === 0) return undefined;
  const actions = list.map((action) => actionOf(action, where));
  return actions.length === 1 ? actions[0] : actions;
}

/** A target as a person would write it: a sibling by key, anything else by its #id. */
function targetOf(source: AnyStateNode, node: AnyStateNode): string {
  const parent = source.parent;
  if (parent && node.id.startsWith(`${parent.id}.`) && node !== source) {
    return node.id.slice(parent.id.length + 1);
  }
  return `#${node.id}`;
}

type Transition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

function transitionOf(source: AnyStateNode, transition: Transition, where: string): Value {
  const targets = (transition.target ?? []).map((node) => targetOf(source, node));
  return {
    guard: transition.guard === undefined ? undefined : guardOf(transition.guard, where),
    target: targets.length === 0 ? undefined : targets.length === 1 ? targets[0] : targets,
    actions: actionsOf(transition.actions, where),
    reenter: transition.reenter ? true : undefined,
    description: transition.description,
  };
}

const oneOrMany = (list: Value[]): Value => (list.length === 1 ? (list[0] as Value) : list);

function stateOf(node: AnyStateNode, path: string): Value {
  const where = node.id;
  const handled = new Set<string>();
  const invoke = node.invoke.map((definition) => {
    if (typeof definition.src !== 'string') {
      throw new Error(`${where}: invoke ${definition.id} has no actor name.`);
    }
    names.actors.add(definition.src);
    const done = `xstate.done.actor.${definition.id}`;
    const error = `xstate.error.actor.${definition.id}`;
    handled.add(done).add(error);
    const outcome = (event: string) => {
      const list = node.transitions.get(event) ?? [];
      return list.length === 0
        ? undefined
        : oneOrMany(
            list.map((transition, index) =>
              transitionOf(node, transition, `${where}, ${event} #${index}`),
            ),
          );
    };
    return {
      id: definition.id,
      src: definition.src,
      onDone: outcome(done),
      onError: outcome(error),
    };
  });
  const on: Record<string, Value> = {};
  for (const [event, list] of node.transitions) {
    if (handled.has(event)) continue;
    if (event.startsWith('xstate.')) {
      throw new Error(`${where}: ${event} is not written out yet; teach scripts/stately-file.ts.`);
    }
    on[event] = oneOrMany(
      list.map((transition, index) =>
        transitionOf(node, transition, `${where}, ${event} #${index}`),
      ),
    );
  }
  const children = Object.values(node.states);
  const meta =
    node.meta === undefined ? undefined : (JSON.parse(JSON.stringify(node.meta)) as Value);
  return {
    id: node.id === path && node.parent ? undefined : node.id,
    type: ['history', 'final', 'parallel'].includes(node.type) ? node.type : undefined,
    history: node.type === 'history' ? (node.history as string) : undefined,
    description: node.description,
    tags: node.tags.length === 0 ? undefined : [...node.tags],
    meta,
    initial: node.type === 'compound' ? (node.initial.target[0]?.key as string) : undefined,
    entry: actionsOf(node.entry, where),
    exit: actionsOf(node.exit, where),
    invoke: invoke.length === 0 ? undefined : oneOrMany(invoke),
    on: Object.keys(on).length === 0 ? undefined : on,
    always:
      (node.always ?? []).length === 0
        ? undefined
        : oneOrMany(
            (node.always ?? []).map((transition, index) =>
              transitionOf(node, transition, `${where}, always #${index}`),
            ),
          ),
    states:
      children.length === 0
        ? undefined
        : Object.fromEntries(
            children.map((child) => [child.key, stateOf(child, `${path}.${child.key}`)]),
          ),
  };
}

/**
 * What a named guard that combines others checks, in words, for the comment above its stub:
 * XState v5 guards have no description, and Stately shows a guard by its name.
 */
function compositionOf(machine: AnyStateMachine, name: string): string | null {
  const implementation: unknown = machine.implementations.guards[name];
  return typeof implementation === 'function' && 'guards' in implementation
    ? guardLabel(implementation)
    : null;
}

function statelyFile(machine: AnyStateMachine): string {
  names.guards.clear();
  names.actions.clear();
  names.actors.clear();
  inlineGuards.length = 0;
  const body = write(stateOf(machine.root, machine.id), '');
  const stubs = (
    list: Set<string>,
    stub: (name: string) => string,
    comment: (name: string) => string | null = () => null,
  ) =>
    [...list]
      .sort()
      .map((name) => {
        const words = comment(name);
        return `${words ? `    // ${words}\n` : ''}    ${keyOf(name)}: ${stub(name)},`;
      })
      .join('\n');
  const used = ['and', 'or', 'not'].filter((name) => body.includes(`${name}([`));
  return `// Generated by \`npm run machine:docs\` from machines/enrolment.machine.ts — do not edit.
//
// The enrolment machine for Stately: open https://stately.ai/editor, choose "Import from code"
// and paste this whole file. Every state, transition, guard and description is written out
// from the live machine. The guards, actions and actors below are STUBS that keep their
// names only: the real ones live in machines/enrolment-setup.ts, machines/regions/*.ts and
// machines/deep-links.ts, and the app provides the actors (src/). A guard that combines others
// has its own name and, above its stub, a comment saying what it combines. Parameters
// computed from an event are left out; literal ones (a deep link's path, a step's name) are kept.
import { ${[...used, 'fromPromise', 'setup'].join(', ')} } from 'xstate';

export const enrolmentMachine = setup({
  guards: {
${stubs(
  names.guards,
  () => '() => false',
  (name) => compositionOf(machine, name),
)}
  },
  actions: {
${stubs(names.actions, () => '() => {}')}
  },
  actors: {
${stubs(names.actors, (name) => `fromPromise(async () => {\n      throw new Error('${name} is provided by the app');\n    })`)}
  },
}).createMachine(${body});
`;
}

async function check(text: string) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (current !== text) {
    console.error(`${target} is stale: run \`npm run machine:docs\` and commit it.`);
    process.exit(1);
  }
  const live = liveShape(enrolmentMachine);
  // It must run with xstate alone: evaluate it and compare what xstate builds from it.
  const module = (await import(pathToFileURL(resolve(target)).href)) as {
    enrolmentMachine: AnyStateMachine;
  };
  const evaluated = compareShapes(live, liveShape(module.enrolmentMachine));
  const extracted = extractedShape(text);
  const imported = compareShapes(live, extracted.shape);
  const percent = (part: number, whole: number) => `${Math.floor((part / whole) * 100)}%`;
  console.log(
    `${target}: xstate builds ${evaluated.states}/${live.states.length} states, ${evaluated.transitions}/${live.transitions.length} transitions; ` +
      `Stately's importer extracts ${imported.states}/${live.states.length} states (${percent(imported.states, live.states.length)}), ` +
      `${imported.transitions}/${live.transitions.length} transitions (${percent(imported.transitions, live.transitions.length)}), ${extracted.warnings.length} warnings, ${extracted.inlineGuards.length} guards read as code.`,
  );
  const problems = [
    ...inlineGuards.map((guard) => `an inline guard at ${guard}`),
    ...extracted.inlineGuards.map(
      (guard) => `Stately's importer reads a guard as code at ${guard}`,
    ),
    ...evaluated.missingStates.map((id) => `xstate lacks state ${id}`),
    ...evaluated.missingTransitions.map((key) => `xstate lacks transition ${key}`),
    ...imported.missingStates.map((id) => `the importer lacks state ${id}`),
    ...imported.missingTransitions.map((key) => `the importer lacks transition ${key}`),
    ...imported.extraTransitions.map((key) => `the importer invents transition ${key}`),
    ...extracted.warnings.map((warning) => `the importer warns: ${warning}`),
  ];
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

const text = statelyFile(enrolmentMachine);
if (process.argv.includes('--check')) {
  await check(text);
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${target} (${text.length} characters).`);
  if (inlineGuards.length > 0) {
    console.error(
      `Stately would show these guards as code; give each a name in its setup({ guards }), built from the guards it combines:\n${inlineGuards.map((guard) => `  ${guard}`).join('\n')}`,
    );
    process.exit(1);
  }
}
