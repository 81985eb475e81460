import { createActor } from 'xstate';
import { enrolmentMachine } from '../../../machines/enrolment.machine';
import type { EnrolmentActor } from '../../lib/flow-context';
import { enrolmentActors } from './enrolment-actors';
import { clearFlow, loadFlow, saveFlow } from './flow-storage';

const machine = enrolmentMachine.provide({ actors: enrolmentActors });

function start(): EnrolmentActor {
  const snapshot = loadFlow();
  let actor: EnrolmentActor;
  try {
    actor = createActor(machine, snapshot ? { snapshot } : {});
    actor.start();
  } catch {
    // A snapshot from an older version of the machine: start afresh rather than crash.
    clearFlow();
    actor = createActor(machine);
    actor.start();
  }
  actor.subscribe(() => saveFlow(actor.getPersistedSnapshot()));
  return actor;
}

let current: EnrolmentActor | undefined;

/** The one enrolment actor of this tab; it outlives visits to the information pages. */
export function enrolmentActor(): EnrolmentActor {
  current ??= start();
  return current;
}
