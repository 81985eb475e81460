// The enrolment machine as a test model (DESIGN.md, "Model-based tests"). `xstate/graph` walks
// the machine with the events below, state by state; API outcomes are the machine's own
// `xstate.done.actor.*` / `xstate.error.actor.*` events with the answers listed here. The same
// paths run in Vitest against the real pages and, through the sandbox's scenario table, in
// Playwright. `paths()` returns one path per transition, so every state and every transition
// the events can reach is walked.

import { createHash } from 'node:crypto';
import {
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type SnapshotFrom,
  type StateNode,
  type TransitionDefinition,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  hasHouseholdBenefit,
  isChangedSinceCheck,
  type StepName,
} from '../../machines/application-data';
import { type EnrolmentEvent, enrolmentMachine } from '../../machines/enrolment.machine';
import { hasEnrolmentDetails } from '../../machines/enrolment-details';
import type {
  ApiFailure,
  CoverageAnswer,
  EligibilityAnswer,
  EnrolmentAnswer,
  OrderLookup,
  Tablet,
} from '../../machines/flow-types';
import type { ProgramRules } from '../../machines/program-rules';
import { screenRoute } from '../../machines/screen-route';
import { applicationSteps, type ScreenKey, screenQuery, screens } from '../../machines/screens';
import { type AnswerStepKey, answeredEvent, answerSteps } from '../../machines/step-answers';
import { fullLegacy } from '../machines/legacy-fixtures';
import {
  signedAgreement as agreement,
  answersUnder,
  answerVariantsUnder,
  changedAfterCheckUnder,
  completeShipping,
  refusedAnswers,
  refusedUnder,
  reviewedApplication,
} from '../support/application-fixture';

export type Snapshot = SnapshotFrom<typeof enrolmentMachine>;
type DoneEvent = { type: `xstate.done.actor.${string}`; output: unknown };
type ErrorEvent = { type: `xstate.error.actor.${string}`; error: ApiFailure };
export type ModelEvent = EnrolmentEvent | DoneEvent | ErrorEvent;

/** The app runs here in tests; D16 links to it are followed. */
export const APP_HOST = '127.0.0.1:4319';
export const VERIFIER_LINK = `http://${APP_HOST}/api/verifier/resolution/A100?carrierUrl=x`;
export const input = { appHost: APP_HOST, redirectHosts: [] };
/** The machine's input for a walk: the default build's, or another profile's rules with it. */
export type ModelInput = typeof input & { programRules?: ProgramRules };

const visit = (path: string, query: Record<string, string> = {}): ModelEvent => ({
  type: 'route.visited',
  path,
  query,
});
const done = (id: string, output: unknown): ModelEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, kind: ApiFailure['kind']): ModelEvent => ({
  type: `xstate.error.actor.${id}`,
  error: { kind },
});

/** A step's `<step>.submitted` event with `answer`. */
const answered = (step: AnswerStepKey, answer: unknown): ModelEvent =>
  ({ type: answeredEvent(step), answer }) as ModelEvent;

/** What else a person does on the first answer steps: the back button, typed URLs, leaving. */
function stepExtras(step: AnswerStepKey, s: Snapshot): ModelEvent[] {
  if (step === 'personalInfo') {
    // The back button, to the success page of the zip already checked.
    return [visit(screens.zipServed.path, { zipCode: s.context.zipCode })];
  }
  if (step === 'contactInfo') {
    return [
      visit(screens.zip.path),
      visit(screens.personalInfo.path, screenQuery('personalInfo')),
      ...stepPaths.map((path) => visit(path)),
    ];
  }
  if (step === 'household') {
    return [
      { type: 'session.expired' },
      // D44: back on the household step from its end page, that page's URL typed again.
      ...(hasHouseholdBenefit(s.context.application, s.context.programRules)
        ? [visit(screens.householdBenefit.path)]
        : []),
    ];
  }
  return [];
}

/** A screen's state as a state value: 'application.household' → { application: 'household' }. */
const stateValue = (key: ScreenKey) => {
  const [region = '', state] = screens[key].state.split('.');
  return (state ? { [region]: state } : region) as never;
};

export const coverageAnswers = {
  served: { zipCode: '10001', state: 'NY', served: true },
  // American Samoa: unserved by both demos (the Lifeline one serves Alaska, issue 27 §7).
  notServed: { zipCode: '96799', state: 'AS', served: false },
  nowhere: { zipCode: '00000', state: null, served: false },
} satisfies Record<string, CoverageAnswer>;

/**
 * D58: the provider's answer about a home state the zip page did not check (step 2's answers
 * name New Mexico; American Samoa is unserved by both demos).
 */
export const homeStateAnswers = {
  served: { zipCode: '87105', state: 'NM', served: true },
  notServed: { zipCode: '96799', state: 'AS', served: false },
} satisfies Record<string, CoverageAnswer>;

/** One answer per branch of A §4; the key names the sandbox scenario that gives it. */
export const eligibilityAnswers = {
  complete: { status: 'COMPLETE', applicationId: 'A100', eligibilityCheckId: 'EC100' },
  pendingResolution: {
    status: 'PENDING_RESOLUTION',
    applicationId: 'A100',
    resolutionHref: VERIFIER_LINK,
  },
  pendingCert: { status: 'PENDING_CERT', applicationId: 'A100', certificationHref: VERIFIER_LINK },
  unsafeResolution: {
    status: 'PENDING_RESOLUTION',
    applicationId: 'A100',
    resolutionHref: 'https://evil.example/x',
  },
  unsafeCert: {
    status: 'PENDING_CERT',
    applicationId: 'A100',
    certificationHref: 'javascript:alert(1)',
  },
  inProgress: { status: 'IN_PROGRESS', applicationId: 'A100', eligibilityCheckId: 'EC100' },
  closed: {
    status: 'APP_CLOSED_OR_EXPIRED',
    applicationId: 'A100',
    errorText: 'Application closed',
  },
  notFound: { status: 'APPLICATION_NOT_FOUND', errorText: 'Application not found' },
  denied: { status: 'DENIED', errorText: 'Not eligible. Call us' },
  invalidTribalId: { status: '', errorCode: 'INVALID_TRIBAL_ID', errorText: 'Tribal ID not found' },
  stateNotSupported: {
    status: '',
    errorCode: 'STATE_NOT_SUPPORTED',
    errorText: 'State not served',
  },
} satisfies Record<string, EligibilityAnswer>;

