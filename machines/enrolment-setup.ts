import { assign, emit, fromPromise, type PromiseActorLogic, setup } from 'xstate';
import type { EnrolmentCallInput } from './enrolment-details';
import type {
  EnrolmentContext,
  EnrolmentEvent,
  EnrolmentInput,
  EnrolmentNotice,
  ScreenMeta,
} from './enrolment-types';
import { flowData } from './enrolment-types';
import type {
  ApiFailure,
  ApplicationData,
  CoverageAnswer,
  EligibilityAnswer,
  EnrolmentAnswer,
  LegacyData,
  OrderLookup,
  Tablet,
  WaitlistEntry,
} from './flow-types';

// What every region shares: the machine's types, the calls it makes (provided by src/ or a
// test), and the few guards and actions more than one region uses. Each region extends this
// setup with its own guards and actions, one after another (the order is in
// enrolment.machine.ts), so a region may use what a region before it defines.

/** Turn whatever an invoked call rejected with into the plain, storable failure shape. */
export function toFailure(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    const { kind, message, code } = error as Partial<ApiFailure>;
    if (
      kind === 'timeout' ||
      kind === 'network' ||
      kind === 'rejected' ||
      kind === 'malformed' ||
      kind === 'server' ||
      kind === 'unsafe-link'
    ) {
      return {
        kind,
        // An ApiError without the provider's words still has Error's own `message`, its kind
        // ("rejected"): that is no message to show a person.
        ...(typeof message === 'string' && message !== kind ? { message } : {}),
        ...(typeof code === 'string' ? { code } : {}),
      };
    }
  }
  return { kind: 'network' };
}

export type AnswerParams = { answer: EligibilityAnswer };
export type EnrolParams = { answer: EnrolmentAnswer };
export const answerOf = ({ event }: { event: { output: EligibilityAnswer } }): AnswerParams => ({
  answer: event.output,
});
export const enrolAnswerOf = ({ event }: { event: { output: EnrolmentAnswer } }): EnrolParams => ({
  answer: event.output,
});
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** What stands for every call until the app (src/) or a test provides it (.provide()). */
const unprovided = fromPromise(async () => {
  throw new Error('The app provides the calls');
});
/** A call the app provides: here only its types. */
const provided = <TOutput, TInput>(_name: string) =>
  unprovided as unknown as PromiseActorLogic<TOutput, TInput>;

export const sharedSetup = setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
    input: {} as EnrolmentInput,
    emitted: {} as EnrolmentNotice,
    meta: {} as ScreenMeta,
  },
  actors: {
    // Implementations come from src/ (the provider API) or from a test, through .provide().
    /** The zip code's state, or the home state step 2 gave (D58), served or not. */
    checkCoverage: provided<CoverageAnswer, { zipCode: string; state?: string }>('checkCoverage'),
    joinWaitlist: provided<void, WaitlistEntry>('joinWaitlist'),
    checkEligibility: provided<
      EligibilityAnswer,
      { application: ApplicationData; representative?: string }
    >('checkEligibility'),
    checkStatus: provided<EligibilityAnswer, { applicationId: string; eligibilityCheckId: string }>(
      'checkStatus',
    ),
    findTablet: provided<Tablet | null, void>('findTablet'),
    enrol: provided<EnrolmentAnswer, EnrolmentCallInput>('enrol'),
    transfer: provided<EnrolmentAnswer, EnrolmentCallInput>('transfer'),
    lookUpOrder: provided<OrderLookup, { orderId: string }>('lookUpOrder'),
    checkLegacyEligibility: provided<
      EligibilityAnswer,
      { legacy: LegacyData; representative?: string }
    >('checkLegacyEligibility'),
    // D57: is this RAD ID registered? Answers the ID as the provider writes it.
    verifyRepresentative: provided<{ repId: string }, { repId: string }>('verifyRepresentative'),
  },
  guards: {
    isTimeout: (_, params: { error: unknown }) => toFailure(params.error).kind === 'timeout',
    hasLegacyInProgress: ({ context }) => context.legacy.homeAddress !== null,
    /** D57: a registered representative is assisting on this device. */
    isAssisted: ({ context }) => context.representative !== '',
  },
  actions: {
    clearFlow: assign(() => ({ ...flowData })),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    forgetFailure: assign({ failure: null }),
    announceExpiry: emit({ type: 'notice', notice: 'session.expired' } as const),
  },
});

/**
 * One "answer a step" screen: the step's event, when its guard accepts the answer, stores it
 * (`action`) and moves on through the region's `afterStep`. `accepts` says the guard's
 * condition in words, an object so the build drops the words (DEC-158, DEC-250).
 */
export function stepState<
  const TEvent extends EnrolmentEvent['type'],
  const TGuard extends string,
  const TAction extends string,
>(options: {
  description: string;
  route: string;
  event: TEvent;
  guard: TGuard;
  accepts: { description?: string };
  action: TAction;
}) {
  const { description, route, event, guard, accepts, action } = options;
  return {
    description,
    meta: { route },
    on: { [event]: { guard, target: 'afterStep', actions: action, ...accepts } } as {
      [K in TEvent]: { guard: TGuard; target: 'afterStep'; actions: TAction };
    },
  };
}

/**
 * A "resume" chain: the first of `steps` (latest first) the guard opens, else `fallback`.
 * `guard` is a guard taking `{ step }`; `describe` says in words when it opens `step`, as
 * `{ description }`, so the build drops the words (DEC-158, DEC-250).
 */
export function resumeChain<const TGuard extends string, const TStep extends string>(
  guard: TGuard,
  steps: readonly TStep[],
  fallback: string,
  describe: (step: TStep) => { description?: string },
) {
  return [
    ...steps.map((step) => ({
      guard: { type: guard, params: { step } },
      target: step,
      ...describe(step),
    })),
    { target: fallback },
  ];
}

/**
 * What a failed call means, the same for every submit (D3): a time-out leaves the button
 * reading Resubmit (`timedOut`), anything else stays on the form (`stayIn`) and says why.
 */
export function failedCall(
  stayIn: string,
  // Objects, so a production build drops the words with the other descriptions (DEC-158).
  descriptions: { timedOut: { description?: string }; otherwise: { description?: string } },
) {
  return [
    {
      guard: { type: 'isTimeout', params: errorOf },
      target: 'timedOut',
      actions: { type: 'rememberFailure', params: errorOf },
      ...descriptions.timedOut,
    },
    {
      target: stayIn,
      actions: { type: 'rememberFailure', params: errorOf },
      ...descriptions.otherwise,
    },
  ] as const;
}
