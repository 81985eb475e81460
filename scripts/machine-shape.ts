import type { AnyStateMachine, AnyStateNode } from 'xstate';

// The shape of a machine as Stately's importer sees it: every state by id, every transition as
// "source, event, position, targets". The live machine, the generated Stately file evaluated
// with xstate, and what @xstate/machine-extractor reads from that file are all reduced to it,
// so one comparison says whether the file carries the whole machine.

export type MachineShape = { states: string[]; transitions: string[] };

export function transitionKey(source: string, event: string, index: number, targets: string[]) {
  return `${source} | ${event} #${index} -> ${targets.length > 0 ? targets.join(', ') : '(none)'}`;
}

export function liveShape(machine: AnyStateMachine): MachineShape {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node !== machine.root) states.push(node.id);
    for (const [event, list] of node.transitions) {
      list.forEach((transition, index) => {
        const targets = (transition.target ?? []).map((target) => target.id);
        transitions.push(transitionKey(node.id, event, index, targets));
      });
    }
    (node.always ?? []).forEach((transition, index) => {
      const targets = (transition.target ?? []).map((target) => target.id);
      transitions.push(transitionKey(node.id, 'always', index, targets));
    });
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return { states: states.sort(), transitions: transitions.sort() };
}

/** How much of `expected` `actual` holds, and what it lacks or adds. */
export function compareShapes(expected: MachineShape, actual: MachineShape) {
  const missing = (a: string[], b: string[]) => a.filter((item) => !b.includes(item));
  return {
    states: expected.states.length - missing(expected.states, actual.states).length,
    transitions:
      expected.transitions.length - missing(expected.transitions, actual.transitions).length,
    missingStates: missing(expected.states, actual.states),
    missingTransitions: missing(expected.transitions, actual.transitions),
    extraStates: missing(actual.states, expected.states),
    extraTransitions: missing(actual.transitions, expected.transitions),
  };
}