/**
 * The short form's answers (B §4); the key names the sandbox scenario that gives it. Its
 * application is not the one a status lookup types (A100), as in the browser, where each is the
 * sandbox's own: a lookup of another application forgets the short form's result (issue 27 §7).
 */
export const legacyAnswers = {
  successful: { status: 'SUCCESSFUL', applicationId: 'L100', eligibilityCheckId: 'EC100' },
  failure: {
    status: 'FAILURE',
    applicationId: 'L100',
    errorText: 'The applicant is not eligible',
  },
  pendingResolution: eligibilityAnswers.pendingResolution,
  unsafeResolution: eligibilityAnswers.unsafeResolution,
  stateNotSupported: eligibilityAnswers.stateNotSupported,
  notFound: eligibilityAnswers.notFound,
  denied: eligibilityAnswers.denied,
} satisfies Record<string, EligibilityAnswer>;

/** A status lookup of a household already enrolled through us (provider-api.md). */
export const statusAnswers = {
  enrolled: {
    status: 'COMPLETE',
    applicationId: 'A100',
    eligibilityCheckId: 'EC100',
    enrolledOrderId: 'ORD-100',
  },
} satisfies Record<string, EligibilityAnswer>;

function legacyPart<K extends keyof typeof fullLegacy>(key: K) {
  const value = fullLegacy[key];
  if (value === null) throw new Error('The fixture must fill every page');
  return value as NonNullable<(typeof fullLegacy)[K]>;
}
const homeAddress = legacyPart('homeAddress');
const legacyContact = legacyPart('contact');
const question = legacyPart('question');
const legacyPersonal = legacyPart('personal');
const program = legacyPart('program');
const noProgram = { inProgram: false, eligibilityProgramCode: '' };
const passport = {
  method: 'document' as const,
  documentType: 'passport' as const,
  documentNumber: 'P1011',
  photoName: 'passport.png',
};
const bySsn = {
  method: 'ssn' as const,
  documentType: '' as const,
  documentNumber: '',
  photoName: '',
};

/** Every URL of the short form, for the links a person may type or bookmark. */
const legacyPaths = [
  screens.legacyHomeAddress.path,
  screens.legacyContact.path,
  screens.legacyQuestion.path,
  screens.legacyPersonal.path,
  screens.legacyProgram.path,
  ...screens.legacyProgram.aliases,
  screens.legacyIdentity.path,
  screens.legacyReview.path,
];

const tablet: Tablet = { id: 'TAB-1001', name: 'ACP Tablet 8in' };

export const enrolmentAnswers = {
  order: {
    outcome: 'order',
    orderId: 'ORD-1',
    nladSubscriberId: 'N1',
    enrolledAt: '2026-11-21T10:00:00.000Z',
  },
  redirect: { outcome: 'redirect', url: `http://${APP_HOST}/` },
  unsafeRedirect: { outcome: 'redirect', url: 'https://evil.example/' },
  applicationNotFound: {
    outcome: 'applicationNotFound',
    message: 'subscriber: APPLICATION_NOT_FOUND',
  },
  ineligibleForTransfer: {
    outcome: 'ineligibleForTransfer',
    message: 'subscriber: INELIGIBLE_FOR_TRANSFER',
  },
  cannotUpdateDevice: { outcome: 'cannotUpdateDevice', message: 'The tablet cannot be added' },
  duplicate: { outcome: 'duplicate', message: 'subscriber: DUPLICATE_SUBSCRIBER' },
  error: { outcome: 'error', message: 'shippingZipcode: INVALID_ZIP' },
} satisfies Record<string, EnrolmentAnswer>;

/**
 * D53: the enrolment answers that only rules with the household worksheet tell apart: another
 * person at this home has the benefit (elsewhere it is B §8's duplicate, already walked).
 */
export const worksheetEnrolmentAnswers = {
  duplicateAddress: {
    outcome: 'duplicateAddress',
    message: 'primaryAddress1: DUPLICATE_ADDRESS',
    code: 'DUPLICATE_ADDRESS',
  },
} satisfies Record<string, EnrolmentAnswer>;

const orderLookup: OrderLookup = { fulfillmentId: 'F-100', message: '' };

/** D57: a representative's RAD ID and the provider's answers to it (the sandbox's demo IDs). */
export const representativeAnswers = {
  registered: { repId: 'REP12345' },
} as const;
/** The sandbox's answer to an ID USAC's database does not know. */
const notRegistered: ModelEvent = {
  type: 'xstate.error.actor.verifyRepresentative',
  error: { kind: 'rejected', code: 'REP_NOT_REGISTERED' },
};

/** The application steps after step 1. */
const stepPaths = applicationSteps.slice(1).map((key) => screens[key].path);

function statusOutcomes(id: string): ModelEvent[] {
  return [
    done(id, eligibilityAnswers.complete),
    done(id, eligibilityAnswers.pendingResolution),
    done(id, eligibilityAnswers.pendingCert),
    done(id, eligibilityAnswers.unsafeResolution),
    done(id, eligibilityAnswers.unsafeCert),
    done(id, eligibilityAnswers.inProgress),
    done(id, eligibilityAnswers.closed),
    done(id, eligibilityAnswers.notFound),
    done(id, eligibilityAnswers.denied),
    done(id, statusAnswers.enrolled),
    failed(id, 'network'),
  ];
}

function enrolmentOutcomes(id: string, s: Snapshot): ModelEvent[] {
  const worksheet = s.context.programRules.household.worksheet;
  return [
    ...Object.values(enrolmentAnswers).map((answer) => done(id, answer)),
    ...(worksheet
      ? Object.values(worksheetEnrolmentAnswers).map((answer) => done(id, answer))
      : []),
    failed(id, 'timeout'),
    failed(id, 'network'),
  ];
}

/**
 * The events a person (or the API) can cause in each state: the model's alphabet. A visit to
 * the URL already on show is no event at all (the route sync drops it), so it is left out.
 */
export function eventsFor(s: Snapshot): ModelEvent[] {
  const here = screenRoute(s);
  const events = s.context.representative ? assistedAlphabet(s) : alphabet(s);
  return events.filter(
    (event) =>
      event.type !== 'route.visited' ||
      `${event.path}${Object.keys(event.query).length ? `?${new URLSearchParams(event.query)}` : ''}` !==
        here,
  );
}

