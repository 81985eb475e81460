import { type AnyStateMachine, type AnyStateNode, createActor, fromPromise } from 'xstate';
import { RESOLUTION_STATUSES, REVIEW_STATUSES } from '../machines/eligibility-status';
import { initialContext } from '../machines/enrolment-types';

// "What happens when the National Verifier says X?" (issue 40): for every status and error code
// an eligibility or status answer can carry, and every state that waits for one, where the live
// machine goes and the description of the transition it takes. Found by running the machine:
// each waiting state is entered with a fresh context, the answer is given as the call's own
// `xstate.done.actor.<id>` event, and the state it settles in is read back, so the table
// follows the machine's guards and their order, whatever they are called.

/** The calls whose answer is an eligibility answer (machines/flow-types.ts). */
const ELIGIBILITY_CALLS = new Set(['checkEligibility', 'checkStatus', 'checkLegacyEligibility']);

/** The eligibility statuses besides those eligibility-status.ts groups (A §4, B §4). */
const OTHER_STATUSES = [
  'COMPLETE',
  'PENDING_CERT',
  'APP_CLOSED_OR_EXPIRED',
  'APPLICATION_NOT_FOUND',
  'SUCCESSFUL',
  'FAILURE',
];

/** The error codes of an eligibility answer (provider-api.md). */
export const ELIGIBILITY_ERRORS = [
  'INVALID_TRIBAL_ID',
  'STATE_NOT_SUPPORTED',
  'INVALID_RESELLER_CODE',
  'BAD_REQUEST',
];

export const ELIGIBILITY_STATUSES = [
  'COMPLETE',
  ...RESOLUTION_STATUSES,
  'PENDING_CERT',
  ...REVIEW_STATUSES,
  ...OTHER_STATUSES.filter((status) => status !== 'COMPLETE' && status !== 'PENDING_CERT'),
];

const APP_HOST = 'app.example';
/** A National Verifier link D16 allows: the app's own host. */
const SAFE_LINK = `https://${APP_HOST}/api/verifier/resolution/A100`;

export interface WaitingState {
  /** The state that waits for the answer. */
  id: string;
  /** The call it makes. */
  call: string;
  /** The route of the screen it belongs to (itself or its nearest ancestor with one). */
  route: string;
}

export interface Outcome {
  /** Where the machine settles: a state id, and its screen's route when it has one. */
  state: string;
  route: string | null;
  /** The description of the transition the answer took (the first that has one). */
  description: string;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

const routeOf = (node: AnyStateNode | undefined): string | null => {
  for (let at = node; at; at = at.parent) {
    const route = (at.meta as { route?: string } | undefined)?.route;
    if (route) return route;
  }
  return null;
};

/** Every state that invokes a call answered with an eligibility answer, in the machine's order. */
export function waitingStates(machine: AnyStateMachine): WaitingState[] {
  return allNodes(machine.root).flatMap((node) =>
    node.invoke
      .filter((invoke) => ELIGIBILITY_CALLS.has(String(invoke.src)))
      .map((invoke) => ({
        id: node.id,
        call: String(invoke.id),
        route: routeOf(node) ?? node.id,
      })),
  );
}

/** The state value that has `node` active: `{ application: { agreement: 'submitting' } }`. */
function stateValueOf(node: AnyStateNode): unknown {
  return node.path.reduceRight<unknown>(
    (inner, key) => (inner === null ? key : { [key]: inner }),
    null,
  );
}

/** What an answer with this code looks like: a status, or an error code with no status. */
function answerWith(code: string) {
  if (ELIGIBILITY_ERRORS.includes(code)) {
    return { status: '', errorCode: code, errorText: 'The provider’s words.' };
  }
  return {
    status: code,
    applicationId: 'A100',
    eligibilityCheckId: 'E100',
    ...(code === 'PENDING_CERT' ? { certificationHref: SAFE_LINK } : {}),
    ...((RESOLUTION_STATUSES as readonly string[]).includes(code)
      ? { resolutionHref: SAFE_LINK }
      : {}),
  };
}

/** Where `machine`, waiting in `waiting`, goes when the answer carries `code`. */
export function outcomeOf(machine: AnyStateMachine, waiting: WaitingState, code: string): Outcome {
  const never = fromPromise(() => new Promise<never>(() => {}));
  const pending = machine.provide({
    actors: Object.fromEntries(
      Object.keys(machine.implementations.actors).map((id) => [id, never]),
    ),
  } as never) as AnyStateMachine;
  const node = allNodes(pending.root).find((candidate) => candidate.id === waiting.id);
  if (!node) throw new Error(`No state ${waiting.id}`);
  const context = initialContext({ appHost: APP_HOST, redirectHosts: [] });
  const resolved = pending.resolveState({ value: stateValueOf(node) as never, context });
  const taken: string[] = [];
  const actor = createActor(pending, {
    snapshot: pending.getPersistedSnapshot(resolved) as never,
    input: { appHost: APP_HOST, redirectHosts: [] },
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of (
        inspection as unknown as { _transitions: { description?: string }[] }
      )._transitions) {
        if (transition.description) taken.push(transition.description);
      }
    },
  });
  actor.start();
  actor.send({ type: `xstate.done.actor.${waiting.call}`, output: answerWith(code) } as never);
  const after = actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] };
  actor.stop();
  const leaves = after._nodes.filter((active) => Object.keys(active.states).length === 0);
  const deepest = leaves.at(-1) ?? after._nodes.at(-1);
  return {
    state: (deepest?.id ?? '').replace(/^[^.]+\./, ''),
    route: routeOf(deepest),
    description: taken[0] ?? '',
  };
}

