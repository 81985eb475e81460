import {
  coverageAnswers,
  eligibilityAnswers,
  enrolmentAnswers,
  homeStateAnswers,
  legacyAnswers,
  type ModelEvent,
  statusAnswers,
  worksheetEnrolmentAnswers,
} from '../tests/model/enrolment-model';

// Which row of the sandbox's scenario table (docs/sandbox.md) gives each answer the test
// model names. The browser never gets a made-up answer where the sandbox has a row for it;
// the few it has none for are fulfilled from the sandbox's own table (see paths.spec.ts).

export type Outcome = { actor: string; index: number; event: ModelEvent };

/** The answer an outcome event stands for: the key of the model's answer table, or a failure. */
export function answerKey(event: ModelEvent): string {
  if (event.type.startsWith('xstate.error.actor.')) {
    return `fails:${(event as { error: { kind: string } }).error.kind}`;
  }
  const output = JSON.stringify((event as { output?: unknown }).output);
  const tables: Record<string, unknown>[] = [
    coverageAnswers,
    homeStateAnswers,
    eligibilityAnswers,
    enrolmentAnswers,
    worksheetEnrolmentAnswers,
    legacyAnswers,
    statusAnswers,
  ];
  for (const table of tables) {
    for (const [key, answer] of Object.entries(table)) {
      if (JSON.stringify(answer) === output) return key;
    }
  }
  if (output === undefined) return 'ok';
  if (output === 'null') return 'nothing';
  return 'found';
}

export function actorOf(event: ModelEvent): string | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? (match[2] ?? null) : null;
}

/** The first answer of one of `actors` at or after step `from`: what a call made now gets. */
export function nextOutcome(
  events: ModelEvent[],
  from: number,
  actors: readonly string[],
): Outcome | undefined {
  for (let index = from; index < events.length; index += 1) {
    const event = events[index] as ModelEvent;
    const actor = actorOf(event);
    if (actor && actors.includes(actor)) return { actor, index, event };
  }
  return undefined;
}

/** Zip codes that make the coverage check answer each way (the zip → state table is the app's). */
export const zipFor: Record<string, string> = {
  served: '10001',
  notServed: '96799',
  nowhere: '00000',
};

/** Last 4 SSN digits for each eligibility status (scenario table, "by the last 4 SSN digits"). */
export const ssn4For: Record<string, string> = {
  complete: '0000',
  pendingResolution: '1001',
  pendingCert: '1004',
  // The sandbox's certification link, its href then replaced by `javascript:alert(1)`.
  unsafeCert: '1004',
  unsafeResolution: '1014',
  inProgress: '1005',
  closed: '1007',
  notFound: '1008',
  denied: '1009',
  // The short legacy flow's own statuses (B §4).
  successful: '1011',
  failure: '1012',
};

/** E-mail local parts for each enrolment outcome (scenario table, "by the e-mail address"). */
export const localPartFor: Record<string, string> = {
  duplicate: 'duplicate',
  ineligibleForTransfer: 'notransfer',
  cannotUpdateDevice: 'nodevice',
  applicationNotFound: 'notfound',
  error: 'fielderrors',
  redirect: 'redirect',
  unsafeRedirect: 'evilredirect',
};
