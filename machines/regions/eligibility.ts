import { assign, emit } from 'xstate';
import { localIsoDate } from '../answers/birth-date';
import { hasHouseholdBenefit, isChangedSinceCheck } from '../application-data';
import { isInReview, needsResolution } from '../eligibility-status';
import { type AnswerParams, answerOf, errorOf, sharedSetup } from '../enrolment-setup';
import type { EnrolmentContext } from '../enrolment-types';
import { noIds } from '../enrolment-types';
import type { EligibilityAnswer, EligibilityIds } from '../flow-types';
import { isSafeRedirect } from '../safe-redirect';
import { screenRoute } from '../screens';

// Eligibility answers (A §4) and the National Verifier: what the agreement, the status lookup
// and the legacy review all make of an eligibility answer, leaving for the Verifier's link,
// and coming back from it (/ACPEligibilityCheck).

/** The ids an answer carries, falling back to the stored ones. */
export function answerIds(context: EnrolmentContext, answer: EligibilityAnswer): EligibilityIds {
  return {
    applicationId: answer.applicationId ?? context.eligibility.applicationId,
    eligibilityCheckId: answer.eligibilityCheckId ?? context.eligibility.eligibilityCheckId,
    tribalStatusConfirmed:
      answer.tribalStatusConfirmed ?? context.eligibility.tribalStatusConfirmed,
  };
}

/**
 * D51, D44: an application in this tab owes a new check before any enrolment: an answer
 * changed since the last check was sent, or its household already has its benefit.
 */
export function awaitsNewCheck(context: EnrolmentContext): boolean {
  return (
    isChangedSinceCheck(context.application) ||
    hasHouseholdBenefit(context.application, context.programRules)
  );
}

export const eligibilitySetup = sharedSetup.extend({
  guards: {
    isStateNotSupported: (_, { answer }: AnswerParams) =>
      answer.errorCode === 'STATE_NOT_SUPPORTED',
    needsResolution: (_, { answer }: AnswerParams) => needsResolution(answer.status),
    needsCertification: (_, { answer }: AnswerParams) => answer.status === 'PENDING_CERT',
    needsResolutionAtSafeLink: ({ context }, { answer }: AnswerParams) =>
      needsResolution(answer.status) &&
      answer.resolutionHref !== undefined &&
      isSafeRedirect(answer.resolutionHref, context.appHost, context.redirectHosts),
    needsCertificationAtSafeLink: ({ context }, { answer }: AnswerParams) =>
      answer.status === 'PENDING_CERT' &&
      answer.certificationHref !== undefined &&
      isSafeRedirect(answer.certificationHref, context.appHost, context.redirectHosts),
    isInReview: (_, { answer }: AnswerParams) => isInReview(answer.status),
    isComplete: (_, { answer }: AnswerParams) => answer.status === 'COMPLETE',
    /**
     * COMPLETE, for a tab whose answers changed since the check (D51) or whose household has
     * its benefit (D44): a new check is owed first, whichever page asked.
     */
    isCompleteForChangedAnswers: ({ context }, { answer }: AnswerParams) =>
      answer.status === 'COMPLETE' && awaitsNewCheck(context),
    isClosedOrExpired: (_, { answer }: AnswerParams) => answer.status === 'APP_CLOSED_OR_EXPIRED',
    isNotFound: (_, { answer }: AnswerParams) => answer.status === 'APPLICATION_NOT_FOUND',
    isEnrolled: (_, { answer }: AnswerParams) => answer.enrolledOrderId !== undefined,
    awaitsNewCheck: ({ context }) => awaitsNewCheck(context),
    hasStoredIds: ({ context }) =>
      context.eligibility.applicationId !== '' || context.eligibility.eligibilityCheckId !== '',
    // D30: failures to read first; D48: a profile whose applicant is told where the link goes.
    readsBeforeLeaving: ({ context }) =>
      context.resolution !== null || context.programRules.verifierLinks.pageBeforeLeaving,
  },
  actions: {
    rememberIds: assign({
      eligibility: ({ context }, { answer }: AnswerParams) => answerIds(context, answer),
      eligibilityStatus: (_, { answer }: AnswerParams) => answer.status,
      // D48: the same status again for the same application (a check after the National
      // Verifier, or another lookup): the page says it is still so, not that it just began.
      stillPending: ({ context }, { answer }: AnswerParams) =>
        answer.status !== '' &&
        answer.status === context.eligibilityStatus &&
        answerIds(context, answer).applicationId === context.eligibility.applicationId,
    }),
    rememberLink: assign({
      leavingTo: (_, { answer }: AnswerParams) =>
        (answer.status === 'PENDING_CERT' ? answer.certificationHref : answer.resolutionHref) ?? '',
      // D30: with failures or a date, the applicant reads them before following the link.
      resolution: (_, { answer }: AnswerParams) =>
        answer.status !== 'PENDING_CERT' &&
        (answer.failures !== undefined || answer.eligibilityExpirationDate !== undefined)
          ? {
              failures: answer.failures ?? [],
              expirationDate: answer.eligibilityExpirationDate ?? '',
            }
          : null,
    }),
    rememberEnrolled: assign({
      eligibility: ({ context }, { answer }: AnswerParams) => answerIds(context, answer),
      enrolledOrderId: (_, { answer }: AnswerParams) => answer.enrolledOrderId ?? '',
      failure: null,
    }),
    refuseLink: assign({ failure: { kind: 'unsafe-link' } }),
    /** COMPLETE: the day it was said, which a separate household's certification carries (D44). */
    rememberQualified: assign({ checkedOn: () => localIsoDate(new Date()) }),
    /** A §4 "any other status": the errors below the form, the stored ids cleared. */
    rememberRefusal: assign({
      failure: (_, { answer }: AnswerParams) => ({
        kind: 'rejected' as const,
        ...(answer.errorText ? { message: answer.errorText } : {}),
        // The error code says more than the status (D30's guidance is per code).
        ...(answer.errorCode || answer.status ? { code: answer.errorCode || answer.status } : {}),
      }),
      eligibility: noIds,
      eligibilityStatus: '',
    }),
    rememberNotFound: assign({
      failure: (_, { answer }: AnswerParams) => ({
        kind: 'rejected' as const,
        code: 'APPLICATION_NOT_FOUND',
        ...(answer.errorText ? { message: answer.errorText } : {}),
      }),
      // What an earlier answer said of these ids holds no longer (issue 39: a page names only
      // what a lookup confirmed); the ids stay in the form.
      eligibilityStatus: '',
    }),
    toastProviderMessage: emit((_, { answer }: AnswerParams) => ({
      type: 'notice' as const,
      notice: 'provider.message' as const,
      ...(answer.errorText ? { message: answer.errorText } : {}),
      ...(answer.errorCode ? { code: answer.errorCode } : {}),
    })),
    rememberFailurePageError: assign({
      failurePageError: (_, params: { message: string }) => params.message,
    }),
  },
});

