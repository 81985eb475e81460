import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { AnswerContext } from '../../machines/answers/answer-context';
import type { enrolmentMachine } from '../../machines/enrolment.machine';
import type { AnswerStepKey, StepAnswer, StepAnswered } from '../../machines/step-answers';

export type EnrolmentActor = Actor<typeof enrolmentMachine>;
export type EnrolmentSnapshot = SnapshotFrom<typeof enrolmentMachine>;

const FlowContext = createContext<EnrolmentActor | null>(null);

/**
 * Gives pages the running enrolment actor. The actor is created outside React (it outlives
 * visits to the information pages, and tests pass their own), so this is a plain context
 * rather than createActorContext, which would own the actor's lifetime.
 */
export function FlowProvider({ actor, children }: { actor: EnrolmentActor; children: ReactNode }) {
  return <FlowContext.Provider value={actor}>{children}</FlowContext.Provider>;
}

export function useFlowActor(): EnrolmentActor {
  const actor = useContext(FlowContext);
  if (!actor) throw new Error('useFlowActor must be used inside <FlowProvider>');
  return actor;
}

export function useFlow<T>(selector: (snapshot: EnrolmentSnapshot) => T): T {
  return useSelector(useFlowActor(), selector);
}

export function useFlowSend(): EnrolmentActor['send'] {
  return useFlowActor().send;
}

/** A step's answer as the flow keeps it, or null before the step is answered. */
export function useStepAnswer<K extends AnswerStepKey>(step: K): StepAnswer<K> | null {
  return useFlow(
    (snapshot) => snapshot.context.application.answers[step] ?? null,
  ) as StepAnswer<K> | null;
}

/** What a step's rules read besides its answer (machines/step-answers.ts). */
export function useAnswerContext(): AnswerContext {
  const rules = useFlow((snapshot) => snapshot.context.programRules);
  const answers = useFlow((snapshot) => snapshot.context.application.answers);
  return { rules, answers, today: new Date() };
}

/** Sends a step's answer: its `<step>.submitted` event, which the machine checks again. */
export function useAnswerStep<K extends AnswerStepKey>(step: K): (answer: StepAnswer<K>) => void {
  const send = useFlowSend();
  return (answer) => send({ type: `${step}.submitted`, answer } as unknown as StepAnswered);
}
