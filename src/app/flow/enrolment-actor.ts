import { programRules } from 'virtual:carrier-settings';
import { createActor, type InspectionEvent, type Observer, type Snapshot } from 'xstate';
import { withoutSecrets } from '../../../machines/application-data';
import {
  type EnrolmentContext,
  enrolmentMachine,
  initialContext,
} from '../../../machines/enrolment.machine';
import { legacyWithoutSecrets } from '../../../machines/legacy-data';
import { env } from '../../config/env';
import type { EnrolmentActor } from '../../lib/flow-context';
import { onTabForgotten } from '../../lib/tab-storage';
import { enrolmentActors } from './enrolment-actors';
import { raiseExpiryNotice } from './expiry-notice-store';
import { noteFlowStarted } from './flow-presence';
import { clearFlow, flowSavedAt, loadFlow, saveFlow } from './flow-storage';

const machine = enrolmentMachine.provide({ actors: enrolmentActors });

/**
 * What the tab keeps of the flow. D14: ssn4, the tribal number and a document's number never
 * reach storage. Nor does a lost connection: a reloaded page, or a tab come back, reached the
 * server to be drawn, so "We could not reach the server" would be old news there (and after a
 * deploy, DEC-188, it was never the connection); the next press tries again as it would have.
 */
export function storableSnapshot(actor: EnrolmentActor): Snapshot<unknown> {
  const snapshot = actor.getPersistedSnapshot() as unknown as { context: EnrolmentContext };
  const { failure } = snapshot.context;
  return {
    ...snapshot,
    context: {
      ...snapshot.context,
      application: withoutSecrets(snapshot.context.application),
      legacy: legacyWithoutSecrets(snapshot.context.legacy),
      failure: failure?.kind === 'network' ? null : failure,
    },
  } as unknown as Snapshot<unknown>;
}

let inspect: Observer<InspectionEvent> | undefined;

/** Development only: hand every event and snapshot to the live Stately inspector. */
export function setInspector(observer: Observer<InspectionEvent>): void {
  inspect = observer;
}

function start(): EnrolmentActor {
  const input = {
    appHost: typeof window === 'undefined' ? '' : window.location.host,
    redirectHosts: env.redirectHosts,
    // The profile's facts the machine checks again (DEC-116).
    programRules,
  };
  const savedAt = flowSavedAt();
  const stored = loadFlow() as { context?: Partial<EnrolmentContext> } | undefined;
  // D32: the tab came back after the 72 minutes; loadFlow has just wiped the answers.
  if (savedAt !== null && stored === undefined) raiseExpiryNotice();
  // A snapshot stored before a field was added gets that field's empty value. The
  // configuration (hosts, the profile's rules) is this build's, never the stored one: a tab
  // kept across a new release gets the rules it now serves, each with every key.
  const fresh = initialContext(input);
  const snapshot = stored?.context
    ? ({
        ...stored,
        context: {
          ...fresh,
          ...stored.context,
          appHost: fresh.appHost,
          redirectHosts: fresh.redirectHosts,
          programRules: fresh.programRules,
        },
      } as unknown as Snapshot<unknown>)
    : undefined;
  let actor: EnrolmentActor;
  try {
    actor = createActor(machine, snapshot ? { snapshot, input, inspect } : { input, inspect });
    actor.start();
  } catch {
    // A snapshot from an older version of the machine: start afresh rather than crash.
    clearFlow();
    actor = createActor(machine, { input, inspect });
    actor.start();
  }
  actor.subscribe(() => saveFlow(storableSnapshot(actor)));
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