/** The fixture's agreement with one initial per certification of the build's rules. */
function signedUnder(s: Snapshot) {
  const first = agreement.initials[0] ?? '';
  const initials = Array.from(
    { length: s.context.programRules.certificationCount },
    (_, i) => agreement.initials[i] ?? first,
  );
  return { ...agreement, initials };
}

/**
 * D57: while a representative assists, one applicant's application as it goes well (the first
 * event of each state's alphabet), with the shift's own events where they belong: the idle
 * wipe mid-application, "next applicant" after a completion and a failure page, "end shift"
 * from the zip page, and the confirmation's two answers. Every branch of the application is
 * walked without a representative; walking each again with one would double the model.
 */
function assistedAlphabet(s: Snapshot): ModelEvent[] {
  const m = (value: unknown) => s.matches(value as never);
  if (m({ coverage: { zipEntry: 'editing' } })) {
    return [{ type: 'zip.submitted', zipCode: '10001' }, { type: 'shift.ended' }];
  }
  if (m({ assisted: 'confirmation' })) {
    return [{ type: 'representative.confirmed' }, { type: 'representative.backed' }];
  }
  if (m({ application: 'contactInfo' })) {
    return [...alphabet(s).slice(0, 1), { type: 'applicant.idle' }];
  }
  if (m({ enrolment: { offer: 'submitting' } })) {
    return [
      done('enrol', enrolmentAnswers.order),
      done('enrol', enrolmentAnswers.applicationNotFound),
    ];
  }
  if (m({ completed: 'shown' }) || m('failed')) return [{ type: 'applicant.next' }];
  return alphabet(s).slice(0, 1);
}

