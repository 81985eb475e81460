import { assign, raise } from 'xstate';
import {
  breaksTribalLandsRule,
  canOpenStep,
  hasHouseholdBenefit,
  isChangedSinceCheck,
  isValidAnswer,
  lacksSecrets,
  type StepName,
  withSecrets,
} from '../application-data';
import { type AnswerParams, answerOf, errorOf, failedCall, resumeChain } from '../enrolment-setup';
import { type EnrolmentContext, type EnrolmentEvent, noIds } from '../enrolment-types';
import type { ApplicationData } from '../flow-types';
import { applicationSteps, screenRoute, screens } from '../screens';
import { isSignedAgreement } from '../signed-agreement';
import {
  type AnswerStepKey,
  answeredEvent,
  answerSteps,
  answerStepTable,
  type StepAnswered,
  stepAsking,
} from '../step-answers';
import { coverageOf, coverageSetup } from './coverage';
import { linkOutcomes } from './eligibility';

// The seven-step application (A §2): five answer steps, the review, and the agreement that
// sends the eligibility check. The answer steps follow from the step table
// (machines/step-answers.ts): each is a state that takes its `<step>.submitted` event when the
// answer passes the step's schema, the same one its page validated with (DEC-171).

type StepParams = { step: AnswerStepKey };

/** The agreement may send the check: signed, every number at hand, no rule broken. */
function isReadyToSend(context: EnrolmentContext, event: EnrolmentEvent): boolean {
  if (event.type !== 'agreement.submitted') return false;
  const secrets = withSecrets(context.application, event);
  return (
    !hasHouseholdBenefit(secrets, context.programRules) &&
    !lacksSecrets(secrets) &&
    // D45: never a Tribal-lands-only program for a household off Tribal lands.
    !breaksTribalLandsRule(secrets, context.programRules) &&
    isSignedAgreement(event.agreement, context.programRules)
  );
}

const isAnswer = (event: { type: string }, step: AnswerStepKey): event is StepAnswered =>
  event.type === answeredEvent(step);