/** For each code, the outcome from each waiting state. */
export function verifierAnswers(machine: AnyStateMachine) {
  const waiting = waitingStates(machine);
  const codes = [...ELIGIBILITY_STATUSES, ...ELIGIBILITY_ERRORS];
  return {
    waiting,
    rows: codes.map((code) => ({
      code,
      kind: ELIGIBILITY_ERRORS.includes(code) ? ('error' as const) : ('status' as const),
      outcomes: waiting.map((state) => outcomeOf(machine, state, code)),
    })),
  };
}

/** A description without the codes it starts with ("IN_PROGRESS, PENDING_REVIEW: …", "D33 (A §4): …"). */
export function whatHappens(description: string): string {
  let text = description;
  for (;;) {
    const next = text
      .replace(/^(?:[A-Z][A-Z_()]*(?:, )?)+ ?(?:\([^)]*\))?: /, '')
      .replace(/^D\d+ \([^)]*\): /, '');
    if (next === text) return text;
    text = next;
  }
}

/** One cell: where the machine goes from `waiting`, in words, and why. */
export function outcomeCell(waiting: WaitingState, outcome: Outcome): string {
  const where =
    outcome.route === null
      ? outcome.state.startsWith('leaving')
        ? 'the browser follows the link'
        : `\`${outcome.state}\``
      : outcome.route === waiting.route
        ? 'stays'
        : `\`${outcome.route.split('?')[0]}\``;
  const why = whatHappens(outcome.description);
  return why ? `${where}: ${why}` : where;
}

/**
 * The table's columns: the waiting states, those whose cells are the same for every code (the
 * status screens' checks) taken together.
 */
export function verifierColumns(machine: AnyStateMachine) {
  const { waiting, rows } = verifierAnswers(machine);
  const columns: { states: WaitingState[]; cells: string[]; taken: string }[] = [];
  waiting.forEach((state, index) => {
    const cells = rows.map((row) => outcomeCell(state, row.outcomes[index] as Outcome));
    // The status screens share one check: the same transitions, staying each on its own page.
    const taken = rows.map((row) => row.outcomes[index]?.description).join('\n');
    const same = columns.find(
      (column) => column.states[0]?.call === state.call && column.taken === taken,
    );
    if (same) same.states.push(state);
    else columns.push({ states: [state], cells, taken });
  });
  return { rows, columns };
}