function alphabet(s: Snapshot): ModelEvent[] {
  const m = (value: unknown) => s.matches(value as never);
  if (m('idle')) {
    return [
      // D57: the address a carrier gives its representatives.
      visit(screens.representative.path),
      visit(screens.zip.path),
      visit(screens.zipServed.path, { zipCode: '10001' }),
      visit(screens.zipServed.path),
      visit(screens.zipNotServed.path, { state: 'TX' }),
      visit(screens.personalInfo.path, screenQuery('personalInfo')),
      visit(screens.contactInfo.path, screenQuery('contactInfo')),
      visit(screens.checkStatus.path),
      visit(screens.reviewing.path),
      visit(screens.rejected.path),
      visit(screens.expired.path, { id: 'A100' }),
      visit(screens.expired.path),
      visit(screens.verifierReturn.path),
      visit(screens.enrollStep.path),
      visit(screens.confirmAddress.path),
      visit(screens.transfer.path),
      visit(screens.completed.path, { orderId: 'ORD-1' }),
      visit(screens.completed.path),
      visit(screens.enrolmentFailure.path),
      visit(screens.transferFailure.path),
    ];
  }
  if (m({ coverage: { zipEntry: 'editing' } })) {
    return [
      { type: 'zip.submitted', zipCode: '10001' },
      { type: 'zip.submitted', zipCode: '1234' },
    ];
  }
  if (m({ assisted: { shiftStart: 'editing' } })) {
    return [
      { type: 'representative.submitted', repId: representativeAnswers.registered.repId },
      // Not a RAD ID: refused on the page, never sent.
      { type: 'representative.submitted', repId: 'REP-1' },
    ];
  }
  if (m({ assisted: { shiftStart: 'verifying' } })) {
    return [
      done('verifyRepresentative', representativeAnswers.registered),
      notRegistered,
      failed('verifyRepresentative', 'network'),
    ];
  }
  if (m({ coverage: { zipEntry: 'checking' } })) {
    return [
      done('checkCoverage', coverageAnswers.served),
      done('checkCoverage', coverageAnswers.notServed),
      done('checkCoverage', coverageAnswers.nowhere),
      failed('checkCoverage', 'timeout'),
    ];
  }
  if (m({ coverage: 'served' })) {
    // The short form starts from a fresh served zip only: started after other answers it
    // would copy its whole subgraph once per set of those answers, for nothing new.
    const c = s.context;
    const fresh =
      c.application.answers.personalInfo === undefined &&
      !c.eligibilityStatus &&
      !c.failurePageError &&
      !c.failure;
    return [
      { type: 'coverage.continued' },
      ...(fresh
        ? [{ type: 'legacy.started' } as const, visit(screens.legacyHomeAddress.path)]
        : []),
    ];
  }
  const legacyEvents = legacyAlphabet(s);
  if (legacyEvents) return legacyEvents;
  if (m({ coverage: { notServed: 'editing' } })) {
    const events: ModelEvent[] = [
      { type: 'waitlist.submitted', email: 'waitlist@example.com', phone: '9075550100' },
      { type: 'waitlist.backed' },
    ];
    // The sorry page named by its zip rather than its state (a bookmark, the back button).
    if (s.context.coverage?.state) {
      events.push(visit(screens.zipNotServed.path, { zipCode: s.context.coverage.zipCode }));
    }
    return events;
  }
  if (m({ coverage: { notServed: 'saving' } })) {
    return [done('joinWaitlist', undefined), failed('joinWaitlist', 'network')];
  }
  if (m({ coverage: 'confirmingRestart' })) {
    return [{ type: 'restart.confirmed' }, { type: 'restart.cancelled' }];
  }
  // D58: the provider asked about the home state step 2 gave.
  if (m({ application: { contactInfo: 'checkingState' } })) {
    return [
      done('checkCoverage', homeStateAnswers.served),
      done('checkCoverage', homeStateAnswers.notServed),
      failed('checkCoverage', 'network'),
    ];
  }
  for (const step of answerSteps) {
    if (s.matches(stateValue(step))) {
      // The fixture's answers to the questions the build's rules ask (A §5's under the ACP),
      // what those rules refuse, and the other answers they let a household give (D42–D44).
      const rules = s.context.programRules;
      const refused = refusedUnder(rules)[step] ?? refusedAnswers[step];
      // D51: after a check, an answer of another kind than the one it was sent with.
      const changed = s.context.application.checked
        ? changedAfterCheckUnder(rules)[step]
        : undefined;
      return [
        answered(step, answersUnder(rules, reviewedApplication.answers)[step]),
        ...(refused ? [answered(step, refused)] : []),
        ...(answerVariantsUnder(rules)[step] ?? []).map((variant) => answered(step, variant)),
        ...(changed ? [answered(step, changed)] : []),
        ...stepExtras(step, s),
      ];
    }
  }
  // D44: the household already has its benefit; its page links back to the household step.
  if (m({ application: 'householdBenefit' })) return [visit(screens.household.path)];
  if (m({ application: 'verify' })) {
    // D51: with answers changed since the check, the offer and the status lookup are typed.
    const changed = isChangedSinceCheck(s.context.application)
      ? [visit(screens.enrollStep.path), visit(screens.checkStatus.path)]
      : [];
    return [
      { type: 'review.confirmed' },
      ...changed,
      // Every answer step before the review has an Edit link.
      ...applicationSteps
        .slice(0, applicationSteps.indexOf('verify'))
        .map((step): ModelEvent => ({ type: 'review.edit', step: step as StepName })),
      visit(screens.agreement.path),
      // A step before it, typed in the address bar.
      visit(screens[answerSteps.at(-1) as AnswerStepKey].path),
    ];
  }
  if (m({ application: { agreement: 'editing' } })) {
    return [
      { type: 'agreement.submitted', agreement: signedUnder(s) },
      { type: 'agreement.submitted', agreement: { ...signedUnder(s), signature: '' } },
      visit(screens.agreement.path),
    ];
  }
  if (m({ application: { agreement: 'submitting' } })) {
    return [
      ...Object.values(eligibilityAnswers).map((answer) => done('checkEligibility', answer)),
      failed('checkEligibility', 'timeout'),
      failed('checkEligibility', 'network'),
    ];
  }
  if (m({ application: { agreement: 'timedOut' } }))
    return [{ type: 'agreement.submitted', agreement: signedUnder(s) }];
  if (m({ verifierReturn: 'checking' })) return statusOutcomes('checkStatus');
  if (m({ verifierReturn: 'notChecked' })) return [{ type: 'status.retried' }];
  for (const screen of ['lookup', 'reviewing', 'rejected', 'expired']) {
    if (m({ status: { [screen]: 'editing' } })) {
      const events: ModelEvent[] = [
        { type: 'status.submitted', applicationId: 'A100', eligibilityCheckId: '' },
        { type: 'status.submitted', applicationId: '', eligibilityCheckId: ' ' },
      ];
      // The back button from the status page to the short form's result.
      if (s.context.eligibilityStatus === 'FAILURE')
        events.push(visit(screens.legacyNotVerified.path));
      if (screen === 'reviewing') events.push(visit(screens.verifierReturn.path));
      // The lookup, then back to the expired page's URL (the back button): an application the
      // provider found expired opens again without another lookup.
      if (s.context.eligibilityStatus === 'APP_CLOSED_OR_EXPIRED') {
        events.push(
          screen === 'expired'
            ? visit(screens.checkStatus.path)
            : visit(screens.expired.path, { id: s.context.eligibility.applicationId }),
        );
      }
      return events;
    }
    if (m({ status: { [screen]: 'checking' } })) return statusOutcomes('checkStatus');
    if (m({ status: { [screen]: 'enrolled' } })) {
      return [{ type: 'status.submitted', applicationId: 'A100', eligibilityCheckId: '' }];
    }
  }
  if (m({ enrolment: { offer: 'findingTablet' } })) {
    return [done('findTablet', tablet), done('findTablet', null), failed('findTablet', 'network')];
  }
  for (const screen of ['offer', 'planOnly']) {
    if (m({ enrolment: { [screen]: 'choosing' } })) {
      const events: ModelEvent[] = [{ type: 'enrol.requested' }, { type: 'address.edit' }];
      // The back button from the plan to the short form's result.
      if (s.context.eligibilityStatus === 'SUCCESSFUL')
        events.push(visit(screens.legacyTribalLands.path));
      if (screen === 'offer' && s.context.tablet && !s.context.tabletWanted) {
        events.push({ type: 'tablet.chosen', wanted: true });
      }
      if (screen === 'planOnly') events.push(visit(screens.enrollStep.path));
      if (screen === 'offer') {
        events.push(
          // D51: back to the application after the check: a step, and the agreement.
          ...(s.context.application.checked
            ? [
                ...answerSteps.slice(1).map((step) => visit(screens[step].path)),
                visit(screens.agreement.path),
              ]
            : []),
          visit(screens.enrollStepPlanOnly.path, screenQuery('enrollStepPlanOnly')),
          visit(screens.confirmAddressTransfer.path, screenQuery('confirmAddressTransfer')),
          visit(screens.confirmAddress.path),
          visit(screens.transfer.path),
          visit(screens.enrollStep.path),
        );
      }
      return events;
    }
    if (m({ enrolment: { [screen]: 'submitting' } })) return enrolmentOutcomes('enrol', s);
    if (m({ enrolment: { [screen]: 'timedOut' } })) return [{ type: 'enrol.requested' }];
  }
  if (
    m({ enrolment: { confirmAddress: 'editing' } }) ||
    m({ transfer: { confirmAddress: 'editing' } })
  ) {
    return [
      { type: 'address.submitted', details: completeShipping },
      { type: 'address.submitted', details: { ...completeShipping, shippingZipcode: '' } },
    ];
  }
  if (m({ enrolment: { confirmAddress: 'submitting' } })) return enrolmentOutcomes('enrol', s);
  if (
    m({ transfer: { confirmAddress: 'submitting' } }) ||
    m({ transfer: { offer: 'submitting' } })
  ) {
    return enrolmentOutcomes('transfer', s);
  }
  if (
    m({ enrolment: { confirmAddress: 'timedOut' } }) ||
    m({ transfer: { confirmAddress: 'timedOut' } })
  ) {
    return [{ type: 'address.submitted', details: completeShipping }];
  }
  if (m({ transfer: { offer: 'choosing' } }) || m({ transfer: { offer: 'timedOut' } })) {
    return [{ type: 'transfer.requested' }];
  }
  if (m({ completed: 'lookingUp' })) {
    return [done('lookUpOrder', orderLookup), failed('lookUpOrder', 'network')];
  }
  if (m({ completed: 'notLookedUp' })) return [{ type: 'order.retried' }];
  if (m('failed')) return [{ type: 'failure.restarted' }];
  return [];
}

