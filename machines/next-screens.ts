import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';
import { type ScreenKey, screenKeys, screens } from './screens';

// What the idle prefetch fetches (DEC-157): the pages of the screens one step away, and the code
// of the calls on the way there (DEC-167), read from the machine itself, so the prefetch follows
// the flow as it changes and never fetches a page or a call the applicant cannot reach from
// where they are.

const screenOfState = new Map<string, ScreenKey>(
  screenKeys.map((key) => [`enrolment.${screens[key].state}`, key]),
);

/**
 * Not a step the applicant takes on a page: the address bar and the clock reach anywhere, and a
 * representative's shift (D57) leads back to the zip page or its own start page, both drawn
 * before in that shift.
 */
const NOT_A_STEP = new Set([
  'route.visited',
  'session.expired',
  'applicant.next',
  'applicant.idle',
  'shift.ended',
]);

/**
 * States in between (a call, a decision) are followed this far to the screen they lead to: an
 * answer after a check passes three (the step's decision, the check withdrawn, the resume).
 */
const MAX_HOPS = 4;

/** The active state nodes of a state value, from `node` down. */
function activeNodes(node: AnyStateNode, value: unknown): AnyStateNode[] {
  if (value === undefined || value === null) return [node];
  if (typeof value === 'string') {
    const child = node.states[value];
    return child ? [node, child] : [node];
  }
  return [
    node,
    ...Object.entries(value as Record<string, unknown>).flatMap(([key, sub]) => {
      const child = node.states[key];
      return child ? activeNodes(child, sub) : [];
    }),
  ];
}

/** The states a transition into `node` comes to rest in: its initial leaves. */
function entered(node: AnyStateNode): AnyStateNode[] {
  if (node.type === 'parallel') return Object.values(node.states).flatMap(entered);
  if (node.type === 'compound') return node.initial.target.flatMap(entered);
  // A history state resumes its parent, whose pages the applicant has seen already.
  if (node.type === 'history') return [];
  return [node];
}

/** The targets of every transition a state node has, the address bar's and clock's left out. */
function targets(node: AnyStateNode): AnyStateNode[] {
  return [...node.transitions.entries()]
    .filter(([event]) => !NOT_A_STEP.has(event))
    .flatMap(([, transitions]) => transitions)
    .concat(node.always ?? [])
    .flatMap((transition) => transition.target ?? []);
}

/** The screen a state belongs to: its own, or the nearest ancestor's (a screen's inner states). */
function screenOf(node: AnyStateNode | undefined): ScreenKey | undefined {
  for (let at = node; at; at = at.parent) {
    const screen = screenOfState.get(at.id);
    if (screen) return screen;
  }
  return undefined;
}

/**
 * A decision after a step (which step is the first one not yet answered) cannot be read without
 * the answer about to be given, so every step is one of its targets. For a person filling the
 * steps in order the next one is the next step by number; the earlier ones are pages already
 * seen (kept), and any later one is reached only through the steps between.
 */
function nearestNextStep(found: ScreenKey[], current: ScreenKey | undefined): ScreenKey[] {
  const at = current === undefined ? 0 : ((screens[current] as { step?: number }).step ?? 0);
  const later = found
    .map((key) => (screens[key] as { step?: number }).step ?? 0)
    .filter((step) => step > at);
  const next = Math.min(...later);
  return found.filter((key) => {
    const step = (screens[key] as { step?: number }).step;
    return step === undefined || step <= at || step === next;
  });
}

/** What the applicant can reach from a snapshot in one step. */
export interface NextStep {
  /** The screens, in the order the machine lists them; the screen on show is not among them. */
  screens: ScreenKey[];
  /**
   * The provider calls on the way there or under way (their `invoke.src`, in the order found):
   * their code, and their failures' guidance, may be needed next.
   */
  calls: string[];
}

/**
 * Where each transition of the active states leads, through any state without a screen of its
 * own (a call on its way, a decision) to the screens it can end on.
 */
export function nextStep(snapshot: AnyMachineSnapshot): NextStep {
  const active = activeNodes(snapshot.machine.root, snapshot.value);
  const current = active.map(screenOf).findLast((screen) => screen !== undefined);
  const found = new Set<ScreenKey>();
  const calls = new Set<string>();
  const noteCalls = (node: AnyStateNode) => {
    for (const invoked of node.invoke) if (typeof invoked.src === 'string') calls.add(invoked.src);
  };
  // A call under way (a reload that looks an order up) can fail as well as one about to start.
  for (const node of active) noteCalls(node);
  const visited = new Set<AnyStateNode>(active);
  // Breadth first: each state is met by its fewest hops, whichever transition lists it first
  // (step 2's answer goes on directly, or through the home state's check, D58).
  const queue: [AnyStateNode, number][] = [];
  const enqueue = (node: AnyStateNode, hops: number) => {
    for (const target of targets(node))
      for (const leaf of entered(target)) queue.push([leaf, hops]);
  };
  for (const node of active) enqueue(node, 1);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [node, hops] = next;
    if (visited.has(node)) continue;
    visited.add(node);
    noteCalls(node);
    const screen = screenOf(node);
    // A state inside the screen on show (its call on the way) is followed to where it leads.
    if (screen !== undefined && screen !== current) {
      found.add(screen);
      continue;
    }
    if (hops < MAX_HOPS) enqueue(node, hops + 1);
  }
  return { screens: nearestNextStep([...found], current), calls: [...calls] };
}
