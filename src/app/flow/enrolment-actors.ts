import { fromPromise } from 'xstate';
import type {
  ApplicationData,
  EnrolmentRequest,
  LegacyData,
  Tablet,
  WaitlistEntry,
} from '../../../machines/flow-types';
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

type Group = keyof typeof groups;

const arrived: { [G in Group]?: Awaited<ReturnType<(typeof groups)[G]>> } = {};

function loadGroup<G extends Group>(group: G): Promise<NonNullable<(typeof arrived)[G]>> {
  const here = arrived[group];
  if (here) return Promise.resolve(here);
  return groups[group]().then((calls) => {
    arrived[group] = calls as (typeof arrived)[G];
    return calls as NonNullable<(typeof arrived)[G]>;
  });
}

/** A call's code (its group's chunk), fetched once and shared (also by the idle prefetch). */
export async function loadCall(name: CallName): Promise<void> {
  await loadGroup(groupOf[name]);
}

/**
 * An invoked call whose code arrives when first needed: the first screen shows without the
 * API client, and by the time someone presses a button the idle prefetch has usually
 * brought it. A chunk that does not arrive fails the call like a lost connection would.
 * Once arrived, the call starts at once: awaiting import() again, even of a module already
 * here, let the browser paint and run other tasks first, and the request left ~50 ms later
 * on a slow phone.
 */
function lazyCall<Name extends CallName, Output, Input>(
  name: Name,
  run: (call: Calls[Name], input: Input) => Promise<Output>,
) {
  // A failure's guidance is fetched ahead with the client, from the screen before the call
  // (flow-screen.tsx, DEC-150), not here: a reload that starts a call draws its page first.
  return fromPromise<Output, Input>(async ({ input }) => {
    if (!arrived[groupOf[name]]) await loadCall(name);
    const group = arrived[groupOf[name]] as Partial<Calls>;
    return run(group[name] as Calls[Name], input);
  });
}

/** The machine's invoked calls, bound to the real provider API. */
export const enrolmentActors = {
  checkCoverage: lazyCall('checkCoverage', (call, input: { zipCode: string }) => call(input)),
  joinWaitlist: lazyCall('joinWaitlist', (call, input: WaitlistEntry) => call(input)),
  checkEligibility: lazyCall('checkEligibility', (call, input: { application: ApplicationData }) =>
    call(input),
  ),
  checkStatus: lazyCall(
    'checkStatus',
    (call, input: { applicationId: string; eligibilityCheckId: string }) => call(input),
  ),
  findTablet: lazyCall<'findTablet', Tablet | null, void>('findTablet', (call) => call()),
  enrol: lazyCall('enrol', (call, input: EnrolmentRequest) => call(input)),
  transfer: lazyCall('transfer', (call, input: EnrolmentRequest) => call(input)),
  lookUpOrder: lazyCall('lookUpOrder', (call, input: { orderId: string }) => call(input)),
  checkLegacyEligibility: lazyCall(
    'checkLegacyEligibility',
    (call, input: { legacy: LegacyData }) => call(input),
  ),
};