/** The short form's events, or null when `s` is not one of its screens. */
function legacyAlphabet(s: Snapshot): ModelEvent[] | null {
  const m = (value: unknown) => s.matches(value as never);
  if (m({ legacy: 'homeAddress' })) {
    return [
      { type: 'legacy.address.submitted', homeAddress },
      // Ticked "different mailing address" but left its fields empty.
      { type: 'legacy.address.submitted', homeAddress: { ...homeAddress, mailingDiffers: true } },
      visit(screens.legacyReview.path),
    ];
  }
  if (m({ legacy: 'contactInformation' })) {
    return [
      { type: 'legacy.contact.submitted', contact: legacyContact },
      {
        type: 'legacy.contact.submitted',
        contact: { ...legacyContact, contactPhoneNumber: '555' },
      },
      // Links to every other page of the form, before they may open.
      ...legacyPaths.map((path) => visit(path)),
    ];
  }
  if (m({ legacy: 'question' })) {
    return [
      { type: 'legacy.question.submitted', question },
      { type: 'legacy.question.submitted', question: { ...question, ssn4: '12' } },
    ];
  }
  if (m({ legacy: 'personalInformation' })) {
    return [
      { type: 'legacy.personal.submitted', personal: legacyPersonal },
      { type: 'legacy.personal.submitted', personal: { ...legacyPersonal, dob: '' } },
    ];
  }
  if (m({ legacy: 'confirmProgram' })) {
    const events: ModelEvent[] = [
      { type: 'legacy.program.submitted', program },
      { type: 'legacy.program.submitted', program: noProgram },
      {
        type: 'legacy.program.submitted',
        program: { inProgram: true, eligibilityProgramCode: '' },
      },
    ];
    if (s.context.legacy.program) events.push(visit(screens.legacyReview.path));
    return events;
  }
  if (m({ legacy: 'identity' })) {
    return [
      { type: 'legacy.identity.submitted', identity: bySsn },
      { type: 'legacy.identity.submitted', identity: passport },
      { type: 'legacy.identity.submitted', identity: { ...passport, documentNumber: '' } },
    ];
  }
  if (m({ legacy: { review: 'editing' } }) || m({ legacy: { review: 'timedOut' } })) {
    const events: ModelEvent[] = [
      { type: 'legacy.review.confirmed' },
      { type: 'legacy.review.edit' },
      { type: 'legacy.review.back' },
    ];
    if (m({ legacy: { review: 'editing' } })) {
      events.push(
        ...[
          screens.legacyContact.path,
          screens.legacyQuestion.path,
          screens.legacyPersonal.path,
          screens.legacyProgram.path,
          ...screens.legacyProgram.aliases,
        ].map((path) => visit(path)),
      );
      if (s.context.legacy.identity) events.push(visit(screens.legacyIdentity.path));
    }
    return events;
  }
  if (m({ legacy: { review: 'checking' } })) {
    return [
      ...Object.values(legacyAnswers).map((answer) => done('checkLegacyEligibility', answer)),
      failed('checkLegacyEligibility', 'timeout'),
      failed('checkLegacyEligibility', 'network'),
    ];
  }
  if (m({ legacy: 'tribalLands' })) return [{ type: 'legacy.plan.requested' }];
  if (m({ legacy: 'notVerified' }))
    return [visit(screens.checkStatus.path), visit(screens.zip.path)];
  return null;
}

/**
 * A vertex is the state plus the few context facts that change what can happen next; the
 * rest (names, addresses) is the same on every path.
 */
export function serializeState(s: Snapshot): string {
  const c = s.context;
  const a = c.application;
  const l = c.legacy;
  const facts = [
    c.coverage ? `cov:${c.coverage.served}:${c.coverage.state ?? '-'}` : '',
    answerSteps.map((step) => (a.answers[step] ? 1 : 0)).join(''),
    a.reviewConsent ? 'rc' : '',
    c.eligibilityStatus,
    c.eligibility.applicationId || c.eligibility.eligibilityCheckId ? 'ids' : '',
    c.failure?.kind ?? '',
    // D58: step 2 names a home state the provider does not serve.
    c.unservedState ? 'unserved' : '',
    // D26: whether Enroll now sends at once or asks /ConfirmAddress first.
    hasEnrolmentDetails(c, c.programRules) ? 'details' : '',
    c.tablet ? 'tab' : '',
    c.tabletWanted ? 'want' : '',
    c.order ? 'order' : '',
    c.failurePageError ? 'fpe' : '',
    // D57: a representative's shift.
    c.representative ? 'rep' : '',
    // D44: the household step's answer that ends the application (never under A §5's rules).
    ...(hasHouseholdBenefit(a, c.programRules) ? ['hb'] : []),
    // D51: a check was sent from this tab, and an answer changed since.
    a.checked ? 'chk' : '',
    isChangedSinceCheck(a) ? 'chg' : '',
    // The short form's answers matter only on its own pages: elsewhere they would copy every
    // later state once per combination of answers, and add nothing a person could see.
    ...(s.matches('legacy' as never) || s.matches({ coverage: 'confirmingRestart' } as never)
      ? [
          [l.homeAddress, l.contact, l.question, l.personal, l.program, l.identity]
            .map((x) => (x ? 1 : 0))
            .join(''),
          l.program ? (l.program.inProgram ? 'prog' : 'noprog') : '',
        ]
      : []),
  ];
  return `${JSON.stringify(s.value)}|${facts.join(',')}`;
}

export function serializeEvent(event: ModelEvent): string {
  return JSON.stringify(event);
}

/**
 * The test model of `machine` walked with `events`: the enrolment machine and its alphabet,
 * unless a test walks a variant of them (tests/model/path-ids.test.ts).
 */
export function createModel(
  machine: AnyStateMachine = enrolmentMachine,
  events: (s: Snapshot) => ModelEvent[] = eventsFor,
  modelInput: ModelInput = input,
) {
  return new TestModel(machine, {
    events: (s) => events(s as Snapshot) as never,
    serializeState: (s) => serializeState(s as Snapshot),
    serializeEvent: (e) => serializeEvent(e as ModelEvent),
    input: modelInput,
  });
}

