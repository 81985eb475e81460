import { createRequire } from 'node:module';
import { type MachineShape, transitionKey } from './machine-shape';

// What Stately's "Import from code" recovers from a file: @xstate/machine-extractor, the
// open-source static extraction behind it, run on the file's text.
//
// The extractor was built for xstate 4: it requires `xstate/lib/actions` and
// `xstate/lib/types`, which xstate 5 (our `xstate`) no longer has. xstate 4 is installed beside
// it under the alias `xstate4` (package.json), and this hook sends those two requires — and
// only requires of `xstate/lib/*` — there while the extractor loads. The app never loads it.

type Resolve = (request: string, ...rest: unknown[]) => string;
const require = createRequire(import.meta.url);
const Module = require('node:module') as { _resolveFilename: Resolve };

function loadExtractor() {
  const original = Module._resolveFilename;
  Module._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    const mapped = request.startsWith('xstate/lib/') ? `xstate4/lib/${request.slice(11)}` : request;
    return original.call(this, mapped, ...rest);
  };
  try {
    return require('@xstate/machine-extractor') as {
      extractMachinesFromFile: (text: string) => {
        machines: ({ toConfig: () => ExtractedState | null } | null)[];
      } | null;
    };
  } finally {
    Module._resolveFilename = original;
  }
}

/** How the importer read a guard: `named`, or `inline` with the code as its `type`. */
type ExtractedGuard = { kind?: string; type?: string };
type ExtractedTransition = { target?: string | string[]; cond?: ExtractedGuard };
type ExtractedTransitions = ExtractedTransition | ExtractedTransition[] | string | undefined;
type ExtractedState = {
  id?: string;
  states?: Record<string, ExtractedState>;
  on?: Record<string, ExtractedTransitions>;
  always?: ExtractedTransitions;
  invoke?: ExtractedInvoke | ExtractedInvoke[];
};
type ExtractedInvoke = {
  id?: string;
  onDone?: ExtractedTransitions;
  onError?: ExtractedTransitions;
};

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The extracted file's shape, every warning or error the extractor printed, and every guard it
 * read as code rather than by name (with where it is: state, event, position).
 */
export function extractedShape(text: string): {
  shape: MachineShape;
  warnings: string[];
  inlineGuards: string[];
} {
  const { extractMachinesFromFile } = loadExtractor();
  const warnings: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => warnings.push(String(args[0]));
  console.error = (...args: unknown[]) => warnings.push(String(args[0]));
  let config: ExtractedState | null | undefined;
  try {
    const result = extractMachinesFromFile(text);
    if (result?.machines.length !== 1) {
      warnings.push(`expected one machine, found ${result?.machines.length ?? 0}`);
    }
    config = result?.machines[0]?.toConfig();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  const states: string[] = [];
  const transitions: string[] = [];
  const inlineGuards: string[] = [];
  const walk = (node: ExtractedState, id: string, parent: string | null) => {
    // As xstate resolves targets: `#id` is absolute, anything else is a sibling's path.
    const resolveTarget = (target: string) =>
      target.startsWith('#') ? target.slice(1) : `${parent ?? id}.${target}`;
    const add = (event: string, value: ExtractedTransitions) => {
      list(value).forEach((transition, index) => {
        const config: ExtractedTransition =
          typeof transition === 'string' ? { target: transition } : transition;
        transitions.push(transitionKey(id, event, index, list(config.target).map(resolveTarget)));
        if (config.cond && config.cond.kind !== 'named') {
          inlineGuards.push(`${id}, ${event} #${index}: ${config.cond.type ?? '(unreadable)'}`);
        }
      });
    };
    if (parent !== null) states.push(id);
    for (const [event, value] of Object.entries(node.on ?? {})) add(event, value);
    add('always', node.always);
    for (const invoke of list(node.invoke)) {
      add(`xstate.done.actor.${invoke.id}`, invoke.onDone);
      add(`xstate.error.actor.${invoke.id}`, invoke.onError);
    }
    for (const [key, child] of Object.entries(node.states ?? {})) {
      walk(child, child.id ?? `${id}.${key}`, id);
    }
  };
  if (config) walk(config, config.id ?? '(machine)', null);
  return {
    shape: { states: states.sort(), transitions: transitions.sort() },
    warnings,
    inlineGuards,
  };
}
