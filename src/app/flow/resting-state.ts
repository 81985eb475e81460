import type { StateNode, StateValue } from 'xstate';
import type { EnrolmentContext, enrolmentMachine } from '../../../machines/enrolment.machine';

// Where a kept flow rests: a state of this machine it may be read back in (D60). Apart from
// kept-flow.ts, since every save needs it and the rest of the reader only a tab that kept one.

type Machine = typeof enrolmentMachine;
type Node = StateNode<EnrolmentContext, never>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A state's value from the paths of its atomic states: ['a', 'b'] → { a: 'b' }. */
export function stateValue(paths: readonly (readonly string[])[]): StateValue {
  const groups = new Map<string, string[][]>();
  for (const [head = '', ...rest] of paths) {
    const group = groups.get(head);
    if (group) group.push(rest);
    else groups.set(head, [rest]);
  }
  const entries = [...groups].map(([head, rests]) => {
    const deeper = rests.filter((rest) => rest.length > 0);
    return [head, deeper.length === 0 ? undefined : stateValue(deeper)] as const;
  });
  const [only] = entries;
  if (entries.length === 1 && only && only[1] === undefined) return only[0];
  return Object.fromEntries(entries.map(([head, value]) => [head, value ?? {}]));
}

/**
 * The atomic states `value` names under `node`, or null when it names a state the machine does
 * not have, or one it never rests in: a history or an eventless (`always`) state, or a
 * compound one named without its child (xstate writes whole paths).
 */
function atomicStates(node: Node, value: unknown): Node[] | null {
  if (typeof value === 'string') {
    const child = Object.hasOwn(node.states, value) ? node.states[value] : undefined;
    if (child?.type !== 'atomic' || (child.always?.length ?? 0) > 0) return null;
    return [child];
  }
  if (!isRecord(value)) return null;
  const keys = Object.keys(value);
  const children = Object.keys(node.states);
  const fits =
    node.type === 'parallel'
      ? keys.length === children.length && keys.every((key) => children.includes(key))
      : keys.length === 1 && children.includes(keys[0] as string);
  if (!fits) return null;
  const found: Node[] = [];
  for (const key of keys) {
    const below = atomicStates(node.states[key] as Node, value[key]);
    if (!below) return null;
    found.push(...below);
  }
  return found;
}

/**
 * Where a state that waits for a call rests once that call is out of the picture: where the
 * call failing would leave it (its unguarded `onError`), the press not yet made. The tab never
 * keeps a call in flight: its input holds what D14 keeps from storage (the SSN digits go out
 * with the check), and a call read back from the tab would be sent as it was stored.
 */
function atRest(state: Node): Node | null {
  if (state.invoke.length === 0) return state;
  const on = state.on as Partial<Record<string, Node['always']>>;
  const onError = state.invoke.map((invoke) => on[`xstate.error.actor.${invoke.id}`] ?? []);
  const fallback = onError.flat().findLast((transition) => !transition.guard);
  const target = fallback?.target?.[0] as Node | undefined;
  if (target?.type !== 'atomic' || target.invoke.length > 0) return null;
  return target;
}

/** The value a kept state rests at in this machine, or null when the machine has no such state. */
export function restingValue(machine: Machine, value: unknown): StateValue | null {
  const states = atomicStates(machine.root as unknown as Node, value);
  if (!states) return null;
  const resting = states.map(atRest);
  if (resting.some((state) => state === null)) return null;
  return stateValue((resting as Node[]).map((state) => state.path));
}
