import { assign, emit } from 'xstate';
import { isChangedSinceCheck } from '../application-data';
import { type EnrolmentCallInput, hasEnrolmentDetails } from '../enrolment-details';
import { type EnrolParams, enrolAnswerOf, errorOf, failedCall } from '../enrolment-setup';
import { type EnrolmentContext, flowData, noIds } from '../enrolment-types';
import type { EnrolmentAnswer, OrderLookup, Tablet } from '../flow-types';
import { isSafeRedirect } from '../safe-redirect';
import { type ScreenKey, screenRoute } from '../screens';
import { statusSetup } from './status';

// Qualified: the plan and the tablet (/EnrollStep), the shipping details, the transfer when
// already enrolled elsewhere, and where it ends: the confirmation or a failure page (B §4, §8).

/**
 * What the enrol or transfer call is given: the answers and the provider's answers as they are
 * now (D51); the call builds its request from them when it sends it. The tablet goes only with
 * an enrolment the applicant asked it for, and never with the plan alone.
 */
export function enrolmentInput(
  context: EnrolmentContext,
  kind: 'enrol' | 'transfer',
  planOnly: boolean,
): EnrolmentCallInput {
  const tablet =
    kind === 'enrol' && !planOnly && context.tabletWanted && context.tablet ? context.tablet : null;
  return {
    application: context.application,
    legacy: context.legacy,
    shipping: context.shipping,
    eligibility: context.eligibility,
    checkedOn: context.checkedOn,
    tablet,
    programRules: context.programRules,
    representative: context.representative,
  };
}

export const enrolmentSetup = statusSetup.extend({
  guards: {
    // SUCCESSFUL is the short legacy flow's word for the same thing (B §4); D51: on the
    // answers the check was sent with.
    isQualified: ({ context }) =>
      (context.eligibilityStatus === 'COMPLETE' || context.eligibilityStatus === 'SUCCESSFUL') &&
      !isChangedSinceCheck(context.application),
    hasEnrolmentDetails: ({ context }) => hasEnrolmentDetails(context, context.programRules),
    /**
     * The details give everything an enrolment needs, for an application: the page judged
     * them by their rows (machines/steps/shipping-details.ts), which stay out of the machine's
     * code (DEC-201).
     */
    isCompleteAddress: ({ context, event }) =>
      event.type === 'address.submitted' &&
      hasEnrolmentDetails({ ...context, shipping: event.details }, context.programRules),
    isRedirect: ({ context }, { answer }: EnrolParams) =>
      answer.outcome === 'redirect' &&
      isSafeRedirect(answer.url, context.appHost, context.redirectHosts),
    isUnsafeRedirect: (_, { answer }: EnrolParams) => answer.outcome === 'redirect',
    isOrder: (_, { answer }: EnrolParams) => answer.outcome === 'order',
    isApplicationNotFound: (_, { answer }: EnrolParams) => answer.outcome === 'applicationNotFound',
    isIneligibleForTransfer: (_, { answer }: EnrolParams) =>
      answer.outcome === 'ineligibleForTransfer',
    isDeviceRefused: (_, { answer }: EnrolParams) => answer.outcome === 'cannotUpdateDevice',
    /**
     * B §8: any DUPLICATE code; DUPLICATE_ADDRESS too where no worksheet is asked (the ACP).
     * Under the worksheet an application looked up in this tab, with no answers to change,
     * is told why on the page (its code's guidance) and applies again.
     */
    isDuplicate: ({ context }, { answer }: EnrolParams) =>
      answer.outcome === 'duplicate' ||
      (answer.outcome === 'duplicateAddress' && !context.programRules.household.worksheet),
    /**
     * D53: someone else at this home has the benefit, the rules ask the worksheet (D44), and
     * this tab holds the application's answers, whose household step can say so.
     */
    isDuplicateAddress: ({ context }, { answer }: EnrolParams) =>
      answer.outcome === 'duplicateAddress' &&
      context.programRules.household.worksheet &&
      context.application.answers.personalInfo !== undefined,
    hasOrder: ({ context }) => Boolean(context.order?.orderId),
  },
  actions: {
    rememberTablet: assign({ tablet: (_, params: { tablet: Tablet | null }) => params.tablet }),
    forgetTablet: assign({ tablet: null }),
    rememberTabletChoice: assign({
      tabletWanted: ({ event }) => event.type === 'tablet.chosen' && event.wanted,
    }),
    rememberAddress: assign({
      shipping: ({ context, event }) =>
        event.type === 'address.submitted' ? event.details : context.shipping,
    }),
    rememberLeavingTo: assign({
      leavingTo: (_, { answer }: EnrolParams) => (answer.outcome === 'redirect' ? answer.url : ''),
    }),
    completeOrder: assign(
      (
        { context },
        params: EnrolParams & { kind: 'enrol' | 'transfer'; planOnly: boolean },
      ): Partial<EnrolmentContext> => {
        const { answer } = params;
        if (answer.outcome !== 'order') return {};
        const tablet = enrolmentInput(context, params.kind, params.planOnly).tablet;
        // B §4: an order clears the flow; only what the confirmation shows is kept.
        return {
          ...flowData,
          order: {
            orderId: answer.orderId,
            nladSubscriberId: answer.nladSubscriberId ?? '',
            activationCode: answer.activationCode ?? '',
            applicationId: context.eligibility.applicationId,
            withTablet: tablet !== null && !answer.tabletRejected,
            tabletRejected: answer.tabletRejected ?? false,
            kind: params.kind,
            enrolledAt: answer.enrolledAt,
            // D58: the ways to reach the applicant the request carried.
            reach: answer.reach,
          },
        };
      },
    ),
    /** B §8: store the error, clear the flow. */
    failWith: assign(
      (_, { answer }: EnrolParams): Partial<EnrolmentContext> => ({
        ...flowData,
        failurePageError: 'message' in answer ? answer.message : '',
      }),
    ),
    rememberOrderLookup: assign({
      orderLookup: (_, params: { lookup: OrderLookup }) => params.lookup,
    }),
    /**
     * D53: the check's answer was for a household the provider finds already has the benefit
     * at its home: set it aside (a new check follows the worksheet, and the agreement is signed
     * again for it), and say why on the household step (`failure`, its code).
     */
    reopenHousehold: assign(
      ({ context }): Partial<EnrolmentContext> => ({
        eligibility: noIds,
        eligibilityStatus: '',
        stillPending: false,
        checkedOn: '',
        application: { ...context.application, reviewConsent: false, agreement: null },
        // The household step words it; the provider's words add nothing there.
        failure: { kind: 'rejected', code: 'DUPLICATE_ADDRESS' },
      }),
    ),
    announceTransferIncomplete: emit({ type: 'notice', notice: 'transfer.incomplete' } as const),
    toastEnrolMessage: emit((_, { answer }: EnrolParams) => ({
      type: 'notice' as const,
      notice: 'provider.message' as const,
      ...('message' in answer && answer.message ? { message: answer.message } : {}),
      ...('code' in answer && answer.code ? { code: answer.code } : {}),
    })),
    rememberEnrolFailure: assign({
      failure: (_, { answer }: EnrolParams) => ({
        kind: 'rejected' as const,
        ...('message' in answer && answer.message ? { message: answer.message } : {}),
        ...('code' in answer && answer.code ? { code: answer.code } : {}),
        // D30: the plan-only page explains the refused device from its code.
        ...(answer.outcome === 'cannotUpdateDevice' ? { code: 'CANNOT_UPDATE_DEVICE' } : {}),
      }),
    }),
  },
});