export const applicationSetup = coverageSetup.extend({
  guards: {
    hasApplicationInProgress: ({ context }) =>
      context.application.answers.personalInfo !== undefined,
    hasFirstName: ({ context }) => Boolean(context.application.answers.personalInfo?.firstName),
    canOpen: ({ context }, params: { step: StepName }) =>
      canOpenStep(context.application, params.step, context.programRules),
    editsStep: ({ event }, params: { step: StepName }) =>
      event.type === 'review.edit' && event.step === params.step,
    /** The step's answer passes the step's schema under the build's rules. */
    isValidAnswer: ({ context, event }, { step }: StepParams) =>
      isAnswer(event, step) &&
      isValidAnswer(step, event.answer, context.programRules, context.application.answers),
    /** D44: the applicant shares money with an adult who gets the benefit. */
    hasHouseholdBenefit: ({ context }) =>
      hasHouseholdBenefit(context.application, context.programRules),
    isReadyToSend: ({ context, event }) => isReadyToSend(context, event),
    /**
     * D51: an answer given after an eligibility check differs from what the check was sent
     * with, so what it answered holds no longer.
     */
    madeCheckStale: ({ context }) =>
      (context.eligibilityStatus !== '' ||
        context.eligibility.applicationId !== '' ||
        context.eligibility.eligibilityCheckId !== '') &&
      isChangedSinceCheck(context.application),
    /** D51: signed again on the answers a check that qualified was sent with: no second check. */
    signsAgainQualified: ({ context, event }) =>
      isReadyToSend(context, event) &&
      context.eligibilityStatus === 'COMPLETE' &&
      Boolean(context.application.checked) &&
      !isChangedSinceCheck(context.application),
    /** D57: ready to send, and a representative assisted: they confirm first, on a page of its own. */
    isReadyToSendAssisted: ({ context, event }) =>
      context.representative !== '' && isReadyToSend(context, event),
    hasReviewSecrets: ({ context, event }) =>
      event.type === 'review.confirmed' && !lacksSecrets(withSecrets(context.application, event)),
    lacksSecrets: ({ context }) => lacksSecrets(context.application),
    isInvalidTribalId: (_, { answer }: AnswerParams) => answer.errorCode === 'INVALID_TRIBAL_ID',
    /**
     * D58: where the rules question an unserved state, step 2's home state is one the zip page
     * did not find served: the provider is asked about it before any later step.
     */
    asksHomeState: ({ context: { programRules, application, coverage } }) =>
      programRules.contact.questionsUnservedState &&
      !(coverage?.served && application.answers.contactInfo?.state === coverage.state),
  },
  actions: {
    /** Keep the answer a step sent, in the step's slot of the answers map. */
    rememberAnswer: assign({
      application: ({ context, event }, { step }: StepParams) =>
        isAnswer(event, step)
          ? {
              ...context.application,
              answers: { ...context.application.answers, [step]: event.answer },
            }
          : context.application,
    }),
    forgetReviewConsent: assign({
      application: ({ context }) => ({ ...context.application, reviewConsent: false }),
    }),
    rememberReview: assign({
      application: ({ context, event }) =>
        event.type === 'review.confirmed'
          ? { ...withSecrets(context.application, event), reviewConsent: true }
          : context.application,
    }),
    /** The signed agreement, and the answers the check is sent with (D51). */
    rememberAgreement: assign({
      application: ({ context, event }) => {
        if (event.type !== 'agreement.submitted') return context.application;
        const signed = withSecrets(context.application, event);
        return { ...signed, agreement: event.agreement, checked: signed.answers };
      },
      failure: null,
    }),
    /**
     * D57: the signed agreement held while the representative confirms; the answers are not
     * yet the ones a check was sent with (D51), since none is sent until they confirm.
     */
    holdAgreement: assign({
      application: ({ context, event }) =>
        event.type === 'agreement.submitted'
          ? { ...withSecrets(context.application, event), agreement: event.agreement }
          : context.application,
      failure: null,
    }),
    /** D57: the representative confirmed: the held agreement's answers are the ones sent (D51). */
    sendHeldAgreement: assign({
      application: ({ context }) => ({
        ...context.application,
        checked: context.application.answers,
      }),
      failure: null,
    }),
    /**
     * D51: the check's result is withdrawn with its ids, and the signature with it: the
     * applicant reviews, signs again, and a new check goes out before any enrolment.
     */
    withdrawCheck: assign({
      eligibility: noIds,
      eligibilityStatus: '',
      stillPending: false,
      checkedOn: '',
      resolution: null,
      leavingTo: '',
      failure: null,
      application: ({ context }) => ({ ...context.application, agreement: null }),
    }),
    /**
     * D58: the provider does not serve the home state step 2 gave (`state`), or did not answer
     * (''): no answer of the step is kept, so no later step opens.
     */
    refuseHomeState: assign((_, { state }: { state: string }) => ({ unservedState: state })),
    forgetStepNotices: assign({ failure: null, unservedState: '' }),
    forgetContactAnswer: assign({
      application: ({ context }) => withoutContactAnswer(context.application),
    }),
    /** INVALID_TRIBAL_ID: the number is asked again, and so is the signature. */
    forgetTribalId: assign({
      application: ({ context }) => ({
        ...context.application,
        answers: forgetField(context.application.answers, 'tribalId'),
        agreement: null,
      }),
    }),
    /**
     * Open the step that asks for the Tribal number under the build's rules (step 5 under
     * A §4, step 1 where a Tribal ID stands in for the SSN digits, D40), as the review's Edit
     * opens it: one transition whichever the profile.
     */
    editTribalIdStep: raise(({ context }) => ({
      type: 'review.edit' as const,
      step: stepAsking('tribalId', context.programRules),
    })),
  },
});