const rememberIds = { type: 'rememberIds', params: answerOf } as const;
const rememberLink = { type: 'rememberLink', params: answerOf } as const;

/**
 * What the three eligibility-answer handlers share about the National Verifier's links
 * (PENDING_RESOLUTION, PENDING_CONTINUED_ELIGIBILITY(_BATCH), PENDING_CERT): follow a link
 * D16 allows, or stay in `stayIn` and say the link may not be followed. Without
 * `certification`, PENDING_CERT is left to the handler's later branches; `alsoOnLeaving`
 * runs as well when the browser leaves.
 */
export function linkOutcomes<const TAlso extends { type: string; params: typeof answerOf } = never>(
  stayIn: string,
  options: { certification?: boolean; alsoOnLeaving?: readonly TAlso[] } = {},
) {
  const { certification = true, alsoOnLeaving = [] } = options;
  const leave = [rememberIds, rememberLink, ...alsoOnLeaving];
  const refuse = [rememberIds, 'refuseLink' as const];
  const resolution = {
    guard: { type: 'needsResolutionAtSafeLink', params: answerOf },
    target: '#enrolment.leaving',
    actions: leave,
    description:
      'PENDING_RESOLUTION, PENDING_CONTINUED_ELIGIBILITY(_BATCH): on to the National Verifier’s resolution link.',
  } as const;
  const certificationLink = {
    guard: { type: 'needsCertificationAtSafeLink', params: answerOf },
    target: '#enrolment.leaving',
    actions: leave,
    description: 'PENDING_CERT: on to the National Verifier’s certification link.',
  } as const;
  const refusedResolution = {
    guard: { type: 'needsResolution', params: answerOf },
    target: stayIn,
    actions: refuse,
    description: 'D16: the resolution link is not one we may follow. Say so.',
  } as const;
  const refusedCertification = {
    guard: { type: 'needsCertification', params: answerOf },
    target: stayIn,
    actions: refuse,
    description: 'D16: the certification link is not one we may follow. Say so.',
  } as const;
  return certification
    ? [resolution, certificationLink, refusedResolution, refusedCertification]
    : [resolution, refusedResolution];
}

/**
 * Asking for the status (A §4 "on the check-status page"). After the National Verifier,
 * APPLICATION_NOT_FOUND goes to the failure page; on the status pages, to /Rejected.
 */
