import { fromPromise } from 'xstate';
import { checkSiteReplaced } from '../../lib/site-replaced';
import type { checkCoverage } from './calls/check-coverage';
import type { checkEligibility } from './calls/check-eligibility';
import type { checkLegacyEligibility } from './calls/check-legacy-eligibility';
import type { checkStatus } from './calls/check-status';
import type { enrol } from './calls/enrol';
import type { findTablet } from './calls/find-tablet';
import type { joinWaitlist } from './calls/join-waitlist';
import type { lookUpOrder } from './calls/look-up-order';
import type { transfer } from './calls/transfer';
import type { verifyRepresentative } from './calls/verify-representative';

// Each call the machine names is one file of ./calls/, named for it: its endpoint, the request
// it builds when it is sent, and the schema its answer is read with. The build gathers them in
// five chunks (coverage, eligibility, enrolment, order, representative: vite.config.ts), each fetched when one
// of its calls is one step away (the idle prefetch, DEC-157) or, failing that, when the call
// starts (DEC-167).
interface Calls {
  checkCoverage: typeof checkCoverage;
  joinWaitlist: typeof joinWaitlist;
  checkEligibility: typeof checkEligibility;
  checkStatus: typeof checkStatus;
  checkLegacyEligibility: typeof checkLegacyEligibility;
  findTablet: typeof findTablet;
  enrol: typeof enrol;
  transfer: typeof transfer;
  lookUpOrder: typeof lookUpOrder;
  verifyRepresentative: typeof verifyRepresentative;
}

/** The name of one of the machine's invoked calls, as its states name it (`invoke.src`). */
export type CallName = keyof Calls;

const modules: { [Name in CallName]: () => Promise<Calls[Name]> } = {
  checkCoverage: () => import('./calls/check-coverage').then((m) => m.checkCoverage),
  joinWaitlist: () => import('./calls/join-waitlist').then((m) => m.joinWaitlist),
  checkEligibility: () => import('./calls/check-eligibility').then((m) => m.checkEligibility),
  checkStatus: () => import('./calls/check-status').then((m) => m.checkStatus),
  checkLegacyEligibility: () =>
    import('./calls/check-legacy-eligibility').then((m) => m.checkLegacyEligibility),
  findTablet: () => import('./calls/find-tablet').then((m) => m.findTablet),
  enrol: () => import('./calls/enrol').then((m) => m.enrol),
  transfer: () => import('./calls/transfer').then((m) => m.transfer),
  lookUpOrder: () => import('./calls/look-up-order').then((m) => m.lookUpOrder),
  verifyRepresentative: () =>
    import('./calls/verify-representative').then((m) => m.verifyRepresentative),
};

export const isCallName = (name: string): name is CallName => Object.hasOwn(modules, name);

/**
 * The calls fetched together, as the build gathers them (vite.config.ts): once the tablet is
 * looked up, the enrolment's and the transfer's code is here too, before a weak line can drop.
 */
export const callGroups: readonly (readonly CallName[])[] = [
  ['checkCoverage', 'joinWaitlist'],
  ['checkEligibility', 'checkStatus', 'checkLegacyEligibility'],
  ['findTablet', 'enrol', 'transfer'],
  ['lookUpOrder'],
  // D57: only a representative's start page makes it.
  ['verifyRepresentative'],
];

const arrived: Partial<Calls> = {};

/** A call's code, with its group's, fetched once and shared (also by the idle prefetch). */
export async function loadCall(name: CallName): Promise<void> {
  if (arrived[name]) return;
  const group = callGroups.find((calls) => calls.includes(name)) ?? [name];
  await Promise.all(
    group.map(async (call) => {
      (arrived as Record<CallName, unknown>)[call] ??= await modules[call]();
    }),
  );
}

/**
 * An invoked call whose code arrives when first needed: the first screen shows without the
 * API client, and by the time someone presses a button the idle prefetch has usually
 * brought it. A chunk that does not arrive fails the call like a lost connection would.
 * Once arrived, the call starts at once: awaiting import() again, even of a module already
 * here, let the browser paint and run other tasks first, and the request left ~50 ms later
 * on a slow phone.
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
    if (!arrived[name]) {
      await loadCall(name).catch(async (error: unknown) => {
        await checkSiteReplaced(error);
        throw error;
      });
    }
    const call = arrived[name] as unknown as (input: Input) => Promise<Output>;
    return call(input);
  });
}

/** The machine's invoked calls, bound to the real provider API: one for each call named. */
export const enrolmentActors = Object.fromEntries(
  (Object.keys(modules) as CallName[]).map((name) => [name, lazyCall(name)]),
) as { [Name in CallName]: ReturnType<typeof lazyCall<Name>> };