/** D58: the application without step 2's answer, whose home state is not (yet) served. */
function withoutContactAnswer(application: ApplicationData): ApplicationData {
  const { contactInfo: _unserved, ...answers } = application.answers;
  return { ...application, answers };
}

/** The answers with `field` emptied wherever a step holds it. */
function forgetField<T extends Record<string, unknown>>(answers: T, field: string): T {
  return Object.fromEntries(
    Object.entries(answers).map(([step, answer]) => [
      step,
      answer && typeof answer === 'object' && field in answer ? { ...answer, [field]: '' } : answer,
    ]),
  ) as T;
}

/**
 * Each step in words, for the transitions' descriptions only: the build drops those, and this
 * table with them (DEC-158, DEC-250).
 */
const stepWords: Record<StepName, string> = {
  personalInfo: 'step 1 (about you)',
  contactInfo: 'step 2 (contact)',
  household: 'step 3 (household)',
  qualification: 'step 4 (how you qualify)',
  tribalStatus: 'step 5 (Tribal lands)',
  verify: 'step 6 (the review)',
  agreement: 'step 7 (the agreement)',
};

/** A state's name inside the region: 'application.household' → 'household'. */
const stateKey = (key: StepName) => screens[key].state.split('.').pop() as string;

/** One state per answer step: its route, and its event taken when the answer is valid. */
const answerStates = Object.fromEntries(
  answerSteps.map((step) => [
    stateKey(step),
    {
      description: answerStepTable[step].description,
      meta: { route: screenRoute(step) },
      on: {
        [answeredEvent(step)]: {
          guard: { type: 'isValidAnswer', params: { step } },
          target: 'afterStep',
          actions: { type: 'rememberAnswer', params: { step } },
          description: `The answers to ${stepWords[step]} pass its rules.`,
        },
      },
    },
  ]),
) as Record<AnswerStepKey, object>;

/**
 * Where `resume` may land, latest first: any answer step after the first two, or the review.
 * Step 1 is always answered there, so step 2 is the fallback; the agreement opens only from
 * the review.
 */
const resumeSteps = applicationSteps
  .slice(2, applicationSteps.indexOf('agreement'))
  .reverse() as StepName[];

const agreementSubmitted = {
  guard: 'isReadyToSend',
  target: 'submitting',
  actions: 'rememberAgreement',
  description:
    'The agreement is signed, every number the check needs is filled in, and no rule stops the check.',
} as const;

/** D57: an assisted application is confirmed by the representative before the check. */
const agreementHeldForRepresentative = {
  guard: 'isReadyToSendAssisted',
  target: '#enrolment.assisted.confirmation',
  actions: 'holdAgreement',
  description:
    'D57: a representative is assisting: before the check, they confirm on a page of its own that the applicant gave the answers and signed.',
} as const;

/** D51: signed again with nothing changed since a check that qualified: no second check. */
const signedAgainQualified = {
  guard: 'signsAgainQualified',
  target: '#enrolment.enrolment.offer',
  actions: 'rememberAgreement',
  description:
    'D51: signed again with the answers the qualifying check was sent with: back to the offer; no second check.',
} as const;

