import { fromPromise } from 'xstate';
import type {
  ApplicationData,
  EnrolmentRequest,
  LegacyData,
  Tablet,
  WaitlistEntry,
} from '../../../machines/flow-types';
import type { enrolmentCalls } from './enrolment-calls';

type Calls = typeof enrolmentCalls;

let arrived: Calls | undefined;

/** The API calls, fetched once and shared (also by the idle prefetch). */
export function loadEnrolmentCalls(): Promise<Calls> {
  return import('./enrolment-calls').then((module) => {
    arrived = module.enrolmentCalls;
    return arrived;
  });
}

/**
 * An invoked call whose code arrives when first needed: the first screen shows without the
 * API client, and by the time someone presses a button the idle prefetch has usually
 * brought it. A chunk that does not arrive fails the call like a lost connection would.
 * Once arrived, the call starts at once: awaiting import() again, even of a module already
 * here, let the browser paint and run other tasks first, and the request left ~50 ms later
 * on a slow phone.
 */
function lazyCall<Output, Input>(run: (calls: Calls, input: Input) => Promise<Output>) {
  // A failure's guidance is fetched ahead with the client, from the screen before the call
  // (flow-screen.tsx, DEC-150), not here: a reload that starts a call draws its page first.
  return fromPromise<Output, Input>(async ({ input }) => {
    return run(arrived ?? (await loadEnrolmentCalls()), input);
  });
}

/** The machine's invoked calls, bound to the real provider API. */
export const enrolmentActors = {
  checkCoverage: lazyCall((calls, input: { zipCode: string }) => calls.checkCoverage(input)),
  joinWaitlist: lazyCall((calls, input: WaitlistEntry) => calls.joinWaitlist(input)),
  checkEligibility: lazyCall((calls, input: { application: ApplicationData }) =>
    calls.checkEligibility(input),
  ),
  checkStatus: lazyCall((calls, input: { applicationId: string; eligibilityCheckId: string }) =>
    calls.checkStatus(input),
  ),
  findTablet: lazyCall<Tablet | null, void>((calls) => calls.findTablet()),
  enrol: lazyCall((calls, input: EnrolmentRequest) => calls.enrol(input)),
  transfer: lazyCall((calls, input: EnrolmentRequest) => calls.transfer(input)),
  lookUpOrder: lazyCall((calls, input: { orderId: string }) => calls.lookUpOrder(input)),
  checkLegacyEligibility: lazyCall((calls, input: { legacy: LegacyData }) =>
    calls.checkLegacyEligibility(input),
  ),
};