const enrolMessage = [
  { type: 'toastEnrolMessage', params: enrolAnswerOf },
  { type: 'rememberEnrolFailure', params: enrolAnswerOf },
] as const;

/** Enrolling or transferring, and what the answer means (B §4, §8). */
function submitting(kind: 'enrol' | 'transfer', stayIn: string, planOnly = false) {
  const outcome = ({ event }: { event: { output: EnrolmentAnswer } }) => ({
    answer: event.output,
    kind,
    planOnly,
  });
  return enrolmentSetup.createStateConfig({
    description:
      kind === 'enrol'
        ? 'Enrolling (A §7) with this household’s Idempotency-Key. The button is busy.'
        : 'Transferring (A §7) with this household’s Idempotency-Key. The button is busy.',
    tags: ['busy'],
    entry: 'forgetFailure',
    invoke: {
      id: kind,
      src: kind,
      input: ({ context }) => enrolmentInput(context, kind, planOnly),
      onDone: [
        {
          guard: { type: 'isRedirect', params: enrolAnswerOf },
          // The provider's own page, not the National Verifier: nothing to read first.
          target: '#enrolment.leaving.following',
          actions: ['clearFlow', { type: 'rememberLeavingTo', params: enrolAnswerOf }],
          description: '`url`: clear the flow and follow it (D16 checked).',
        },
        {
          guard: { type: 'isUnsafeRedirect', params: enrolAnswerOf },
          target: stayIn,
          actions: 'refuseLink',
          description: 'D16: a `url` we may not follow. Say so.',
        },
        {
          guard: { type: 'isOrder', params: enrolAnswerOf },
          target: '#enrolment.completed',
          actions: { type: 'completeOrder', params: outcome },
          description: '`order`: enrolled. Clear the flow; /CompletedACP?orderId.',
        },
        {
          guard: { type: 'isApplicationNotFound', params: enrolAnswerOf },
          target: '#enrolment.failed.enrolment',
          actions: { type: 'failWith', params: enrolAnswerOf },
          description: 'APPLICATION_NOT_FOUND, INVALID_APPLICATION_ID: /EnrolmentFailure.',
        },
        {
          guard: { type: 'isIneligibleForTransfer', params: enrolAnswerOf },
          target: '#enrolment.failed.transfer',
          actions: { type: 'failWith', params: enrolAnswerOf },
          description: 'INELIGIBLE_FOR_TRANSFER: /Failure.',
        },
        {
          guard: { type: 'isDeviceRefused', params: enrolAnswerOf },
          target: '#enrolment.enrolment.planOnly',
          actions: enrolMessage,
          description:
            'CANNOT_UPDATE_DEVICE: /EnrollStep?code=CANNOT_UPDATE_DEVICE with the message.',
        },
        {
          guard: { type: 'isDuplicateAddress', params: enrolAnswerOf },
          target: '#enrolment.application.household',
          actions: 'reopenHousehold',
          description:
            'D53: DUPLICATE_ADDRESS where the rules ask the household worksheet: someone else at this home already gets the benefit. The check is set aside and the household step says why; a separate household says so there, then signs again and a new check is sent.',
        },
        {
          guard: { type: 'isDuplicate', params: enrolAnswerOf },
          target: '#enrolment.transfer.offer',
          description:
            'A code containing DUPLICATE: already enrolled; the data is kept; /TransferAcpPlan.',
        },
        {
          target: stayIn,
          actions: enrolMessage,
          description: 'Any other answer: the message as a toast and on the page.',
        },
      ],
      onError: failedCall(stayIn, {
        timedOut: { description: 'D3: timed out. The button reads Resubmit.' },
        otherwise: { description: 'Offline or an unreadable answer: say so.' },
      }),
    },
  });
}