export const application = applicationSetup.createStateConfig({
  description:
    'The six-step application (A §2): a breadcrumb shows Contact Information, Household Information, Qualification, Tribal Status, Verification, Agreement.',
  initial: 'personalInfo',
  states: {
    history: { type: 'history', history: 'deep' },
    resume: {
      description:
        'Goes to the first step not yet answered (after Continue, or a deep link to a later step), or to the end of the application for a household that already has its benefit (D44). Step 1 is always answered here.',
      always: [
        {
          guard: 'hasHouseholdBenefit',
          target: 'householdBenefit',
          description: 'D44: the household shares money with an adult who gets the benefit.',
        },
        ...resumeChain('canOpen', resumeSteps, 'contactInfo', (step) => ({
          description: `Every step before ${stepWords[step]} is answered.`,
        })),
      ],
    },
    ...answerStates,
    contactInfo: {
      ...answerStates.contactInfo,
      // The answer is taken while the step waits for it, never while its home state is asked.
      on: {},
      initial: 'editing',
      states: {
        editing: {
          description:
            'Waiting for the answer. Where the rules say (D58), a home state the provider does not serve is said here, with D49’s links.',
          // What was said of the last answer is for this visit of the step.
          exit: 'forgetStepNotices',
          on: {
            'contactInfo.submitted': {
              guard: { type: 'isValidAnswer', params: { step: 'contactInfo' } },
              target: 'answered',
              actions: { type: 'rememberAnswer', params: { step: 'contactInfo' } },
              description: `The answers to ${stepWords.contactInfo} pass its rules.`,
            },
          },
        },
        answered: {
          description:
            'Step 2 answered: where the rules say (D58), a home state the zip page did not find served is asked about first.',
          always: [
            {
              guard: 'asksHomeState',
              target: 'checkingState',
              description:
                'D58: a home state the zip page did not find served: ask the provider about it first.',
            },
            { target: '#enrolment.application.afterStep' },
          ],
        },
        checkingState: {
          description:
            'D58: asking the provider whether it serves the home state (GET /public/acp_supported_state/{ST}). The button is busy.',
          tags: ['busy'],
          invoke: {
            id: 'checkCoverage',
            src: 'checkCoverage',
            input: ({ context }) => ({
              zipCode: context.application.answers.contactInfo?.zipCode ?? '',
              state: context.application.answers.contactInfo?.state ?? '',
            }),
            onDone: [
              {
                guard: { type: 'isServed', params: coverageOf },
                target: '#enrolment.application.afterStep',
                description: 'Served: on to the next step.',
              },
              {
                target: 'editing',
                actions: [
                  'forgetContactAnswer',
                  {
                    type: 'refuseHomeState',
                    params: ({ event }) => ({ state: event.output.state ?? '' }),
                  },
                ],
                description:
                  'Not served: step 2 says so with D49’s links (other Lifeline companies, the National Verifier); no later step opens.',
              },
            ],
            onError: {
              target: 'editing',
              actions: ['forgetContactAnswer', { type: 'rememberFailure', params: errorOf }],
              description:
                'No answer (time-out, offline): say so; Continue asks again. No later step opens until it answers.',
            },
          },
        },
      },
    },
    household: {
      ...answerStates.household,
      // D53: why the enrolment sent the applicant back here is for this visit of the step.
      exit: 'forgetFailure',
    },
    householdBenefit: {
      description:
        'D44 (Form 5631): the applicant shares money with an adult at the address who gets the benefit, so the household already has its one benefit. The page says so, and that the adult who gets it can move it to this provider (apply here, then transfer); no eligibility check is sent. The household step stays open to change the answers; no later step opens.',
      meta: { route: screenRoute('householdBenefit') },
    },
    afterStep: {
      description:
        'A step was answered: on to the next unanswered one, or back to the review, which must be confirmed again since an answer changed.',
      entry: 'forgetReviewConsent',
      always: [
        {
          guard: 'madeCheckStale',
          target: 'checkWithdrawn',
          description:
            'D51: the answer differs from what the eligibility check was sent with, so its result is stale.',
        },
        { target: 'resume' },
      ],
    },
    checkWithdrawn: {
      description:
        'D51: an answer changed after the eligibility check, so its result is stale. The enrolment offer is withdrawn (the status and ids forgotten) and the signature with it; the review shows what changed since the check, the applicant initials and signs again, and a new check is sent before any enrolment or transfer. A household that now has its benefit stops at D44’s page.',
      entry: 'withdrawCheck',
      always: { target: 'resume' },
    },
    verify: {
      description:
        'Step 6: check your answers (name, birth date, masked SSN digits, phone, address) with Edit links, and the consent box. Asks again for the SSN digits or tribal number after a reload (D14).',
      meta: { route: screenRoute('verify') },
      on: {
        'review.edit': answerSteps.map((step) => ({
          guard: { type: 'editsStep', params: { step } } as const,
          target: stateKey(step),
          description: `The applicant chose Edit for ${stepWords[step]}.`,
        })),
        'review.confirmed': {
          guard: 'hasReviewSecrets',
          target: 'agreement',
          actions: 'rememberReview',
          description: 'Every SSN or Tribal number the check needs is filled in.',
        },
      },
    },
    agreement: {
      description:
        'Step 7: the profile’s certification statements with initials (D6), the typed signature, the digital-signature box and the 30-day move statement; Continue sends the eligibility check.',
      meta: { route: screenRoute('agreement') },
      initial: 'editing',
      states: {
        editing: {
          description:
            'Waiting for the certification. Errors of the last answer show below the form.',
          on: {
            'agreement.submitted': [
              signedAgainQualified,
              agreementHeldForRepresentative,
              agreementSubmitted,
            ],
          },
        },
        submitting: {
          description:
            'Sending the application to the eligibility check (A §7). The button is busy; a second submit is ignored.',
          tags: ['busy'],
          invoke: {
            id: 'checkEligibility',
            src: 'checkEligibility',
            input: ({ context }) => ({
              application: context.application,
              representative: context.representative,
            }),
            onDone: [
              {
                guard: { type: 'isInvalidTribalId', params: answerOf },
                target: '#enrolment.application.verify',
                actions: [
                  { type: 'toastProviderMessage', params: answerOf },
                  'forgetTribalId',
                  'editTribalIdStep',
                ],
                description:
                  'INVALID_TRIBAL_ID: say so and reopen the step that asks for the number (by the profile: step 5, or step 1 where a Tribal ID stands in for the SSN digits), through the review’s Edit.',
              },
              {
                guard: { type: 'isStateNotSupported', params: answerOf },
                target: '#enrolment.application.contactInfo',
                actions: { type: 'toastProviderMessage', params: answerOf },
                description: 'STATE_NOT_SUPPORTED: say so and reopen the contact step.',
              },
              ...linkOutcomes('editing'),
              {
                guard: { type: 'isInReview', params: answerOf },
                target: '#enrolment.status.reviewing',
                actions: { type: 'rememberIds', params: answerOf },
                description: 'IN_PROGRESS, PENDING_REVIEW: /Reviewing, the ids kept.',
              },
              {
                guard: { type: 'isComplete', params: answerOf },
                target: '#enrolment.enrolment.offer',
                actions: [{ type: 'rememberIds', params: answerOf }, 'rememberQualified'],
                description:
                  'COMPLETE: qualified on the answers it was sent with; on to /EnrollStep, where the enrolment is built from the answers when it is sent (D51).',
              },
              {
                guard: { type: 'isClosedOrExpired', params: answerOf },
                target: 'editing',
                actions: { type: 'rememberRefusal', params: answerOf },
                description: 'APP_CLOSED_OR_EXPIRED: the errors below the form, the ids cleared.',
              },
              {
                guard: { type: 'isNotFound', params: answerOf },
                target: '#enrolment.status.rejected',
                actions: { type: 'rememberNotFound', params: answerOf },
                description: 'D33 (A §4): APPLICATION_NOT_FOUND: /Rejected.',
              },
              {
                target: 'editing',
                actions: { type: 'rememberRefusal', params: answerOf },
                description: 'Any other status: the errors below the form, the ids cleared (A §8).',
              },
            ],
            onError: failedCall('editing', {
              timedOut: {
                description: 'D3: the gateway or the client timed out. Continue becomes Resubmit.',
              },
              otherwise: {
                description: 'Offline or an unreadable answer: say so; everything typed stays.',
              },
            }),
          },
        },
        timedOut: {
          description:
            'The check timed out. The button reads Resubmit and sends the same application again.',
          tags: ['timedOut'],
          on: { 'agreement.submitted': agreementSubmitted },
        },
      },
    },
  },
});
