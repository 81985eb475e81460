import { getNextSnapshot } from 'xstate';
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
import { restingValue, stateValue } from './resting-state';

// D60: a flow kept in the tab is read back only through this build's machine and schemas. The
// tab may hold what an earlier build wrote (a state since renamed, an answer since refused) or
// what someone typed into storage; either way nothing of it is believed. It is kept only when
// its state is one this machine rests in, every answer passes its step's schema, a signed
// agreement is one the agreement's guard takes, every link in it is one D16 allows, and a step
// it shows is one the machine's own deep-link guards open for these answers. Otherwise
// it is dropped whole: half a flow would be a flow no applicant made.

type Machine = typeof enrolmentMachine;
type Snapshot = ReturnType<Machine['resolveState']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---- The context --------------------------------------------------------------------------

/** The configuration comes from this build, never from the tab (DEC-116). */
const CONFIGURATION = new Set<string>([
  'appHost',
  'redirectHosts',
  'programRules',
  'representative',
]);

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
  const { answers, checked } = context.application;
  // D51: the answers the last check was sent with are judged as the answers are.
  return judged(answers, context) && (checked == null || judged(checked, context));
}

function judged(kept: Record<string, unknown>, context: EnrolmentContext): boolean {
  const steps: readonly string[] = answerSteps;
  if (Object.keys(kept).some((step) => !steps.includes(step))) return false;
  const standIns = Object.fromEntries(
    answerSteps.map((step) => [step, withStandIns(step, kept[step])]),
  );
  return answerSteps.every(
    (step) =>
      kept[step] === undefined ||
      isValidAnswer(step, standIns[step], context.programRules, standIns),
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
  const resolved = machine.resolveState({ value, context });
  // D57: the representative's confirmation reopens as the agreement: the numbers never stored
  // (D14) are asked for there again before the check can go out, and the representative
  // confirms once more.
  const confirming = currentScreen(resolved) === 'representativeConfirm';
  const snapshot = confirming
    ? machine.resolveState({ value: { application: { agreement: 'editing' } }, context })
    : resolved;
  if (!reopens(machine, snapshot)) return null;
  return {
    status: 'active' as const,
    value: snapshot.value,
    context,
    children: {},
    historyValue: keptHistory(machine, kept.historyValue, context),
    output: undefined,
    error: undefined,
  };
}
