import { programRules } from 'virtual:carrier-settings';
import { createActor, type InspectionEvent, type Observer, type Snapshot } from 'xstate';
import { withoutSecrets } from '../../../machines/application-data';
import {
  type EnrolmentContext,
  type EnrolmentInput,
  enrolmentMachine,
} from '../../../machines/enrolment.machine';
import { legacyWithoutSecrets } from '../../../machines/legacy-data';
import { env } from '../../config/env';
import type { EnrolmentActor } from '../../lib/flow-context';
import { onTabForgotten } from '../../lib/tab-storage';
import { enrolmentActors } from './enrolment-actors';
import { raiseExpiryNotice, raiseUnreadableNotice } from './expiry-notice-store';
import { noteFlowStarted } from './flow-presence';
import { clearFlow, loadFlow, saveFlow } from './flow-storage';
import { keptFlowReader } from './kept-flow-reader';
import { restingValue } from './resting-state';
import { loadShift, saveShift } from './shift-storage';

const machine = enrolmentMachine.provide({ actors: enrolmentActors });

/**
 * What the tab keeps of the flow. D14: ssn4, the tribal number and a document's number never
 * reach storage. Nor does a lost connection: a reloaded page, or a tab come back, reached the
 * server to be drawn, so "We could not reach the server" would be old news there (and after a
 * deploy, DEC-188, it was never the connection); the next press tries again as it would have.
 * Nor does a call in flight (D60): a reload during one lands where the call failing would have
 * left the screen, the press not yet made, and the applicant presses again. A call kept in the
 * tab holds what it sends (the SSN digits among it), and would be sent again as stored.
 */
export function storableSnapshot(actor: EnrolmentActor): Snapshot<unknown> {
  const snapshot = actor.getPersistedSnapshot() as unknown as {
    value: unknown;
    context: EnrolmentContext;
  };
  const { failure } = snapshot.context;
  return {
    ...snapshot,
    value: restingValue(machine, snapshot.value) ?? snapshot.value,
    children: {},
    context: {
      ...snapshot.context,
      application: withoutSecrets(snapshot.context.application),
      legacy: legacyWithoutSecrets(snapshot.context.legacy),
      failure: failure?.kind === 'network' ? null : failure,
      // D57: the shift's ID is kept under its own key (shift-storage.ts), not beside the answers.
      representative: '',
    },
  } as unknown as Snapshot<unknown>;
}

let inspect: Observer<InspectionEvent> | undefined;

/** Development only: hand every event and snapshot to the live Stately inspector. */
export function setInspector(observer: Observer<InspectionEvent>): void {
  inspect = observer;
}

/**
 * An actor from the kept snapshot, or null when this build cannot read it (D60). The flow's
 * route fetched the reader with the flow's code (kept-flow-reader.ts); without it nothing kept
 * is believed.
 */
function restore(kept: unknown, input: EnrolmentInput): EnrolmentActor | null {
  const readKeptFlow = keptFlowReader();
  if (!readKeptFlow) return null;
  try {
    const snapshot = readKeptFlow(machine, kept, input);
    if (snapshot === null) return null;
    const actor = createActor(machine, { snapshot: snapshot as Snapshot<unknown>, input, inspect });
    return actor.getSnapshot().status === 'active' ? actor : null;
  } catch {
    return null;
  }
}

function start(): EnrolmentActor {
  const input: EnrolmentInput = {
    appHost: typeof window === 'undefined' ? '' : window.location.host,
    redirectHosts: env.redirectHosts,
    // The profile's facts the machine checks again (DEC-116).
    programRules,
    // D57: a representative's shift outlives a reload; it is not the kept flow's to say.
    representative: loadShift(),
  };
  const kept = loadFlow();
  // D32: the tab came back after the 72 minutes; loadFlow has just wiped the answers.
  if (kept.kind === 'expired') raiseExpiryNotice();
  // D60: what the tab kept is read through this machine and its schemas, with this build's
  // configuration; what they cannot read is wiped, and the zip page says so. Never an error
  // page: whatever goes wrong in reading it, the flow starts afresh.
  let actor = kept.kind === 'kept' ? restore(kept.snapshot, input) : null;
  if (kept.kind === 'unreadable' || (kept.kind === 'kept' && actor === null)) {
    clearFlow();
    raiseUnreadableNotice();
  }
  actor ??= createActor(machine, { input, inspect });
  actor.start();
  actor.subscribe((snapshot) => {
    saveShift(snapshot.context.representative);
    saveFlow(storableSnapshot(actor));
  });
  noteFlowStarted();
  return actor;
}

let current: EnrolmentActor | undefined;

// The privacy page wiped the answers: the next flow page starts afresh, saving nothing old.
onTabForgotten(() => {
  current?.stop();
  current = undefined;
});

/** The one enrolment actor of this tab; it outlives visits to the information pages. */
export function enrolmentActor(): EnrolmentActor {
  current ??= start();
  return current;
}