/** How a walk differs from the default build's (a profile's paths, tests/model/profile-paths.ts). */
export interface WalkOptions {
  /** The machine's input: another profile's rules. */
  input?: ModelInput;
  /** Events a path must take, each once, besides reaching every state and transition. */
  mustTake?: (event: ModelEvent) => boolean;
  /** States (`s:` + id) and transitions (`t:` + key) other paths already cover. */
  covered?: ReadonlySet<string>;
}

export interface ModelPath {
  /** The path's own id: a short hash of its events (pathId), never its position in the list. */
  id: string;
  /** Plain words for testers: the events, one per step. */
  name: string;
  steps: { event: ModelEvent; state: Snapshot }[];
  /** The state the path ends in. */
  state: Snapshot;
}

/**
 * A path's id: the first 8 hex digits of the SHA-256 of its steps as testers read them
 * (`describePath`). It depends on nothing but the path's own steps, so a change elsewhere in the
 * machine, which adds or drops other paths and moves this one in the list, leaves it alone; and
 * not on the answers' every field, so a question added to a step keeps every id (DEC-130).
 */
export function pathId(events: ModelEvent[]): string {
  return createHash('sha256').update(describePath(events)).digest('hex').slice(0, 8);
}

/** One path per edge of the graph: the shortest path to its source, then the edge. */
export function paths(
  machine: AnyStateMachine = enrolmentMachine,
  events: (s: Snapshot) => ModelEvent[] = eventsFor,
  { input: modelInput = input, mustTake, covered }: WalkOptions = {},
): ModelPath[] {
  const model = createModel(machine, events, modelInput);
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { transitions: Record<string, { event: unknown; state: unknown }> }
  >;
  const pending = pendingMachine(machine);
  const vertices = Object.keys(adjacency);
  const start = vertices[0] as string;
  const startStates = new Set<string>();
  const startTransitions = new Set<string>();
  const startEnd = replay(pending, [], startStates, startTransitions, modelInput);
  /** The shortest way to each vertex, where it ends (persisted) and what it covers. */
  const reached = new Map<string, Reached>([
    [start, { steps: [], end: startEnd, states: startStates, transitions: startTransitions }],
  ]);
  // Breadth first from the start, as xstate's getShortestPaths finds each vertex's shortest
  // path (the first found), without building the adjacency map a second time. Each edge is
  // taken once, from a copy of where its vertex's path ends: the edge into a vertex not yet
  // reached is also the end of that vertex's path, so no path is replayed from the start
  // (replaying every candidate from the start took half a minute).
  const candidatesFrom = new Map<string, Candidate[]>();
  const queue = [start];
  for (const vertex of queue) {
    const from = reached.get(vertex) as Reached;
    const candidates: Candidate[] = [];
    for (const { event, state } of Object.values(adjacency[vertex]?.transitions ?? {})) {
      const states = new Set(from.states);
      const taken = new Set(from.transitions);
      const edge = createActor(pending, {
        input: modelInput,
        snapshot: from.end,
        inspect: recordInto(states, taken),
      });
      edge.start();
      edge.send(event as never);
      const steps = [...from.steps, { event: event as ModelEvent, state: state as Snapshot }];
      const next = serializeState(state as Snapshot);
      if (!reached.has(next)) {
        reached.set(next, { steps, end: edge.getPersistedSnapshot(), states, transitions: taken });
        queue.push(next);
      }
      edge.stop();
      const covers = new Set(
        [...states].map((id) => `s:${id}`).concat([...taken].map((t) => `t:${t}`)),
      );
      for (const key of covered ?? []) covers.delete(key);
      if (mustTake) {
        for (const step of steps)
          if (mustTake(step.event)) covers.add(`e:${serializeEvent(step.event)}`);
      }
      candidates.push({
        path: {
          id: pathId(steps.map((step) => step.event)),
          name: describePath(steps.map((step) => step.event)),
          steps,
          state: state as Snapshot,
        },
        covers,
      });
    }
    candidatesFrom.set(vertex, candidates);
  }
  // In the adjacency map's order, which the greedy cover's ties follow.
  return smallestCoveringSet(vertices.flatMap((vertex) => candidatesFrom.get(vertex) ?? []));
}

interface Reached {
  steps: { event: ModelEvent; state: Snapshot }[];
  end: ReturnType<typeof replay>;
  states: Set<string>;
  transitions: Set<string>;
}

interface Candidate {
  path: ModelPath;
  /** `s:` + each state node it enters, `t:` + each transition it takes. */
  covers: Set<string>;
}

/**
 * Of all the candidate paths, keep few that still cover every state and transition the
 * candidates cover (greedy set cover: the path adding most, then the next…), shortest first
 * on ties so each path stays readable.
 */
function smallestCoveringSet(candidates: Candidate[]): ModelPath[] {
  // Each candidate keeps only what no chosen path covers yet; those with nothing left drop out.
  let items = candidates.map((item) => ({ path: item.path, left: new Set(item.covers) }));
  const chosen: ModelPath[] = [];
  for (;;) {
    let best: (typeof items)[number] | undefined;
    for (const item of items) {
      if (
        !best ||
        item.left.size > best.left.size ||
        (item.left.size === best.left.size && item.path.steps.length < best.path.steps.length)
      ) {
        best = item;
      }
    }
    if (!best || best.left.size === 0) break;
    chosen.push(best.path);
    const newlyCovered = [...best.left];
    for (const item of items) for (const key of newlyCovered) item.left.delete(key);
    items = items.filter((item) => item.left.size > 0);
  }
  return chosen.sort((x, y) => x.name.localeCompare(y.name));
}

/** Each call the machine makes, in words: what the path names and the report's steps say. */
const CALL_WORDS: Record<string, string> = {
  checkCoverage: 'the coverage check',
  joinWaitlist: 'the waitlist',
  checkEligibility: 'the eligibility check',
  checkStatus: 'the status check',
  findTablet: 'the tablet lookup',
  enrol: 'the enrolment',
  transfer: 'the transfer',
  lookUpOrder: 'the order lookup',
  checkLegacyEligibility: "the short form's check",
  verifyRepresentative: 'the representative check',
};

