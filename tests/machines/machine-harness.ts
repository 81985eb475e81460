import { createActor, fromPromise } from 'xstate';
import type { EnrolmentNotice } from '../../machines/enrolment.machine';
import {
  type EnrolmentContext,
  enrolmentMachine,
  initialContext,
} from '../../machines/enrolment.machine';

type Implementations = Parameters<typeof enrolmentMachine.provide>[0];

export const APP_HOST = 'app.example';

/** Start the machine in `value` with `context`, its calls replaced by `actors`. */
export function startAt(
  value: unknown,
  context: Partial<EnrolmentContext> = {},
  actors: NonNullable<Implementations['actors']> = {},
) {
  const machine = enrolmentMachine.provide({ actors });
  const input = { appHost: APP_HOST, redirectHosts: ['verifier.example'] };
  const snapshot = machine.resolveState({
    value: value as never,
    context: { ...initialContext(input), ...context },
  });
  const actor = createActor(machine, { snapshot, input });
  const notices: EnrolmentNotice[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, notices };
}

/** A call that answers `value` and records what it was asked. */
export function answering<TInput, TOutput>(value: TOutput | ((input: TInput) => TOutput)) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    return typeof value === 'function' ? (value as (input: TInput) => TOutput)(input) : value;
  });
  return { logic, calls };
}

/** A call that fails with `error` (an ApiFailure-shaped object). */
export function failing<TInput, TOutput = never>(error: object) {
  return fromPromise<TOutput, TInput>(async () => {
    throw error;
  });
}

/** Wait for invoked promises to settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
