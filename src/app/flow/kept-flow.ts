import { getNextSnapshot, type StateNode, type StateValue } from 'xstate';
import { isValidAnswer } from '../../../machines/application-data';
import {
  type EnrolmentContext,
  type EnrolmentInput,
  type enrolmentMachine,
  initialContext,
} from '../../../machines/enrolment.machine';
import { LEGACY_STEPS } from '../../../machines/legacy-data';
import { isSafeRedirect } from '../../../machines/safe-redirect';
import { currentScreen, screenRoute } from '../../../machines/screen-route';
import { applicationSteps, type ScreenKey, screenKeys, screens } from '../../../machines/screens';
import { isSignedAgreement } from '../../../machines/signed-agreement';
import { type AnswerStepKey, answerSteps, secretsOf } from '../../../machines/step-answers';

// D60: a flow kept in the tab is read back only through this build's machine and schemas. The
// tab may hold what an earlier build wrote (a state since renamed, an answer since refused) or
// what someone typed into storage; either way nothing of it is believed. It is kept only when
// its state is one this machine rests in, every answer passes its step's schema, a signed
// agreement is one the agreement's guard takes, every link in it is one D16 allows, and a step
// it shows is one the machine's own deep-link guards open for these answers. Otherwise
// it is dropped whole: half a flow would be a flow no applicant made.

type Machine = typeof enrolmentMachine;
type Snapshot = ReturnType<Machine['resolveState']>;
type Node = StateNode<EnrolmentContext, never>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- The state ----------------------------------------------------------------------------