/** What the offer and the plan-only screens share: choosing, submitting, Resubmit. */
function enrolChoices(planOnly: boolean) {
  const choosing = enrolmentSetup.createStateConfig({
    description: planOnly
      ? 'Waiting for “Re-enroll with the Plan only”.'
      : 'Waiting for Enroll now; the tablet box can be ticked.',
    on: {
      'address.edit': {
        target: '#enrolment.enrolment.confirmAddress',
        description: 'Change the shipping details before enrolling.',
      },
      'enrol.requested': [
        {
          guard: 'hasEnrolmentDetails',
          target: 'submitting',
          description: 'D26: the answers give every detail an enrolment needs, so enrol directly.',
        },
        {
          target: '#enrolment.enrolment.confirmAddress',
          description:
            'D26: a detail is missing (no answers to read it from): the address form first.',
        },
      ],
    },
  });
  const common = {
    submitting: submitting('enrol', 'choosing', planOnly),
    timedOut: enrolmentSetup.createStateConfig({
      description: 'Enrolment timed out. The button reads Resubmit; the same key is sent again.',
      tags: ['timedOut'],
      on: { 'enrol.requested': { target: 'submitting' } },
    }),
  };
  return { choosing, common };
}

const offerChoices = enrolChoices(false);
const planOnlyChoices = enrolChoices(true);

function addressScreen(screen: ScreenKey, kind: 'enrol' | 'transfer') {
  const addressSubmitted = {
    guard: 'isCompleteAddress',
    target: 'submitting',
    actions: 'rememberAddress',
    description:
      kind === 'enrol'
        ? 'The form gives every detail the enrolment needs.'
        : 'The form gives every detail the transfer needs.',
  } as const;
  return enrolmentSetup.createStateConfig({
    description:
      kind === 'enrol'
        ? '/ConfirmAddress: the shipping and enrolment details (A §5); saving them goes on to enrol.'
        : '/ConfirmAddress?transfer=yes: the details the transfer needs; saving them goes on to transfer.',
    meta: { route: screenRoute(screen) },
    initial: 'editing',
    states: {
      editing: {
        description: 'Waiting for the completed address form.',
        on: { 'address.submitted': addressSubmitted },
      },
      submitting: submitting(kind, 'editing'),
      timedOut: {
        description: 'Timed out. The button reads Resubmit; the same key is sent again.',
        tags: ['timedOut'],
        on: { 'address.submitted': addressSubmitted },
      },
    },
  });
}

