import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { enrolmentMachine } from '../../machines/enrolment.machine';

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