/** A state's value from the paths of its atomic states: ['a', 'b'] → { a: 'b' }. */
function stateValue(paths: readonly (readonly string[])[]): StateValue {
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

// ---- The context --------------------------------------------------------------------------

/** The configuration comes from this build, never from the tab (DEC-116). */
const CONFIGURATION = new Set<string>(['appHost', 'redirectHosts', 'programRules']);

/**
 * `kept` read as `empty` is shaped: the same kind of value, an object with the empty one's
 * fields (a field added since gets its empty value; a field gone since is left behind), or
 * anything shaped as an object where the empty value is null. An object with no fields of its
 * own (the answers) is a map, kept whole: its entries have their own checks. Undefined when
 * `kept` cannot be read so.
 */
function shapedLike(empty: unknown, kept: unknown): unknown {
  if (kept === undefined) return empty;
  if (empty === null) return kept === null || isRecord(kept) ? kept : undefined;
  if (Array.isArray(empty)) return Array.isArray(kept) ? kept : undefined;
  if (!isRecord(empty)) return typeof kept === typeof empty ? kept : undefined;
  if (!isRecord(kept)) return undefined;
  const fields = Object.keys(empty);
  if (fields.length === 0) return kept;
  const shaped: Record<string, unknown> = {};
  for (const field of fields) {
    const value = shapedLike(empty[field], kept[field]);
    if (value === undefined) return undefined;
    shaped[field] = value;
  }
  return shaped;
}

/** The kept context on this build's empty one, with this build's configuration. */
function keptContext(kept: unknown, input: EnrolmentInput): EnrolmentContext | null {
  if (!isRecord(kept)) return null;
  const fresh = initialContext(input);
  const context: Record<string, unknown> = { ...fresh };
  for (const [field, empty] of Object.entries(fresh)) {
    if (CONFIGURATION.has(field)) continue;
    const value = shapedLike(empty, kept[field]);
    if (value === undefined) return null;
    context[field] = value;
  }
  return context as unknown as EnrolmentContext;
}

/**
 * What stands in for a number never stored (D14) while its answer is judged: the page asks for
 * the real one again before anything is sent. Four digits pass every number's schema.
 */
const NUMBER_STAND_IN = '0000';

function withStandIns(step: AnswerStepKey, answer: unknown): unknown {
  if (!isRecord(answer)) return answer;
  const filled = { ...answer };
  for (const field of secretsOf(step)) if (filled[field] === '') filled[field] = NUMBER_STAND_IN;
  return filled;
}

/** Every kept answer is a step of this build, and passes that step's schema (DEC-171). */
function answersHold(context: EnrolmentContext): boolean {
  const answers: Record<string, unknown> = context.application.answers;
  const steps: readonly string[] = answerSteps;
  if (Object.keys(answers).some((step) => !steps.includes(step))) return false;
  const judged = Object.fromEntries(
    answerSteps.map((step) => [step, withStandIns(step, answers[step])]),
  );
  return answerSteps.every(
    (step) =>
      answers[step] === undefined ||
      isValidAnswer(step, judged[step], context.programRules, judged),
  );
}

const LINK = /^\s*(?:[a-z][a-z\d+.-]*:\/\/|\/\/|\\\\|(?:javascript|data|vbscript|file|blob):)/i;

/** Every string of the flow's data that is a link: it must be one D16 lets the browser follow. */
function linksAllowed(value: unknown, context: EnrolmentContext): boolean {
  if (typeof value === 'string') {
    return !LINK.test(value) || isSafeRedirect(value, context.appHost, context.redirectHosts);
  }
  if (Array.isArray(value)) return value.every((item) => linksAllowed(item, context));
  if (isRecord(value)) return Object.values(value).every((item) => linksAllowed(item, context));
  return true;
}

// ---- The screen ---------------------------------------------------------------------------

/** The screens that are steps: of the application (the screen table's), and of the short form. */
const STEP_SCREENS = new Set<ScreenKey>([
  ...applicationSteps,
  ...screenKeys.filter((key) =>
    (LEGACY_STEPS as readonly string[]).some((step) => screens[key].state === `legacy.${step}`),
  ),
]);

/**
 * A step the kept flow shows opens again, with its answers, from its own URL: the guards that
 * let a typed URL open a step (every step before it answered, the review confirmed before the
 * agreement) let the kept flow open it, so no step or certification is skipped. Other screens
 * have only the other checks: their URLs ask for something to be done (look an application
 * up, check again after the National Verifier) rather than for a step.
 */
function reopens(machine: Machine, snapshot: Snapshot): boolean {
  const screen = currentScreen(snapshot);
  const route = screenRoute(snapshot);
  if (screen === null || route === null || !STEP_SCREENS.has(screen)) return true;
  const [path = '', search = ''] = route.split('?');
  const next = getNextSnapshot(machine, snapshot, {
    type: 'route.visited',
    path,
    query: Object.fromEntries(new URLSearchParams(search)),
  });
  return currentScreen(next) === screen;
}

/** The kept history (where "no, keep my answers" goes back to), as far as it opens again. */
function keptHistory(
  machine: Machine,
  kept: unknown,
  context: EnrolmentContext,
): Record<string, { id: string }[]> {
  if (!isRecord(kept)) return {};
  const history: Record<string, { id: string }[]> = {};
  for (const [historyId, entries] of Object.entries(kept)) {
    if (!Array.isArray(entries)) continue;
    const ids = entries.map((entry) => (isRecord(entry) ? entry.id : undefined));
    if (!ids.every((id) => typeof id === 'string')) continue;
    try {
      const nodes = (ids as string[]).map((id) => machine.getStateNodeById(id));
      const atomic = nodes.filter((node) => node.type === 'atomic');
      const value = restingValue(machine, stateValue(atomic.map((node) => node.path)));
      if (value === null || !reopens(machine, machine.resolveState({ value, context }))) continue;
      history[historyId] = ids.map((id) => ({ id: id as string }));
    } catch {
      // A state this build does not have: nothing to go back to.
    }
  }
  return history;
}

/**
 * The kept snapshot as this build reads it, or null when it must be dropped (D60). The context
 * takes this build's configuration (`input`), as a new flow would.
 */
export function readKeptFlow(machine: Machine, kept: unknown, input: EnrolmentInput) {
  if (!isRecord(kept) || kept.status !== 'active') return null;
  const value = restingValue(machine, kept.value);
  const context = keptContext(kept.context, input);
  if (value === null || context === null) return null;
  const { agreement } = context.application;
  if (!answersHold(context)) return null;
  if (agreement !== null && !isSignedAgreement(agreement, context.programRules)) return null;
  const flowData = Object.fromEntries(
    Object.entries(context).filter(([field]) => !CONFIGURATION.has(field)),
  );
  if (!linksAllowed(flowData, context)) return null;
  const snapshot = machine.resolveState({ value, context });
  if (!reopens(machine, snapshot)) return null;
  return {
    status: 'active' as const,
    value,
    context,
    children: {},
    historyValue: keptHistory(machine, kept.historyValue, context),
    output: undefined,
    error: undefined,
  };
}