export const enrolment = enrolmentSetup.createStateConfig({
  description:
    'Qualified (COMPLETE): the plan, the optional $10.01 tablet, and Enroll now (A §2, §4).',
  initial: 'offer',
  states: {
    offer: {
      description:
        '/EnrollStep: “Congratulations, you qualify”, the plan card (UNLIMITED when tribal), the optional tablet, Enroll now.',
      meta: { route: screenRoute('enrollStep') },
      initial: 'findingTablet',
      states: {
        findingTablet: {
          description: 'Looking up the tablet by name (D21).',
          tags: ['tablet.finding'],
          invoke: {
            id: 'findTablet',
            src: 'findTablet',
            onDone: {
              target: 'choosing',
              actions: {
                type: 'rememberTablet',
                params: ({ event }) => ({ tablet: event.output }),
              },
            },
            onError: {
              target: 'choosing',
              actions: 'forgetTablet',
              description: 'No tablet could be found: offer the plan alone.',
            },
          },
        },
        choosing: {
          ...offerChoices.choosing,
          on: {
            ...offerChoices.choosing.on,
            'tablet.chosen': { actions: 'rememberTabletChoice' },
          },
        },
        ...offerChoices.common,
      },
    },
    planOnly: {
      description:
        '/EnrollStep?code=CANNOT_UPDATE_DEVICE: the tablet was refused; the button reads “Re-enroll with the Plan only”.',
      meta: { route: screenRoute('enrollStepPlanOnly') },
      initial: 'choosing',
      states: { choosing: planOnlyChoices.choosing, ...planOnlyChoices.common },
    },
    confirmAddress: addressScreen('confirmAddress', 'enrol'),
  },
});

export const transfer = enrolmentSetup.createStateConfig({
  description: 'Already enrolled with another provider (DUPLICATE): transfer the plan (A §2, §4).',
  initial: 'offer',
  states: {
    offer: {
      description:
        '/TransferAcpPlan: “You are already enrolled in {program}”, the transfer box (required) and Transfer.',
      meta: { route: screenRoute('transfer') },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'Waiting for the ticked box and Transfer.',
          on: {
            'transfer.requested': [
              {
                guard: 'hasEnrolmentDetails',
                target: 'submitting',
                description: 'The answers give every detail a transfer needs: transfer directly.',
              },
              {
                target: '#enrolment.transfer.confirmAddress',
                actions: 'announceTransferIncomplete',
                description: '“Please fill in all the required fields”, then the address form.',
              },
            ],
          },
        },
        submitting: submitting('transfer', 'choosing'),
        timedOut: {
          description:
            'The transfer timed out. The button reads Resubmit; the same key is sent again.',
          tags: ['timedOut'],
          on: { 'transfer.requested': { target: 'submitting' } },
        },
      },
    },
    confirmAddress: addressScreen('confirmAddressTransfer', 'transfer'),
  },
});

export const completed = enrolmentSetup.createStateConfig({
  description:
    '/CompletedACP?orderId: thank you, the fulfilment id from the order call, and a printable confirmation.',
  meta: { route: screenRoute('completed') },
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Is there an order id to look up?',
      always: [
        { guard: 'hasOrder', target: 'lookingUp', description: 'There is an order id to look up.' },
        { target: 'shown', description: 'No order id: “Order not found”.' },
      ],
    },
    lookingUp: {
      description: 'Asking the provider for the order’s fulfilment id.',
      tags: ['busy'],
      invoke: {
        id: 'lookUpOrder',
        src: 'lookUpOrder',
        input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
        onDone: {
          target: 'shown',
          actions: [
            { type: 'rememberOrderLookup', params: ({ event }) => ({ lookup: event.output }) },
            'forgetFailure',
          ],
        },
        onError: {
          target: 'notLookedUp',
          actions: { type: 'rememberFailure', params: errorOf },
        },
      },
    },
    notLookedUp: {
      description:
        'The lookup failed (a dropped connection, issue 28 §11): the confirmation without the fulfilment id, and Try again.',
      on: { 'order.retried': { target: 'lookingUp' } },
    },
    shown: { description: 'The confirmation, with what the order lookup found.' },
  },
});

export const failed = enrolmentSetup.createStateConfig({
  description:
    'The provider refused the enrolment or the transfer (B §8). The flow was cleared; the error is kept.',
  initial: 'enrolment',
  on: {
    'failure.restarted': [
      {
        guard: 'hasServedZip',
        target: '#enrolment.application.personalInfo',
        description: 'Verify Eligibility again: step 1.',
      },
      {
        target: '#enrolment.coverage.zipEntry',
        description: 'D24: the flow was cleared, so start from the zip page.',
      },
    ],
  },
  states: {
    enrolment: {
      description:
        '/EnrolmentFailure: “Enrollment failure”, the error received, Verify Eligibility again.',
      meta: { route: screenRoute('enrolmentFailure') },
    },
    transfer: {
      description: '/Failure: “Transfer failure”, the error received, Verify Eligibility again.',
      meta: { route: screenRoute('transferFailure') },
    },
  },
});