/** The events with nothing in them worth naming, in words. */
const EVENT_WORDS: Record<string, string> = {
  'coverage.continued': 'Next on the zip result',
  'waitlist.backed': 'Back from the waitlist',
  'restart.confirmed': 'start again',
  'restart.cancelled': 'keep my answers',
  'session.expired': 'the session expires',
  'review.confirmed': 'Next on the review',
  'enrol.requested': 'enrol',
  'address.edit': 'edit the address',
  'transfer.requested': 'transfer',
  'failure.restarted': 'start again after a failure',
  'status.retried': 'check the status again',
  'representative.confirmed': 'the representative confirms',
  'representative.backed': 'the representative goes back to the agreement',
  'applicant.next': 'next applicant',
  'applicant.idle': 'the device is idle for 10 minutes',
  'shift.ended': 'end shift',
};

/**
 * Where a link an answer carries goes, rather than its text: the app's own host is 127.0.0.1 on
 * whatever port a run uses, and a path's words must be the same on every port.
 */
function placeOf(href: string): string {
  if (href.startsWith('javascript:')) return 'a javascript: URL';
  const url = URL.canParse(href) ? new URL(href) : null;
  if (!url) return 'a broken URL';
  if (url.host !== APP_HOST) return url.host;
  return url.pathname.startsWith('/api/verifier/') ? 'the verifier' : 'our own site';
}

/** What a call answered, in words: "answers COMPLETE", "finds TAB-1001", "times out". */
function answerInWords(event: DoneEvent): string {
  const output = event.output as Record<string, unknown> | null | undefined;
  if (output === undefined) return 'answers ok';
  if (output === null) return 'finds nothing';
  if (typeof output.repId === 'string') return `answers registered (${output.repId})`;
  if ('served' in output) {
    if (output.served) return `answers served (${String(output.state)})`;
    return output.state ? `answers not served (${String(output.state)})` : 'answers no such zip';
  }
  const what = String(
    output.status || output.outcome || output.errorCode || output.fulfillmentId || 'ok',
  );
  if (!output.status && !output.outcome && typeof output.id === 'string')
    return `finds ${output.id}`;
  const link = output.resolutionHref ?? output.certificationHref;
  if (typeof link === 'string') return `answers ${what}, a link to ${placeOf(link)}`;
  if (typeof output.url === 'string') return `answers ${what} to ${placeOf(output.url)}`;
  return `answers ${what}${output.enrolledOrderId ? ', enrolled already' : ''}`;
}

/**
 * One event in words: "visit /ZipCodePage", "zip 10001", "the coverage check answers served
 * (NY)". The path names in docs/paths.md, the test titles, the steps of Playwright's report
 * and every failure message say it this way.
 */
export function describeEvent(event: ModelEvent): string {
  if (event.type === 'route.visited') {
    const query = new URLSearchParams(event.query).toString();
    return `visit ${event.path}${query ? `?${query}` : ''}`;
  }
  const call = /^xstate\.(done|error)\.actor\.(.*)$/.exec(event.type);
  if (call) {
    const id = call[2] as string;
    const name = CALL_WORDS[id] ?? id;
    if (call[1] === 'done') return `${name} ${answerInWords(event as DoneEvent)}`;
    const { kind } = (event as ErrorEvent).error;
    const { code } = (event as ErrorEvent).error as { code?: string };
    const how =
      kind === 'timeout'
        ? 'times out'
        : kind === 'network'
          ? 'gets no answer'
          : `fails (${code ?? kind})`;
    return `${name} ${how}`;
  }
  const step = answerSteps.find((key) => event.type === answeredEvent(key));
  if (step) {
    const refused = JSON.stringify(event) === JSON.stringify(answered(step, refusedAnswers[step]));
    const detail = answerDetail((event as { answer?: unknown }).answer);
    return `step ${screens[step].step} ${refused ? 'with an answer it refuses' : 'answered'}${detail}`;
  }
  switch (event.type) {
    case 'zip.submitted':
      return `zip ${event.zipCode}`;
    case 'review.edit':
      return `edit ${event.step}`;
    case 'agreement.submitted':
      return event.agreement.signature ? 'agreement signed' : 'agreement unsigned';
    case 'status.submitted':
      return event.applicationId
        ? `check status ${event.applicationId}`
        : 'check status with no id';
    case 'address.submitted':
      return event.details.shippingZipcode ? 'address confirmed' : 'address without zip';
    case 'tablet.chosen':
      return event.wanted ? 'tablet ticked' : 'tablet unticked';
    case 'waitlist.submitted':
      return 'waitlist details sent';
    case 'legacy.address.submitted':
      return event.homeAddress.mailingDiffers && !event.homeAddress.contactAddress
        ? 'short form: mailing address ticked, left empty'
        : 'short form: home address';
    case 'legacy.contact.submitted':
      return event.contact.contactPhoneNumber.length === 10 || !event.contact.contactPhoneNumber
        ? 'short form: contact'
        : 'short form: contact with a bad phone';
    case 'legacy.question.submitted':
      return event.question.ssn4.length === 4
        ? 'short form: Medicaid/SNAP question'
        : 'short form: question with bad SSN digits';
    case 'legacy.personal.submitted':
      return event.personal.dob ? 'short form: name and birth date' : 'short form: no birth date';
    case 'legacy.program.submitted':
      return !event.program.inProgram
        ? 'short form: no program'
        : event.program.eligibilityProgramCode
          ? `short form: program ${event.program.eligibilityProgramCode}`
          : 'short form: yes, but no program chosen';
    case 'legacy.identity.submitted':
      return event.identity.method === 'ssn'
        ? 'short form: ID by SSN digits'
        : event.identity.documentNumber
          ? `short form: ID by ${event.identity.documentType}`
          : 'short form: document without its number';
    case 'legacy.review.confirmed':
      return 'short form: Next on the review';
    case 'legacy.review.edit':
      return 'short form: Edit on the review';
    case 'legacy.review.back':
      return 'short form: Back on the review';
    case 'legacy.plan.requested':
      return 'short form: choose your plan';
    case 'legacy.started':
      return 'use the short form';
    case 'representative.submitted':
      return `representative ID ${event.repId}`;
    default:
      return EVENT_WORDS[event.type] ?? event.type;
  }
}

/**
 * The answers to the questions only some rules ask (D43, D44), in words: " (temporary address)",
 * " (another adult, who gets the benefit; money shared)". Nothing for A §5's answers.
 */