export function statusCheck(stayIn: string, afterVerifier: boolean) {
  return eligibilitySetup.createStateConfig({
    description: afterVerifier
      ? 'Checking the status with the stored ids; a progress message shows.'
      : 'Asking the provider for the status (A §7). The button is busy.',
    tags: ['busy'],
    invoke: {
      id: 'checkStatus',
      src: 'checkStatus',
      input: ({ context }) => ({
        applicationId: context.eligibility.applicationId,
        eligibilityCheckId: context.eligibility.eligibilityCheckId,
      }),
      onDone: [
        {
          guard: { type: 'isEnrolled', params: answerOf },
          target: afterVerifier ? '#enrolment.status.lookup.enrolled' : 'enrolled',
          actions: { type: 'rememberEnrolled', params: answerOf },
          description:
            '`enrolled: true` with an order id: already enrolled through us. Say so and link to the order instead of offering to enrol.',
        },
        ...linkOutcomes(stayIn),
        {
          guard: { type: 'isInReview', params: answerOf },
          target: '#enrolment.status.reviewing',
          actions: [rememberIds, 'forgetFailure'],
          description: 'IN_PROGRESS, PENDING_REVIEW: /Reviewing.',
        },
        {
          guard: { type: 'isCompleteForChangedAnswers', params: answerOf },
          target: '#enrolment.application.resume',
          actions: 'forgetFailure',
          description:
            'COMPLETE, but this tab’s answers changed since the check (D51) or its household has its benefit (D44): back to the application, which ends on the review (a new check) or D44’s page.',
        },
        {
          guard: { type: 'isComplete', params: answerOf },
          target: '#enrolment.enrolment.offer',
          actions: [rememberIds, 'rememberQualified', 'forgetFailure'],
          description: 'COMPLETE: /EnrollStep; tribalStatusConfirmed is kept.',
        },
        {
          guard: { type: 'isClosedOrExpired', params: answerOf },
          target: '#enrolment.status.expired',
          actions: [rememberIds, 'forgetFailure'],
          description: 'APP_CLOSED_OR_EXPIRED: /Expired?id.',
        },
        afterVerifier
          ? {
              guard: { type: 'isNotFound', params: answerOf },
              target: '#enrolment.failed.enrolment',
              actions: {
                type: 'rememberFailurePageError',
                params: ({ event }) => ({ message: event.output.errorText ?? '' }),
              },
              description: 'APPLICATION_NOT_FOUND after the National Verifier: the failure page.',
            }
          : {
              guard: { type: 'isNotFound', params: answerOf },
              target: '#enrolment.status.rejected',
              actions: { type: 'rememberNotFound', params: answerOf },
              description: 'APPLICATION_NOT_FOUND: /Rejected.',
            },
        {
          target: stayIn,
          actions: { type: 'rememberRefusal', params: answerOf },
          description: 'Any other status: the errors or the message, and the stored ids cleared.',
        },
      ],
      onError: {
        target: stayIn,
        actions: { type: 'rememberFailure', params: errorOf },
        description: 'The check could not be made: say so; the ids stay in the form.',
      },
    },
  });
}

export const leaving = eligibilitySetup.createStateConfig({
  description:
    'Following a link from the API (D16 checked): the National Verifier’s resolution or certification page, or an enrolment `url`.',
  tags: ['leaving'],
  initial: 'deciding',
  states: {
    deciding: {
      description: 'A National Verifier link: is there anything to read before the browser leaves?',
      always: [
        {
          guard: 'readsBeforeLeaving',
          target: 'toVerifier',
          description:
            'Failures or a date to read (D30), or a profile that says where the link goes first (D48).',
        },
        {
          target: 'following',
          description: 'A §4: the browser goes to the National Verifier by itself.',
        },
      ],
    },
    toVerifier: {
      description:
        'D48: a page of its own says where the link goes and why, with the application ID, what the National Verifier needs (D30’s checklist when the answer names failures) and that it sends the applicant back here; the applicant follows the link.',
      meta: { route: screenRoute('toVerifier') },
    },
    following: {
      description:
        'The browser leaves the app for the link, by itself: the National Verifier (A §4) or an enrolment `url`.',
      tags: ['following'],
    },
  },
});

export const verifierReturn = eligibilitySetup.createStateConfig({
  description:
    '/ACPEligibilityCheck: back from the National Verifier (the carrierUrl). Checks the status again with the stored ids, automatically.',
  meta: { route: screenRoute('verifierReturn') },
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Are there stored ids to check with?',
      always: [
        {
          guard: 'hasStoredIds',
          target: 'checking',
          description: 'This tab holds an application id or a check id.',
        },
        {
          target: '#enrolment.failed.enrolment',
          actions: { type: 'rememberFailurePageError', params: { message: '' } },
          description: 'No stored ids: nothing to check, so the failure page says so.',
        },
      ],
    },
    checking: statusCheck('notChecked', true),
    notChecked: {
      description: 'The automatic check failed or was refused; the applicant can try again.',
      on: {
        'status.retried': {
          guard: 'hasStoredIds',
          target: 'checking',
          description: 'This tab holds an application id or a check id.',
        },
      },
    },
  },
});
