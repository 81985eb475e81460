import { fromPromise } from 'xstate';
import { checkSiteReplaced } from '../../lib/site-replaced';
import type { coverageCalls } from './calls/coverage-calls';
import type { eligibilityCalls } from './calls/eligibility-calls';
import type { enrolmentCalls } from './calls/enrolment-calls';
import type { orderCalls } from './calls/order-calls';

// Each group of calls is a chunk of its own with what it needs (the request builders, the
// answers' schemas; ky and the client are shared), fetched when one of its calls is one step
// away (the idle prefetch, DEC-157) or, failing that, when the call starts (DEC-167).
type Calls = typeof coverageCalls &
  typeof eligibilityCalls &
  typeof enrolmentCalls &
  typeof orderCalls;

/** The name of one of the machine's invoked calls, as its states name it (`invoke.src`). */
export type CallName = keyof Calls;

const groups = {
  coverage: () => import('./calls/coverage-calls').then((m) => m.coverageCalls),
  eligibility: () => import('./calls/eligibility-calls').then((m) => m.eligibilityCalls),
  enrolment: () => import('./calls/enrolment-calls').then((m) => m.enrolmentCalls),
  order: () => import('./calls/order-calls').then((m) => m.orderCalls),
};

const groupOf: Record<CallName, keyof typeof groups> = {
  checkCoverage: 'coverage',
  joinWaitlist: 'coverage',
  checkEligibility: 'eligibility',
  checkStatus: 'eligibility',
  checkLegacyEligibility: 'eligibility',
  findTablet: 'enrolment',
  enrol: 'enrolment',
  transfer: 'enrolment',
  lookUpOrder: 'order',
};

export const isCallName = (name: string): name is CallName => Object.hasOwn(groupOf, name);

const arrived: { [G in keyof typeof groups]?: Partial<Calls> } = {};

/** A call's code (its group's chunk), fetched once and shared (also by the idle prefetch). */
export async function loadCall(name: CallName): Promise<void> {
  const group = groupOf[name];
  arrived[group] ??= await groups[group]();
}

/**
 * An invoked call whose code arrives when first needed: the first screen shows without the
 * API client, and by the time someone presses a button the idle prefetch has usually
 * brought it. A chunk that does not arrive fails the call like a lost connection would.
 * Once arrived, the call starts at once: awaiting import() again, even of a module already
 * here, let the browser paint and run other tasks first, and the request left ~50 ms later
 * on a slow phone. The call is looked up in its group each time, so a test's spy on it is seen.
 * Code that does not arrive because a deploy replaced the tab's build is said to be an update
 * (DEC-188), not a lost connection that Try Again would mend. Only here, where the applicant
 * pressed a button: the idle prefetch failing says nothing while they type.
 */
function lazyCall<Name extends CallName>(name: Name) {
  type Call = Calls[Name];
  // biome-ignore lint/suspicious/noConfusingVoidType: findTablet takes nothing, and the machine's setup types that input as void.
  type Input = Parameters<Call> extends [] ? void : Parameters<Call>[0];
  type Output = Awaited<ReturnType<Call>>;
  // A failure's guidance is fetched ahead with the client, from the screen before the call
  // (flow-screen.tsx, DEC-150), not here: a reload that starts a call draws its page first.
  return fromPromise<Output, Input>(async ({ input }): Promise<Output> => {
    if (!arrived[groupOf[name]]) {
      await loadCall(name).catch(async (error: unknown) => {
        await checkSiteReplaced(error);
        throw error;
      });
    }
    const call = arrived[groupOf[name]]?.[name] as unknown as (input: Input) => Promise<Output>;
    return call(input);
  });
}

/** The machine's invoked calls, bound to the real provider API. */
export const enrolmentActors = {
  checkCoverage: lazyCall('checkCoverage'),
  joinWaitlist: lazyCall('joinWaitlist'),
  checkEligibility: lazyCall('checkEligibility'),
  checkStatus: lazyCall('checkStatus'),
  findTablet: lazyCall('findTablet'),
  enrol: lazyCall('enrol'),
  transfer: lazyCall('transfer'),
  lookUpOrder: lazyCall('lookUpOrder'),
  checkLegacyEligibility: lazyCall('checkLegacyEligibility'),
};