function answerDetail(answer: unknown): string {
  const a = (answer ?? {}) as Record<string, unknown>;
  const words: string[] = [];
  if (a.temporaryAddress === '1') words.push('temporary address');
  // D51's changes after a check (changedAfterCheckUnder): neither profile's fixture gives these.
  if (a.contactPhoneNumber === '5055550199') words.push('another phone number');
  if (a.eligibilityProgramCode === 'E1') words.push('program E1');
  if (a.checkTribal === true) words.push('on Tribal lands');
  if (a.optionAdult === '2' && a.sharesMoney === undefined) words.push('no other adult');
  if (typeof a.sharesMoney === 'string') {
    if (a.optionAdult !== '1') words.push('no other adult');
    else {
      const gets = a.otherAdultReceivesBenefit === '1' ? 'who gets' : 'who does not get';
      const shares = { '1': 'money shared', '2': 'money not shared' }[a.sharesMoney];
      words.push(`another adult ${gets} the benefit; ${shares ?? 'money unanswered'}`);
    }
  }
  return words.length > 0 ? ` (${words.join('; ')})` : '';
}

export function describePath(events: ModelEvent[]): string {
  return events.map(describeEvent).join(' → ');
}

// ---- Coverage ------------------------------------------------------------------------

function allStateNodes(node: StateNode<never, never>): StateNode<never, never>[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as never))];
}

function transitionKey(t: TransitionDefinition<never, never>): string {
  const source = t.source;
  const list =
    (t.eventType as string) === '' ? source.always : (source.transitions.get(t.eventType) ?? []);
  const index = (list ?? []).indexOf(t as never);
  return `${source.id} ${(t.eventType as string) || 'always'} #${index}`;
}

/** Every state node and every transition the machine defines (history nodes excepted). */
export function machineInventory(machine: AnyStateMachine = enrolmentMachine) {
  const nodes = allStateNodes(machine.root as never).filter((node) => node.type !== 'history');
  const transitions = new Set<string>();
  for (const node of nodes) {
    for (const list of node.transitions.values()) {
      for (const t of list) transitions.add(transitionKey(t as never));
    }
    for (const t of node.always ?? []) transitions.add(transitionKey(t as never));
  }
  return { states: new Set(nodes.map((node) => node.id)), transitions };
}

/** The machine with every call left pending: only the model's events move it. */
export function pendingMachine(machine: AnyStateMachine = enrolmentMachine) {
  const never = fromPromise(() => new Promise<never>(() => {}));
  // Every actor the machine names, so a call added later is held too.
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((id) => [id, never]),
  );
  return machine.provide({ actors } as never) as AnyStateMachine;
}

/** An inspector that adds each state node entered and each transition taken to the sets. */
function recordInto(states: Set<string>, transitions: Set<string>) {
  return (inspection: { type: string }) => {
    if (inspection.type !== '@xstate.microstep') return;
    const step = inspection as unknown as {
      _transitions: TransitionDefinition<never, never>[];
      snapshot: Snapshot;
    };
    for (const t of step._transitions) transitions.add(transitionKey(t));
    for (const node of step.snapshot._nodes) states.add(node.id);
  };
}

/**
 * Play steps from the start, adding the state nodes entered and the transitions taken to the
 * sets; returns where they end, to carry on from.
 */
function replay(
  machine: AnyStateMachine,
  steps: { event: ModelEvent }[],
  states: Set<string>,
  transitions: Set<string>,
  modelInput: ModelInput = input,
) {
  const actor = createActor(machine, {
    input: modelInput,
    inspect: recordInto(states, transitions),
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) states.add(node.id);
  for (const step of steps) actor.send(step.event as EventObject as never);
  const end = actor.getPersistedSnapshot();
  actor.stop();
  return end;
}

/** Replay paths through the machine and record the state nodes and transitions they take. */
export function coverageOf(modelPaths: ModelPath[], modelInput: ModelInput = input) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const machine = pendingMachine();
  for (const path of modelPaths) replay(machine, path.steps, states, transitions, modelInput);
  return { states, transitions };
}

/** Where every path starts: the home page, nothing stored. */
export function initialState(): Snapshot {
  const actor = createActor(pendingMachine(), { input });
  actor.start();
  const start = actor.getSnapshot() as Snapshot;
  actor.stop();
  return start;
}

/**
 * The machine on its own, driven by a path's events with every call left pending: the
 * snapshot after each step, which the browser runner checks the page against.
 */
export function expectedStates(events: ModelEvent[], modelInput: ModelInput = input): Snapshot[] {
  const actor = createActor(pendingMachine(), { input: modelInput });
  actor.start();
  const snapshots = events.map((event) => {
    actor.send(event as EventObject as never);
    return actor.getSnapshot() as Snapshot;
  });
  actor.stop();
  return snapshots;
}

/**
 * The fewest events that, played after `from`, reach a state `goal` holds of, by the model's
 * own alphabet (breadth first, each vertex once); null when none does within `limit` vertices.
 * For paths the graph's cover would not keep whole: one that goes on after an answer changed
 * (D51) to the new check and the enrolment, which the cover merges with the first check's.
 */
export function shortestEventsTo(
  from: ModelEvent[],
  goal: (s: Snapshot) => boolean,
  modelInput: ModelInput = input,
  events: (s: Snapshot) => ModelEvent[] = eventsFor,
  limit = 5000,
): ModelEvent[] | null {
  const machine = pendingMachine();
  const start = createActor(machine, { input: modelInput });
  start.start();
  for (const event of from) start.send(event as EventObject as never);
  const first = { events: [] as ModelEvent[], end: start.getPersistedSnapshot() };
  const startState = start.getSnapshot() as Snapshot;
  start.stop();
  if (goal(startState)) return [];
  const seen = new Set([serializeState(startState)]);
  const queue = [first];
  for (const { events: taken, end } of queue) {
    if (seen.size > limit) return null;
    const here = createActor(machine, { input: modelInput, snapshot: end });
    here.start();
    const state = here.getSnapshot() as Snapshot;
    here.stop();
    for (const event of events(state)) {
      const next = createActor(machine, { input: modelInput, snapshot: end });
      next.start();
      next.send(event as EventObject as never);
      const reached = next.getSnapshot() as Snapshot;
      const persisted = next.getPersistedSnapshot();
      next.stop();
      if (goal(reached)) return [...taken, event];
      const key = serializeState(reached);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ events: [...taken, event], end: persisted });
    }
  }
  return null;
}
