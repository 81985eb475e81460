import { and, assign, emit, fromPromise, or, setup } from 'xstate';
import {
  buildSavedEnrolment,
  canOpenStep,
  emptyApplication,
  lacksSecrets,
  type StepName,
} from './application-data';
import { isInReview, needsResolution } from './eligibility-status';
import type {
  Agreement,
  ApiFailure,
  ApplicationData,
  ContactInfo,
  CoverageAnswer,
  EligibilityAnswer,
  EligibilityIds,
  EnrolmentAnswer,
  EnrolmentRequest,
  HouseholdInfo,
  LegacyContact,
  LegacyData,
  LegacyHomeAddress,
  LegacyIdentity,
  LegacyPersonal,
  LegacyProgram,
  LegacyQuestion,
  OrderDetails,
  OrderLookup,
  PersonalInfo,
  Qualification,
  SavedEnrolment,
  Tablet,
  TribalStatus,
  WaitlistEntry,
} from './flow-types';
import {
  buildLegacySavedEnrolment,
  canOpenLegacyStep,
  emptyLegacy,
  type LegacyStep,
  legacyLacksSecrets,
  needsIdentity,
} from './legacy-data';
import { isSafeRedirect } from './safe-redirect';

// The whole application and enrolment flow as one statechart. Pure by design: no React, no
// fetch, no storage, no i18n runtime, so it pastes into the Stately visualizer as it is.
// Screens carry `meta.route`; src/app/flow keeps the URL in step with it, and turns a URL the
// person typed (or the back button) into a `route.visited` event that guards accept or refuse.

export interface EnrolmentContext {
  /** The zip code the applicant entered; '' before the coverage check. */
  zipCode: string;
  /** What the coverage check found for `zipCode`. */
  coverage: CoverageAnswer | null;
  /** The last failed call or refused answer, shown on the screen that made it. */
  failure: ApiFailure | null;
  /** The six steps' answers. */
  application: ApplicationData;
  /** The short legacy flow's answers (B §2, §4). */
  legacy: LegacyData;
  /** The ids kept between pages after a check (A §3, §4). */
  eligibility: EligibilityIds;
  /** The last eligibility status seen ('' none). */
  eligibilityStatus: string;
  /** A §3's saved enrolment data. */
  savedEnrolment: SavedEnrolment | null;
  /** The tablet offered with the plan (D21), when the provider has one. */
  tablet: Tablet | null;
  /** The applicant ticked the tablet (kept across a reload). */
  tabletWanted: boolean;
  /** A link from the API the browser is about to follow (D16 checked). */
  leavingTo: string;
  /** The finished order, for the confirmation page. */
  order: OrderDetails | null;
  /** What the order lookup found. */
  orderLookup: OrderLookup | null;
  /** B §8: the error a failure page shows. Kept when the flow is cleared. */
  failurePageError: string;
  /** D16: the app's own host and the hosts a carrier allows. Configuration, not flow data. */
  appHost: string;
  redirectHosts: string[];
}

export interface EnrolmentInput {
  appHost?: string;
  redirectHosts?: string[];
}

export type EnrolmentEvent =
  | { type: 'route.visited'; path: string; query: Record<string, string> }
  | { type: 'session.expired' }
  | { type: 'zip.submitted'; zipCode: string }
  | { type: 'coverage.continued' }
  | { type: 'waitlist.submitted'; email: string; phone: string }
  | { type: 'waitlist.backed' }
  | { type: 'restart.confirmed' }
  | { type: 'restart.cancelled' }
  | { type: 'personal.submitted'; personal: PersonalInfo }
  | { type: 'contact.submitted'; contact: ContactInfo }
  | { type: 'household.submitted'; household: HouseholdInfo }
  | { type: 'qualification.submitted'; qualification: Qualification }
  | { type: 'tribal.submitted'; tribal: TribalStatus }
  | { type: 'review.edit'; step: StepName }
  | { type: 'review.confirmed'; ssn4?: string; tribalId?: string }
  | { type: 'agreement.submitted'; agreement: Agreement; ssn4?: string; tribalId?: string }
  | { type: 'status.submitted'; applicationId: string; eligibilityCheckId: string }
  | { type: 'status.retried' }
  | { type: 'tablet.chosen'; wanted: boolean }
  | { type: 'enrol.requested' }
  | { type: 'address.edit' }
  | { type: 'address.submitted'; saved: SavedEnrolment }
  | { type: 'transfer.requested' }
  | { type: 'failure.restarted' }
  | { type: 'legacy.started' }
  | { type: 'legacy.address.submitted'; homeAddress: LegacyHomeAddress }
  | { type: 'legacy.contact.submitted'; contact: LegacyContact }
  | { type: 'legacy.question.submitted'; question: LegacyQuestion }
  | { type: 'legacy.personal.submitted'; personal: LegacyPersonal }
  | { type: 'legacy.program.submitted'; program: LegacyProgram }
  | { type: 'legacy.identity.submitted'; identity: LegacyIdentity; ssn4?: string }
  | { type: 'legacy.review.edit' }
  | { type: 'legacy.review.back' }
  | { type: 'legacy.review.confirmed'; ssn4?: string; documentNumber?: string }
  | { type: 'legacy.plan.requested' };

/** What the UI is told, for things a person should hear about that are not screens. */
export type EnrolmentNotice = {
  type: 'notice';
  notice:
    | 'waitlist.joined'
    | 'session.expired'
    | 'provider.message'
    | 'transfer.incomplete'
    | 'order.missing';
  /** The provider's own words, for `provider.message`. */
  message?: string;
};

export interface ScreenMeta {
  /**
   * Where the screen lives. `{name}` placeholders are filled from `routeParams(context)`;
   * a query parameter whose value is empty is left out.
   */
  route: string;
}

const noIds: EligibilityIds = {
  applicationId: '',
  eligibilityCheckId: '',
  tribalStatusConfirmed: false,
};

/** Everything about one applicant's flow; clearing the flow resets exactly this. */
const flowData = {
  zipCode: '',
  coverage: null,
  failure: null,
  application: emptyApplication,
  legacy: emptyLegacy,
  eligibility: noIds,
  eligibilityStatus: '',
  savedEnrolment: null,
  tablet: null,
  tabletWanted: false,
  leavingTo: '',
  order: null,
  orderLookup: null,
} satisfies Omit<EnrolmentContext, 'failurePageError' | 'appHost' | 'redirectHosts'>;

export function initialContext(input: EnrolmentInput = {}): EnrolmentContext {
  return {
    ...flowData,
    failurePageError: '',
    appHost: input.appHost ?? '',
    redirectHosts: input.redirectHosts ?? [],
  };
}

const FIVE_DIGITS = /^\d{5}$/;

/** Turn whatever an invoked call rejected with into the plain, storable failure shape. */
function toFailure(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    const { kind, message, code } = error as Partial<ApiFailure>;
    if (
      kind === 'timeout' ||
      kind === 'network' ||
      kind === 'rejected' ||
      kind === 'malformed' ||
      kind === 'unsafe-link'
    ) {
      return {
        kind,
        // An ApiError without the provider's words still has Error's own `message`, its kind
        // ("rejected"): that is no message to show a person.
        ...(typeof message === 'string' && message !== kind ? { message } : {}),
        ...(typeof code === 'string' ? { code } : {}),
      };
    }
  }
  return { kind: 'network' };
}

function isTimeout(error: unknown): boolean {
  return toFailure(error).kind === 'timeout';
}

/** The key of one household's attempt: the same request repeated replays, never re-enrols. */
/** The legacy answers with the secrets the review page asked for again (D14). */
function withLegacySecrets(
  legacy: LegacyData,
  event: { ssn4?: string; documentNumber?: string },
): LegacyData {
  return {
    ...legacy,
    question:
      legacy.question && event.ssn4 ? { ...legacy.question, ssn4: event.ssn4 } : legacy.question,
    identity:
      legacy.identity && event.documentNumber
        ? { ...legacy.identity, documentNumber: event.documentNumber }
        : legacy.identity,
  };
}

export function idempotencyKey(context: EnrolmentContext, attempt: string): string {
  const id = context.eligibility.applicationId || context.savedEnrolment?.applicationId || '';
  return `${id || context.eligibility.eligibilityCheckId}-${attempt}`;
}

function isCompleteSaved(saved: SavedEnrolment | null): saved is SavedEnrolment {
  if (!saved) return false;
  const required: (keyof SavedEnrolment)[] = [
    'firstName',
    'lastName',
    'emailAddress',
    'contactPhoneNumber',
    'shippingAddress1',
    'shippingCity',
    'shippingState',
    'shippingZipcode',
    'dob',
    'applicationId',
  ];
  return required.every((field) => String(saved[field] ?? '').trim() !== '');
}

function ids(context: EnrolmentContext, answer: EligibilityAnswer): EligibilityIds {
  return {
    applicationId: answer.applicationId ?? context.eligibility.applicationId,
    eligibilityCheckId: answer.eligibilityCheckId ?? context.eligibility.eligibilityCheckId,
    tribalStatusConfirmed:
      answer.tribalStatusConfirmed ?? context.eligibility.tribalStatusConfirmed,
  };
}

type AnswerParams = { answer: EligibilityAnswer };
type EnrolParams = { answer: EnrolmentAnswer };
const answerOf = ({ event }: { event: { output: EligibilityAnswer } }): AnswerParams => ({
  answer: event.output,
});
const enrolAnswerOf = ({ event }: { event: { output: EnrolmentAnswer } }): EnrolParams => ({
  answer: event.output,
});
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const machineSetup = setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
    input: {} as EnrolmentInput,
    emitted: {} as EnrolmentNotice,
    meta: {} as ScreenMeta,
  },
  actors: {
    // Implementations come from src/ (the provider API) or from a test, through .provide().
    checkCoverage: fromPromise<CoverageAnswer, { zipCode: string }>(async () => {
      throw new Error('checkCoverage is provided by the app');
    }),
    joinWaitlist: fromPromise<void, WaitlistEntry>(async () => {
      throw new Error('joinWaitlist is provided by the app');
    }),
    checkEligibility: fromPromise<EligibilityAnswer, { application: ApplicationData }>(async () => {
      throw new Error('checkEligibility is provided by the app');
    }),
    checkStatus: fromPromise<
      EligibilityAnswer,
      { applicationId: string; eligibilityCheckId: string }
    >(async () => {
      throw new Error('checkStatus is provided by the app');
    }),
    findTablet: fromPromise<Tablet | null, void>(async () => {
      throw new Error('findTablet is provided by the app');
    }),
    enrol: fromPromise<EnrolmentAnswer, EnrolmentRequest>(async () => {
      throw new Error('enrol is provided by the app');
    }),
    transfer: fromPromise<EnrolmentAnswer, EnrolmentRequest>(async () => {
      throw new Error('transfer is provided by the app');
    }),
    lookUpOrder: fromPromise<OrderLookup, { orderId: string }>(async () => {
      throw new Error('lookUpOrder is provided by the app');
    }),
    checkLegacyEligibility: fromPromise<EligibilityAnswer, { legacy: LegacyData }>(async () => {
      throw new Error('checkLegacyEligibility is provided by the app');
    }),
  },
  guards: {
    // ---- URLs
    visits: ({ event }, params: { path: string }) =>
      event.type === 'route.visited' && event.path === params.path,
    hasZipInQuery: ({ event }) =>
      event.type === 'route.visited' && FIVE_DIGITS.test(event.query.zipCode ?? ''),
    hasIdInQuery: ({ event }) => event.type === 'route.visited' && Boolean(event.query.id?.trim()),
    hasOrderIdInQuery: ({ event }) =>
      event.type === 'route.visited' && Boolean(event.query.orderId?.trim()),
    asksForTransfer: ({ event }) =>
      event.type === 'route.visited' && event.query.transfer === 'yes',
    asksForPlanOnly: ({ event }) =>
      event.type === 'route.visited' && event.query.code === 'CANNOT_UPDATE_DEVICE',
    isCheckedServedZip: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === true &&
      event.query.zipCode === context.coverage.zipCode,
    isCheckedUnservedArea: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === false &&
      (event.query.zipCode === context.coverage.zipCode ||
        (context.coverage.state !== null && event.query.state === context.coverage.state)),
    // ---- Coverage
    isFiveDigitZip: ({ event }) =>
      event.type === 'zip.submitted' && FIVE_DIGITS.test(event.zipCode),
    isServed: (_, params: { answer: CoverageAnswer }) => params.answer.served,
    isOutsideEveryRange: (_, params: { answer: CoverageAnswer }) => params.answer.state === null,
    hasServedZip: ({ context }) => context.coverage?.served === true,
    // ---- Application
    hasApplicationInProgress: ({ context }) => context.application.personal !== null,
    hasFirstName: ({ context }) => Boolean(context.application.personal?.firstName),
    canOpen: ({ context }, params: { step: StepName }) =>
      canOpenStep(context.application, params.step),
    editsStep: ({ event }, params: { step: StepName }) =>
      event.type === 'review.edit' && event.step === params.step,
    isCompletePersonal: ({ event }) =>
      event.type === 'personal.submitted' &&
      event.personal.firstName.trim() !== '' &&
      event.personal.lastName.trim() !== '' &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.personal.dob) &&
      /^\d{4}$/.test(event.personal.ssn4),
    isCompleteContact: ({ event }) =>
      event.type === 'contact.submitted' &&
      /^\d{10}$/.test(event.contact.contactPhoneNumber) &&
      event.contact.consent &&
      FIVE_DIGITS.test(event.contact.zipCode) &&
      FIVE_DIGITS.test(event.contact.contactZipCode) &&
      event.contact.state !== '' &&
      event.contact.contactState !== '',
    isCompleteHousehold: ({ event }) =>
      event.type === 'household.submitted' &&
      event.household.MK1.trim() !== '' &&
      event.household.MK2.trim() !== '',
    isCompleteQualification: ({ event }) =>
      event.type === 'qualification.submitted' &&
      event.qualification.eligibilityProgramCode !== '' &&
      (event.qualification.eligibilityProgramCode !== 'E4' ||
        event.qualification.publicHousingCode !== '') &&
      (!['E50', 'E51'].includes(event.qualification.eligibilityProgramCode) ||
        event.qualification.schoolName.trim() !== ''),
    isCompleteTribal: ({ event }) =>
      event.type === 'tribal.submitted' &&
      (!event.tribal.checkTribal || event.tribal.tribalId.trim() !== ''),
    isReadyToSend: ({ context, event }) => {
      if (event.type !== 'agreement.submitted') return false;
      const secrets = withSecrets(context.application, event);
      return (
        !lacksSecrets(secrets) &&
        event.agreement.initials.length === 6 &&
        event.agreement.initials.every((initial) => initial.trim() !== '') &&
        event.agreement.signature.trim().length >= 2 &&
        event.agreement.signatureConsent
      );
    },
    hasReviewSecrets: ({ context, event }) =>
      event.type === 'review.confirmed' && !lacksSecrets(withSecrets(context.application, event)),
    lacksSecrets: ({ context }) => lacksSecrets(context.application),
    // ---- Eligibility answers (A §4)
    isInvalidTribalId: (_, { answer }: AnswerParams) => answer.errorCode === 'INVALID_TRIBAL_ID',
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
    isClosedOrExpired: (_, { answer }: AnswerParams) => answer.status === 'APP_CLOSED_OR_EXPIRED',
    isNotFound: (_, { answer }: AnswerParams) => answer.status === 'APPLICATION_NOT_FOUND',
    isTimeout: (_, params: { error: unknown }) => isTimeout(params.error),
    // ---- Status lookup
    hasAnId: ({ event }) =>
      event.type === 'status.submitted' &&
      (event.applicationId.trim() !== '' || event.eligibilityCheckId.trim() !== ''),
    hasStoredIds: ({ context }) =>
      context.eligibility.applicationId !== '' || context.eligibility.eligibilityCheckId !== '',
    // ---- Enrolment
    // SUCCESSFUL is the short legacy flow's word for the same thing (B §4).
    isQualified: ({ context }) =>
      context.eligibilityStatus === 'COMPLETE' || context.eligibilityStatus === 'SUCCESSFUL',
    hasCompleteSavedData: ({ context }) => isCompleteSaved(context.savedEnrolment),
    isCompleteAddress: ({ event }) =>
      event.type === 'address.submitted' && isCompleteSaved(event.saved),
    isRedirect: ({ context }, { answer }: EnrolParams) =>
      answer.outcome === 'redirect' &&
      isSafeRedirect(answer.url, context.appHost, context.redirectHosts),
    isUnsafeRedirect: (_, { answer }: EnrolParams) => answer.outcome === 'redirect',
    isOrder: (_, { answer }: EnrolParams) => answer.outcome === 'order',
    isApplicationNotFound: (_, { answer }: EnrolParams) => answer.outcome === 'applicationNotFound',
    isIneligibleForTransfer: (_, { answer }: EnrolParams) =>
      answer.outcome === 'ineligibleForTransfer',
    isDeviceRefused: (_, { answer }: EnrolParams) => answer.outcome === 'cannotUpdateDevice',
    isDuplicate: (_, { answer }: EnrolParams) => answer.outcome === 'duplicate',
    hasOrder: ({ context }) => Boolean(context.order?.orderId),
    // ---- The short legacy flow (B §2, §4, §5)
    hasLegacyInProgress: ({ context }) => context.legacy.homeAddress !== null,
    canOpenLegacy: ({ context }, params: { step: LegacyStep }) =>
      canOpenLegacyStep(context.legacy, params.step),
    needsIdentity: ({ context }) => needsIdentity(context.legacy),
    isCompleteLegacyAddress: ({ event }) => {
      if (event.type !== 'legacy.address.submitted') return false;
      const a = event.homeAddress;
      const home =
        a.address.trim() !== '' &&
        a.city.trim() !== '' &&
        a.state !== '' &&
        FIVE_DIGITS.test(a.zipCode);
      const mailing =
        !a.mailingDiffers ||
        (a.contactAddress.trim() !== '' &&
          a.contactCity.trim() !== '' &&
          a.contactState !== '' &&
          FIVE_DIGITS.test(a.contactZipCode));
      return home && mailing;
    },
    isCompleteLegacyContact: ({ event }) =>
      event.type === 'legacy.contact.submitted' &&
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(event.contact.contactEmail) &&
      /^(\d{10})?$/.test(event.contact.contactPhoneNumber),
    isCompleteLegacyQuestion: ({ event }) =>
      event.type === 'legacy.question.submitted' && /^\d{4}$/.test(event.question.ssn4),
    isCompleteLegacyPersonal: ({ event }) =>
      event.type === 'legacy.personal.submitted' &&
      event.personal.firstName.trim() !== '' &&
      event.personal.lastName.trim() !== '' &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.personal.dob),
    isCompleteLegacyProgram: ({ event }) =>
      event.type === 'legacy.program.submitted' &&
      (!event.program.inProgram || event.program.eligibilityProgramCode !== ''),
    isCompleteLegacyIdentity: ({ context, event }) =>
      event.type === 'legacy.identity.submitted' &&
      (event.identity.method === 'ssn'
        ? /^\d{4}$/.test(event.ssn4 || context.legacy.question?.ssn4 || '')
        : event.identity.documentType !== '' && event.identity.documentNumber.trim() !== ''),
    hasLegacySecrets: ({ context, event }) =>
      event.type === 'legacy.review.confirmed' &&
      !legacyLacksSecrets(withLegacySecrets(context.legacy, event)),
    isSuccessful: (_, { answer }: AnswerParams) => answer.status === 'SUCCESSFUL',
    isFailure: (_, { answer }: AnswerParams) => answer.status === 'FAILURE',
    wasSuccessful: ({ context }) => context.eligibilityStatus === 'SUCCESSFUL',
    wasFailure: ({ context }) => context.eligibilityStatus === 'FAILURE',
  },
  actions: {
    clearFlow: assign(() => ({ ...flowData })),
    rememberZip: assign({
      zipCode: ({ event }) => (event.type === 'zip.submitted' ? event.zipCode : ''),
      coverage: null,
      failure: null,
    }),
    rememberZipFromQuery: assign({
      zipCode: ({ event }) => (event.type === 'route.visited' ? (event.query.zipCode ?? '') : ''),
      coverage: null,
      failure: null,
    }),
    rememberCoverage: assign({
      coverage: (_, params: { answer: CoverageAnswer }) => params.answer,
      failure: null,
    }),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    forgetFailure: assign({ failure: null }),
    announceWaitlistJoined: emit({ type: 'notice', notice: 'waitlist.joined' } as const),
    announceExpiry: emit({ type: 'notice', notice: 'session.expired' } as const),
    // ---- Application steps
    /** Store the answer a step sent: each step's event carries its own part of the data. */
    rememberAnswer: assign({
      application: ({ context, event }) => {
        const application = context.application;
        switch (event.type) {
          case 'personal.submitted':
            return { ...application, personal: event.personal };
          case 'contact.submitted':
            return { ...application, contact: event.contact };
          case 'household.submitted':
            return { ...application, household: event.household };
          case 'qualification.submitted':
            return { ...application, qualification: event.qualification };
          case 'tribal.submitted':
            return { ...application, tribal: event.tribal };
          default:
            return application;
        }
      },
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
    rememberAgreement: assign({
      application: ({ context, event }) =>
        event.type === 'agreement.submitted'
          ? { ...withSecrets(context.application, event), agreement: event.agreement }
          : context.application,
      failure: null,
    }),
    // ---- Eligibility answers
    rememberIds: assign({
      eligibility: ({ context }, { answer }: AnswerParams) => ids(context, answer),
      eligibilityStatus: (_, { answer }: AnswerParams) => answer.status,
    }),
    rememberLink: assign({
      leavingTo: (_, { answer }: AnswerParams) =>
        (answer.status === 'PENDING_CERT' ? answer.certificationHref : answer.resolutionHref) ?? '',
    }),
    refuseLink: assign({ failure: { kind: 'unsafe-link' } }),
    rememberQualified: assign({
      savedEnrolment: ({ context }, { answer }: AnswerParams) => {
        const applicationId = ids(context, answer).applicationId;
        return (
          buildSavedEnrolment(context.application, answer, applicationId) ??
          (context.savedEnrolment ? { ...context.savedEnrolment, applicationId } : null)
        );
      },
    }),
    /** A §4 "any other status": the errors below the form, the stored ids cleared. */
    rememberRefusal: assign({
      failure: (_, { answer }: AnswerParams) => ({
        kind: 'rejected' as const,
        ...(answer.errorText ? { message: answer.errorText } : {}),
        ...(answer.status ? { code: answer.status } : {}),
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
    }),
    toastProviderMessage: emit((_, { answer }: AnswerParams) => ({
      type: 'notice' as const,
      notice: 'provider.message' as const,
      ...(answer.errorText ? { message: answer.errorText } : {}),
    })),
    forgetTribalId: assign({
      application: ({ context }) => ({
        ...context.application,
        tribal: context.application.tribal ? { ...context.application.tribal, tribalId: '' } : null,
        agreement: null,
      }),
    }),
    rememberStatusIds: assign({
      eligibility: ({ context, event }) =>
        event.type === 'status.submitted'
          ? {
              ...context.eligibility,
              applicationId: event.applicationId.trim(),
              eligibilityCheckId: event.eligibilityCheckId.trim(),
            }
          : context.eligibility,
      failure: null,
    }),
    rememberFailurePageError: assign({
      failurePageError: (_, params: { message: string }) => params.message,
    }),
    // ---- Enrolment
    rememberTablet: assign({ tablet: (_, params: { tablet: Tablet | null }) => params.tablet }),
    forgetTablet: assign({ tablet: null }),
    rememberAddress: assign({
      savedEnrolment: ({ context, event }) =>
        event.type === 'address.submitted'
          ? {
              ...event.saved,
              applicationId: event.saved.applicationId || context.eligibility.applicationId,
            }
          : context.savedEnrolment,
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
        const tablet = enrolmentRequest(context, params.kind, params.planOnly).tablet;
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
    rememberTabletChoice: assign({
      tabletWanted: ({ event }) => event.type === 'tablet.chosen' && event.wanted,
    }),
    rememberOrderFromQuery: assign({
      order: ({ event }) =>
        event.type === 'route.visited' && event.query.orderId
          ? {
              orderId: event.query.orderId,
              nladSubscriberId: event.query.nladSubscriberId ?? '',
              activationCode: event.query.activationCode ?? '',
              applicationId: '',
              withTablet: false,
              tabletRejected: false,
              kind: 'enrol' as const,
              enrolledAt: '',
            }
          : null,
      orderLookup: null,
    }),
    // ---- The short legacy flow
    rememberLegacyAnswer: assign({
      legacy: ({ context, event }) => {
        const legacy = context.legacy;
        switch (event.type) {
          case 'legacy.address.submitted':
            return { ...legacy, homeAddress: event.homeAddress };
          case 'legacy.contact.submitted':
            return { ...legacy, contact: event.contact };
          case 'legacy.question.submitted':
            return { ...legacy, question: event.question };
          case 'legacy.personal.submitted':
            return { ...legacy, personal: event.personal };
          case 'legacy.program.submitted':
            // Choosing a program again makes the ID page unnecessary: forget what it held.
            return {
              ...legacy,
              program: event.program,
              identity: event.program.inProgram ? null : legacy.identity,
            };
          case 'legacy.identity.submitted':
            return {
              ...legacy,
              identity: event.identity,
              question:
                legacy.question && event.ssn4
                  ? { ...legacy.question, ssn4: event.ssn4 }
                  : legacy.question,
            };
          default:
            return legacy;
        }
      },
      failure: null,
    }),
    rememberLegacyReview: assign({
      legacy: ({ context, event }) =>
        event.type === 'legacy.review.confirmed'
          ? withLegacySecrets(context.legacy, event)
          : context.legacy,
      failure: null,
    }),
    /** SUCCESSFUL, or a link to the National Verifier: keep what enrolment will need. */
    rememberLegacySaved: assign({
      savedEnrolment: ({ context }, { answer }: AnswerParams) => {
        const found = ids(context, answer);
        return buildLegacySavedEnrolment(
          context.legacy,
          found.applicationId,
          found.tribalStatusConfirmed,
        );
      },
    }),
    /** B §4: the answer's message is shown as error text on the result page. */
    rememberLegacyMessage: assign({
      failure: (_, { answer }: AnswerParams) =>
        answer.errorText ? { kind: 'rejected' as const, message: answer.errorText } : null,
    }),
    rememberOrderLookup: assign({
      orderLookup: (_, params: { lookup: OrderLookup }) => params.lookup,
    }),
    announceOrderMissing: emit({ type: 'notice', notice: 'order.missing' } as const),
    announceTransferIncomplete: emit({ type: 'notice', notice: 'transfer.incomplete' } as const),
    toastEnrolMessage: emit((_, { answer }: EnrolParams) => ({
      type: 'notice' as const,
      notice: 'provider.message' as const,
      ...('message' in answer && answer.message ? { message: answer.message } : {}),
    })),
    rememberEnrolFailure: assign({
      failure: (_, { answer }: EnrolParams) => ({
        kind: 'rejected' as const,
        ...('message' in answer && answer.message ? { message: answer.message } : {}),
      }),
    }),
  },
});

/** The short form's review, waiting for Next (or Resubmit after a time-out): B §2's buttons. */
const legacyReviewChoices = machineSetup.createStateConfig({
  on: {
    'legacy.review.edit': { target: '#enrolment.legacy.personalInformation' },
    'legacy.review.back': { target: '#enrolment.legacy.confirmProgram' },
    'legacy.review.confirmed': {
      guard: 'hasLegacySecrets',
      target: 'checking',
      actions: 'rememberLegacyReview',
    },
  },
}).on;

export const enrolmentMachine = machineSetup.createMachine({
  id: 'enrolment',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'session.expired': {
      target: '#enrolment.coverage.zipEntry',
      actions: ['clearFlow', 'announceExpiry'],
      description: 'D14: 72 minutes without a change. The answers are wiped; start again.',
    },
    'route.visited': [
      {
        guard: and([
          { type: 'visits', params: { path: '/ZipCodePage' } },
          or(['hasApplicationInProgress', 'hasLegacyInProgress']),
        ]),
        target: '#enrolment.coverage.confirmingRestart',
        description: 'D11: an application is in progress; ask before wiping it.',
      },
      {
        guard: { type: 'visits', params: { path: '/ZipCodePage' } },
        target: '#enrolment.coverage.zipEntry',
        actions: 'clearFlow',
        description: 'Visiting the zip page starts again (B §2, D11).',
      },
      {
        guard: { type: 'visits', params: { path: '/SuccessZipCodePage' } },
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked success page is checked against the zip it names.',
      },
      {
        guard: { type: 'visits', params: { path: '/SorryZipCodePage' } },
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked sorry page is checked against the zip it names.',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/PersonalInfoPage' } }, 'hasServedZip']),
        target: '#enrolment.application.personalInfo',
        description: 'D10: step 1 needs a served zip code.',
      },
      ...(
        [
          ['/ContactInfoPage', 'contactInfo'],
          ['/HouseholdInformationPage', 'household'],
          ['/QualificationPage', 'qualification'],
          ['/TribalStatusPage', 'tribalStatus'],
          ['/VerifyPage', 'verify'],
          ['/AgreementPage', 'agreement'],
        ] as const
      ).flatMap(([path, step]) => [
        {
          guard: and([
            { type: 'visits', params: { path } },
            'hasFirstName',
            { type: 'canOpen', params: { step } },
          ]),
          target: `#enrolment.application.${step}`,
          description: `Open ${path} when every step before it is answered.`,
        },
        // Step 2 always opens once step 1 is answered, so it needs no fallback.
        ...(step === 'contactInfo'
          ? []
          : [
              {
                guard: and([{ type: 'visits', params: { path } }, 'hasFirstName']),
                target: '#enrolment.application.resume',
                description: 'A later step: go to the first unanswered one instead.',
              },
            ]),
      ]),
      {
        guard: and([{ type: 'visits', params: { path: '/HomeAdressPage' } }, 'hasServedZip']),
        target: '#enrolment.legacy.homeAddress',
        description: 'The short legacy flow starts once the zip code is served (as D10).',
      },
      ...(
        [
          ['/ContactInformation', 'contactInformation'],
          ['/QuestionPage', 'question'],
          ['/PersonalInformationPage', 'personalInformation'],
          ['/ConfirmProgrammPage', 'confirmProgram'],
          ['/ConfirmYourProgram', 'confirmProgram'],
          ['/IdVerificationPage', 'identity'],
          ['/ReviewPage', 'review'],
        ] as const
      ).flatMap(([path, step]) => [
        {
          guard: and([
            { type: 'visits', params: { path } },
            { type: 'canOpenLegacy', params: { step } },
          ]),
          target: `#enrolment.legacy.${step}`,
          description: `Open ${path} when every page before it is answered.`,
        },
        // The contact page always opens once the address is answered: it needs no fallback.
        ...(step === 'contactInformation'
          ? []
          : [
              {
                guard: and([{ type: 'visits', params: { path } }, 'hasLegacyInProgress']),
                target: '#enrolment.legacy.resume',
                description: 'A later page: go to the first unanswered one instead.',
              },
            ]),
      ]),
      {
        guard: and([{ type: 'visits', params: { path: '/TribalLandsPage' } }, 'wasSuccessful']),
        target: '#enrolment.legacy.tribalLands',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/NotVerifedEligiblePage' } }, 'wasFailure']),
        target: '#enrolment.legacy.notVerified',
      },
      {
        guard: { type: 'visits', params: { path: '/CheckEnrollStatusPage' } },
        target: '#enrolment.status.lookup',
      },
      {
        guard: { type: 'visits', params: { path: '/Reviewing' } },
        target: '#enrolment.status.reviewing',
      },
      {
        guard: { type: 'visits', params: { path: '/Rejected' } },
        target: '#enrolment.status.rejected',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/Expired' } }, 'hasIdInQuery']),
        target: '#enrolment.status.expired',
        actions: assign({
          eligibility: ({ context, event }) =>
            event.type === 'route.visited'
              ? { ...context.eligibility, applicationId: event.query.id?.trim() ?? '' }
              : context.eligibility,
        }),
        description: 'The expired page names the application in its URL.',
      },
      {
        guard: { type: 'visits', params: { path: '/Expired' } },
        target: '#enrolment.status.rejected',
        description: 'A §2: without an id the expired page sends the applicant to /Rejected.',
      },
      {
        guard: { type: 'visits', params: { path: '/ACPEligibilityCheck' } },
        target: '#enrolment.verifierReturn',
        description: 'Back from the National Verifier: check again with the stored ids.',
      },
      {
        guard: and([
          { type: 'visits', params: { path: '/EnrollStep' } },
          'isQualified',
          'asksForPlanOnly',
        ]),
        target: '#enrolment.enrolment.planOnly',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/EnrollStep' } }, 'isQualified']),
        target: '#enrolment.enrolment.offer',
      },
      {
        guard: and([
          { type: 'visits', params: { path: '/ConfirmAddress' } },
          'isQualified',
          'asksForTransfer',
        ]),
        target: '#enrolment.transfer.confirmAddress',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/ConfirmAddress' } }, 'isQualified']),
        target: '#enrolment.enrolment.confirmAddress',
      },
      {
        guard: and([{ type: 'visits', params: { path: '/TransferAcpPlan' } }, 'isQualified']),
        target: '#enrolment.transfer.offer',
      },
      ...['/EnrollStep', '/ConfirmAddress', '/TransferAcpPlan'].map((path) => ({
        guard: { type: 'visits' as const, params: { path } },
        target: '#enrolment.status.lookup',
        description: 'Enrolment needs a qualifying answer first: look the application up.',
      })),
      {
        guard: and([{ type: 'visits', params: { path: '/CompletedACP' } }, 'hasOrderIdInQuery']),
        target: '#enrolment.completed',
        actions: 'rememberOrderFromQuery',
      },
      {
        guard: { type: 'visits', params: { path: '/CompletedACP' } },
        target: '#enrolment.completed',
        actions: ['rememberOrderFromQuery', 'announceOrderMissing'],
        description: 'A §8: "Order not found" without an orderId.',
      },
      {
        guard: { type: 'visits', params: { path: '/EnrolmentFailure' } },
        target: '#enrolment.failed.enrolment',
      },
      {
        guard: { type: 'visits', params: { path: '/Failure' } },
        target: '#enrolment.failed.transfer',
      },
      {
        target: '#enrolment.coverage.zipEntry',
        actions: 'clearFlow',
        description: 'D10: any other flow URL whose guard fails lands on the zip page.',
      },
    ],
  },
  states: {
    idle: {
      description:
        'The visitor is on the information site (home page). No flow screen is open; the flow starts at the zip page.',
      meta: { route: '/' },
    },

    coverage: {
      description: 'Is the applicant’s area served? Zip → state (USPS ranges) → provider’s answer.',
      initial: 'zipEntry',
      states: {
        routeCheck: {
          description:
            'Decides where a typed success or sorry URL may land: the screen it names when it matches the zip already checked, a fresh check of the zip in the URL, or the zip page.',
          always: [
            { guard: 'isCheckedServedZip', target: 'served' },
            { guard: 'isCheckedUnservedArea', target: 'notServed' },
            {
              guard: 'hasZipInQuery',
              target: 'zipEntry.checking',
              actions: 'rememberZipFromQuery',
            },
            { target: 'zipEntry', actions: 'clearFlow' },
          ],
        },
        confirmingRestart: {
          description:
            'D11: the applicant opened the zip page with an application in progress. Starting again wipes the answers, so ask first.',
          meta: { route: '/ZipCodePage' },
          on: {
            'restart.confirmed': {
              target: 'zipEntry',
              actions: 'clearFlow',
              description: 'Yes: wipe the answers and start again.',
            },
            'restart.cancelled': [
              {
                guard: 'hasLegacyInProgress',
                target: '#enrolment.legacy.history',
                description: 'No: back to the page of the short form the applicant was on.',
              },
              {
                target: '#enrolment.application.history',
                description: 'No: back to the step the applicant was on.',
              },
            ],
          },
        },
        zipEntry: {
          description: 'The applicant types a 5-digit zip code (D8).',
          meta: { route: '/ZipCodePage' },
          initial: 'editing',
          states: {
            editing: {
              description: 'Waiting for a zip code. A failed check is shown here with a retry.',
              on: {
                'zip.submitted': {
                  guard: 'isFiveDigitZip',
                  target: 'checking',
                  actions: 'rememberZip',
                },
              },
            },
            checking: {
              description:
                'Looking up the state of the zip code, then asking the provider whether it serves that state. The button is busy; a second submit is ignored.',
              tags: ['busy'],
              invoke: {
                id: 'checkCoverage',
                src: 'checkCoverage',
                input: ({ context }) => ({ zipCode: context.zipCode }),
                onDone: [
                  {
                    guard: { type: 'isServed', params: ({ event }) => ({ answer: event.output }) },
                    target: '#enrolment.coverage.served',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description: 'The provider serves the state: congratulations.',
                  },
                  {
                    guard: {
                      type: 'isOutsideEveryRange',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: '#enrolment.coverage.notServed',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description: 'No state holds this zip code: sorry page with the zip code.',
                  },
                  {
                    target: '#enrolment.coverage.notServed',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description:
                      'The provider does not serve the state yet: sorry page with the state.',
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'rememberFailure', params: errorOf },
                  description:
                    'The check could not be made (time-out, offline, bad answer): say so on the zip page and let the applicant try again; never claim the area is not served.',
                },
              },
            },
          },
        },
        served: {
          description: '“Congratulations, we provide service in your area”; the zip code is kept.',
          meta: { route: '/SuccessZipCodePage?zipCode={zipCode}' },
          on: {
            'coverage.continued': {
              target: '#enrolment.application.personalInfo',
              description: 'Next: step 1 of the application.',
            },
            'legacy.started': {
              target: '#enrolment.legacy.homeAddress',
              description: 'The short form instead (B §2): home address first.',
            },
          },
        },
        notServed: {
          description:
            'The area is not served yet. The applicant may leave an e-mail and a phone number to hear when it is.',
          meta: { route: '/SorryZipCodePage?state={unservedState}&zipCode={unknownZip}' },
          initial: 'editing',
          on: {
            'waitlist.backed': {
              target: 'zipEntry',
              actions: 'clearFlow',
              description: 'Back: try another zip code.',
            },
          },
          states: {
            editing: {
              description: 'Waiting for a valid e-mail and phone number (A §5, D9).',
              on: { 'waitlist.submitted': { target: 'saving' } },
            },
            saving: {
              description: 'Sending the contact details to the provider.',
              tags: ['busy'],
              invoke: {
                id: 'joinWaitlist',
                src: 'joinWaitlist',
                input: ({ context, event }) => ({
                  email: event.type === 'waitlist.submitted' ? event.email : '',
                  phone: event.type === 'waitlist.submitted' ? event.phone : '',
                  zipCode: context.zipCode,
                  state: context.coverage?.state ?? null,
                }),
                onDone: {
                  target: '#enrolment.idle',
                  actions: ['clearFlow', 'announceWaitlistJoined'],
                  description: 'Saved: thank the applicant and go to the home page.',
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'rememberFailure', params: errorOf },
                  description: 'Not saved: say why; the typed details stay in the form.',
                },
              },
              exit: 'forgetFailure',
            },
          },
        },
      },
    },

    application: {
      description:
        'The six-step application (A §2): a breadcrumb shows Contact Information, Household Information, Qualification, Tribal Status, Verification, Agreement.',
      initial: 'personalInfo',
      states: {
        history: { type: 'history', history: 'deep' },
        resume: {
          description:
            'Goes to the first step not yet answered (after Continue, or a deep link to a later step). Step 1 is always answered here.',
          always: [
            { guard: { type: 'canOpen', params: { step: 'verify' } }, target: 'verify' },
            {
              guard: { type: 'canOpen', params: { step: 'tribalStatus' } },
              target: 'tribalStatus',
            },
            {
              guard: { type: 'canOpen', params: { step: 'qualification' } },
              target: 'qualification',
            },
            { guard: { type: 'canOpen', params: { step: 'household' } }, target: 'household' },
            { target: 'contactInfo' },
          ],
        },
        personalInfo: {
          description: 'Step 1: names, date of birth (D7), last 4 SSN digits, language.',
          meta: { route: '/PersonalInfoPage?profileStep=1' },
          on: {
            'personal.submitted': {
              guard: 'isCompletePersonal',
              target: 'afterStep',
              actions: 'rememberAnswer',
            },
          },
        },
        contactInfo: {
          description:
            'Step 2: phone, e-mail, contact consent, home address, and a mailing address only when it differs.',
          meta: { route: '/ContactInfoPage?profileStep=2' },
          on: {
            'contact.submitted': {
              guard: 'isCompleteContact',
              target: 'afterStep',
              actions: 'rememberAnswer',
            },
          },
        },
        household: {
          description:
            'Step 3: two yes/no questions about the household and the initials twice (D5).',
          meta: { route: '/HouseholdInformationPage?profileStep=3' },
          on: {
            'household.submitted': {
              guard: 'isCompleteHousehold',
              target: 'afterStep',
              actions: 'rememberAnswer',
            },
          },
        },
        qualification: {
          description:
            'Step 4: the qualifying program (with E4’s housing choice or E50/E51’s school), or the income route E13 with its calculator (D12, D13).',
          meta: { route: '/QualificationPage?profileStep=4' },
          on: {
            'qualification.submitted': {
              guard: 'isCompleteQualification',
              target: 'afterStep',
              actions: 'rememberAnswer',
            },
          },
        },
        tribalStatus: {
          description: 'Step 5: the tribal box and number. Unticking clears the number.',
          meta: { route: '/TribalStatusPage?profileStep=5' },
          on: {
            'tribal.submitted': {
              guard: 'isCompleteTribal',
              target: 'afterStep',
              actions: 'rememberAnswer',
            },
          },
        },
        afterStep: {
          description:
            'A step was answered: on to the next unanswered one, or back to the review, which must be confirmed again since an answer changed.',
          entry: 'forgetReviewConsent',
          always: { target: 'resume' },
        },
        verify: {
          description:
            'Step 6: check your answers (name, birth date, masked SSN digits, phone, address) with Edit links, and the consent box. Asks again for the SSN digits or tribal number after a reload (D14).',
          meta: { route: '/VerifyPage?profileStep=6' },
          on: {
            'review.edit': [
              {
                guard: { type: 'editsStep', params: { step: 'personalInfo' } },
                target: 'personalInfo',
              },
              {
                guard: { type: 'editsStep', params: { step: 'contactInfo' } },
                target: 'contactInfo',
              },
              { guard: { type: 'editsStep', params: { step: 'household' } }, target: 'household' },
              {
                guard: { type: 'editsStep', params: { step: 'qualification' } },
                target: 'qualification',
              },
              {
                guard: { type: 'editsStep', params: { step: 'tribalStatus' } },
                target: 'tribalStatus',
              },
            ],
            'review.confirmed': {
              guard: 'hasReviewSecrets',
              target: 'agreement',
              actions: 'rememberReview',
            },
          },
        },
        agreement: {
          description:
            'Step 7: six certification statements with initials (D6), the typed signature, the digital-signature box and the 30-day move statement; Continue sends the eligibility check.',
          meta: { route: '/AgreementPage?profileStep=7' },
          initial: 'editing',
          states: {
            editing: {
              description:
                'Waiting for the certification. Errors of the last answer show below the form.',
              on: {
                'agreement.submitted': {
                  guard: 'isReadyToSend',
                  target: 'submitting',
                  actions: 'rememberAgreement',
                },
              },
            },
            submitting: {
              description:
                'Sending the application to the eligibility check (A §7). The button is busy; a second submit is ignored.',
              tags: ['busy'],
              invoke: {
                id: 'checkEligibility',
                src: 'checkEligibility',
                input: ({ context }) => ({ application: context.application }),
                onDone: [
                  {
                    guard: { type: 'isInvalidTribalId', params: answerOf },
                    target: '#enrolment.application.tribalStatus',
                    actions: [{ type: 'toastProviderMessage', params: answerOf }, 'forgetTribalId'],
                    description: 'INVALID_TRIBAL_ID: say so and reopen the tribal step.',
                  },
                  {
                    guard: { type: 'isStateNotSupported', params: answerOf },
                    target: '#enrolment.application.contactInfo',
                    actions: { type: 'toastProviderMessage', params: answerOf },
                    description: 'STATE_NOT_SUPPORTED: say so and reopen the contact step.',
                  },
                  {
                    guard: { type: 'needsResolutionAtSafeLink', params: answerOf },
                    target: '#enrolment.leaving',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberLink', params: answerOf },
                    ],
                    description:
                      'PENDING_RESOLUTION, PENDING_CONTINUED_ELIGIBILITY(_BATCH): on to the National Verifier’s resolution link.',
                  },
                  {
                    guard: { type: 'needsCertificationAtSafeLink', params: answerOf },
                    target: '#enrolment.leaving',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberLink', params: answerOf },
                    ],
                    description: 'PENDING_CERT: on to the National Verifier’s certification link.',
                  },
                  {
                    guard: { type: 'needsResolution', params: answerOf },
                    target: 'editing',
                    actions: [{ type: 'rememberIds', params: answerOf }, 'refuseLink'],
                    description: 'D16: the resolution link is not one we may follow. Say so.',
                  },
                  {
                    guard: { type: 'needsCertification', params: answerOf },
                    target: 'editing',
                    actions: [{ type: 'rememberIds', params: answerOf }, 'refuseLink'],
                    description: 'D16: the certification link is not one we may follow. Say so.',
                  },
                  {
                    guard: { type: 'isInReview', params: answerOf },
                    target: '#enrolment.status.reviewing',
                    actions: { type: 'rememberIds', params: answerOf },
                    description: 'IN_PROGRESS, PENDING_REVIEW: /Reviewing, the ids kept.',
                  },
                  {
                    guard: { type: 'isComplete', params: answerOf },
                    target: '#enrolment.enrolment.offer',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberQualified', params: answerOf },
                    ],
                    description:
                      'COMPLETE: qualified. The saved enrolment data is built; on to /EnrollStep.',
                  },
                  {
                    guard: { type: 'isClosedOrExpired', params: answerOf },
                    target: 'editing',
                    actions: { type: 'rememberRefusal', params: answerOf },
                    description:
                      'APP_CLOSED_OR_EXPIRED: the errors below the form, the ids cleared.',
                  },
                  {
                    guard: { type: 'isNotFound', params: answerOf },
                    target: 'editing',
                    actions: { type: 'rememberRefusal', params: answerOf },
                    description:
                      'APPLICATION_NOT_FOUND: the errors below the form, the ids cleared.',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'rememberRefusal', params: answerOf },
                    description:
                      'Any other status: the errors below the form, the ids cleared (A §8).',
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isTimeout', params: errorOf },
                    target: 'timedOut',
                    actions: { type: 'rememberFailure', params: errorOf },
                    description:
                      'D3: the gateway or the client timed out. Continue becomes Resubmit.',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'rememberFailure', params: errorOf },
                    description: 'Offline or an unreadable answer: say so; everything typed stays.',
                  },
                ],
              },
            },
            timedOut: {
              description:
                'The check timed out. The button reads Resubmit and sends the same application again.',
              on: {
                'agreement.submitted': {
                  guard: 'isReadyToSend',
                  target: 'submitting',
                  actions: 'rememberAgreement',
                },
              },
            },
          },
        },
      },
    },

    legacy: {
      description:
        'The short legacy form (B §2, §4): home address, contact, the Medicaid/SNAP question with the last 4 SSN digits, name and birth date, the program, an ID when there is no program, a review, then the eligibility check. Its old URLs keep working (D17).',
      initial: 'homeAddress',
      states: {
        history: { type: 'history', history: 'deep' },
        resume: {
          description:
            'Goes to the first page not yet answered (after Next, or a link to a later page).',
          always: [
            { guard: { type: 'canOpenLegacy', params: { step: 'review' } }, target: 'review' },
            { guard: { type: 'canOpenLegacy', params: { step: 'identity' } }, target: 'identity' },
            {
              guard: { type: 'canOpenLegacy', params: { step: 'confirmProgram' } },
              target: 'confirmProgram',
            },
            {
              guard: { type: 'canOpenLegacy', params: { step: 'personalInformation' } },
              target: 'personalInformation',
            },
            { guard: { type: 'canOpenLegacy', params: { step: 'question' } }, target: 'question' },
            // Only entered with the home address answered, so the contact page always opens.
            { target: 'contactInformation' },
          ],
        },
        afterStep: {
          description: 'A page was answered: on to the first unanswered one, or the review.',
          always: { target: 'resume' },
        },
        homeAddress: {
          description:
            'Home address; a mailing address only when the “different mailing address” box is ticked (B §5).',
          meta: { route: '/HomeAdressPage' },
          on: {
            'legacy.address.submitted': {
              guard: 'isCompleteLegacyAddress',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        contactInformation: {
          description: 'E-mail, and a phone number only if the applicant wants calls or texts.',
          meta: { route: '/ContactInformation' },
          on: {
            'legacy.contact.submitted': {
              guard: 'isCompleteLegacyContact',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        question: {
          description: 'Does the household get Medicaid or SNAP? And the last 4 SSN digits.',
          meta: { route: '/QuestionPage' },
          on: {
            'legacy.question.submitted': {
              guard: 'isCompleteLegacyQuestion',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        personalInformation: {
          description: 'Full name and date of birth (D7).',
          meta: { route: '/PersonalInformationPage' },
          on: {
            'legacy.personal.submitted': {
              guard: 'isCompleteLegacyPersonal',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        confirmProgram: {
          description:
            'Program participation: yes shows the list of programs; no leads to the ID page. Also at /ConfirmYourProgram.',
          meta: { route: '/ConfirmProgrammPage' },
          on: {
            'legacy.program.submitted': {
              guard: 'isCompleteLegacyProgram',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        identity: {
          description:
            'Without a program: who the applicant is, by the last 4 SSN digits (the default) or a government document with a photo (under 10 MB; jpg, jpeg, png, pdf or gif).',
          meta: { route: '/IdVerificationPage' },
          on: {
            'legacy.identity.submitted': {
              guard: 'isCompleteLegacyIdentity',
              target: 'afterStep',
              actions: 'rememberLegacyAnswer',
            },
          },
        },
        review: {
          description:
            'Check your answers: Edit opens the name page, Back the program page, Next sends the eligibility check. Asks again for the SSN digits or document number after a reload (D14).',
          meta: { route: '/ReviewPage' },
          initial: 'editing',
          states: {
            editing: {
              description: 'Waiting for Next. Errors of the last answer show here.',
              on: legacyReviewChoices,
            },
            checking: {
              description:
                'Sending the answers and carrierUrl to the eligibility check. The button is busy; a second click is ignored.',
              tags: ['busy'],
              invoke: {
                id: 'checkLegacyEligibility',
                src: 'checkLegacyEligibility',
                input: ({ context }) => ({ legacy: context.legacy }),
                onDone: [
                  {
                    guard: { type: 'isSuccessful', params: answerOf },
                    target: '#enrolment.legacy.tribalLands',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberLegacySaved', params: answerOf },
                      { type: 'rememberLegacyMessage', params: answerOf },
                    ],
                    description: 'SUCCESSFUL: eligible. On to /TribalLandsPage (B §4).',
                  },
                  {
                    guard: { type: 'isFailure', params: answerOf },
                    target: '#enrolment.legacy.notVerified',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberLegacyMessage', params: answerOf },
                    ],
                    description: 'FAILURE: /NotVerifedEligiblePage with the answer’s message.',
                  },
                  {
                    guard: { type: 'needsResolutionAtSafeLink', params: answerOf },
                    target: '#enrolment.leaving',
                    actions: [
                      { type: 'rememberIds', params: answerOf },
                      { type: 'rememberLink', params: answerOf },
                      { type: 'rememberLegacySaved', params: answerOf },
                    ],
                    description:
                      'PENDING_RESOLUTION: on to the National Verifier’s resolution link (D16 checked).',
                  },
                  {
                    guard: { type: 'needsResolution', params: answerOf },
                    target: 'editing',
                    actions: [{ type: 'rememberIds', params: answerOf }, 'refuseLink'],
                    description: 'D16: the resolution link is not one we may follow. Say so.',
                  },
                  {
                    guard: { type: 'isStateNotSupported', params: answerOf },
                    target: '#enrolment.legacy.homeAddress',
                    actions: { type: 'toastProviderMessage', params: answerOf },
                    description: 'STATE_NOT_SUPPORTED: say so and reopen the address page.',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'rememberRefusal', params: answerOf },
                    description: 'Any other status: the errors on the review page (A §8).',
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isTimeout', params: errorOf },
                    target: 'timedOut',
                    actions: { type: 'rememberFailure', params: errorOf },
                    description: 'D3: timed out. Next becomes Resubmit.',
                  },
                  {
                    target: 'editing',
                    actions: { type: 'rememberFailure', params: errorOf },
                    description: 'Offline or an unreadable answer: say so; every answer stays.',
                  },
                ],
              },
            },
            timedOut: {
              description: 'The check timed out. The button reads Resubmit.',
              on: legacyReviewChoices,
            },
          },
        },
        tribalLands: {
          description:
            'SUCCESSFUL: the household qualifies. The Enhanced Tribal Benefit is explained; Continue opens the plan.',
          meta: { route: '/TribalLandsPage' },
          on: {
            'legacy.plan.requested': {
              target: '#enrolment.enrolment.offer',
              description: 'On to the free plan and the tablet offer (/EnrollStep).',
            },
          },
        },
        notVerified: {
          description:
            'FAILURE: not verified as eligible. The answer’s message and what the applicant can do next.',
          meta: { route: '/NotVerifedEligiblePage' },
        },
      },
    },

    leaving: {
      description:
        'Following a link from the API (D16 checked): the National Verifier’s resolution or certification page, or an enrolment `url`. The browser leaves the app.',
      tags: ['leaving'],
    },

    verifierReturn: {
      description:
        '/ACPEligibilityCheck: back from the National Verifier (the carrierUrl). Checks the status again with the stored ids, automatically.',
      meta: { route: '/ACPEligibilityCheck' },
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Are there stored ids to check with?',
          always: [
            { guard: 'hasStoredIds', target: 'checking' },
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
          on: { 'status.retried': { guard: 'hasStoredIds', target: 'checking' } },
        },
      },
    },

    status: {
      description:
        'Looking an application up by its ids (A §2): the check-status, reviewing, rejected and expired pages share the form and the answers.',
      initial: 'lookup',
      states: {
        lookup: statusScreen(
          '/CheckEnrollStatusPage',
          'The status lookup: the two id fields and Check.',
        ),
        reviewing: statusScreen(
          '/Reviewing',
          'IN_PROGRESS or PENDING_REVIEW: the application is being reviewed. The ids are prefilled to check again.',
        ),
        rejected: statusScreen(
          '/Rejected',
          'The application was not found or refused: the error, or “Application ID not found”, with the id fields.',
        ),
        expired: statusScreen(
          '/Expired?id={applicationId}',
          'APP_CLOSED_OR_EXPIRED: “Your Application {id} has been Expired”, with the id fields.',
        ),
      },
    },

    enrolment: {
      description:
        'Qualified (COMPLETE): the plan, the optional $10.01 tablet, and Enroll now (A §2, §4).',
      initial: 'offer',
      states: {
        offer: offerScreen('/EnrollStep'),
        planOnly: planOnlyScreen('/EnrollStep?code=CANNOT_UPDATE_DEVICE'),
        confirmAddress: addressScreen('/ConfirmAddress', 'enrol'),
      },
    },

    transfer: {
      description:
        'Already enrolled with another provider (DUPLICATE): transfer the plan (A §2, §4).',
      initial: 'offer',
      states: {
        offer: {
          description:
            '/TransferAcpPlan: “You are already enrolled in ACP”, the transfer box (required) and Transfer.',
          meta: { route: '/TransferAcpPlan' },
          initial: 'choosing',
          states: {
            choosing: {
              description: 'Waiting for the ticked box and Transfer.',
              on: {
                'transfer.requested': [
                  {
                    guard: 'hasCompleteSavedData',
                    target: 'submitting',
                    description: 'The saved data is complete: transfer directly.',
                  },
                  {
                    target: '#enrolment.transfer.confirmAddress',
                    actions: 'announceTransferIncomplete',
                    description: '“Please fill in all the required fields”, then the address form.',
                  },
                ],
              },
            },
            submitting: submitting('transfer', 'choosing', 'timedOut'),
            timedOut: {
              description:
                'The transfer timed out. The button reads Resubmit; the same key is sent again.',
              on: { 'transfer.requested': { target: 'submitting' } },
            },
          },
        },
        confirmAddress: addressScreen('/ConfirmAddress?transfer=yes', 'transfer'),
      },
    },

    completed: {
      description:
        '/CompletedACP?orderId: thank you, the fulfilment id from the order call, and a printable confirmation.',
      meta: {
        route:
          '/CompletedACP?orderId={orderId}&nladSubscriberId={nladSubscriberId}&activationCode={activationCode}',
      },
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Is there an order id to look up?',
          always: [
            { guard: 'hasOrder', target: 'lookingUp' },
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
              actions: {
                type: 'rememberOrderLookup',
                params: ({ event }) => ({ lookup: event.output }),
              },
            },
            onError: {
              target: 'shown',
              actions: { type: 'rememberFailure', params: errorOf },
            },
          },
        },
        shown: {
          description: 'The confirmation, with what the order lookup found.',
        },
      },
    },

    failed: {
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
          meta: { route: '/EnrolmentFailure' },
        },
        transfer: {
          description:
            '/Failure: “Transfer failure”, the error received, Verify Eligibility again.',
          meta: { route: '/Failure' },
        },
      },
    },
  },
});

// ---- Configuration shared by several screens ------------------------------------------
// Functions rather than copies, so each rule is written once; the visualizer shows the
// resulting states as usual.

/**
 * Asking for the status (A §4 "on the check-status page"). After the National Verifier,
 * APPLICATION_NOT_FOUND goes to the failure page; on the status pages, to /Rejected.
 */
function statusCheck(stayIn: string, afterVerifier: boolean) {
  return machineSetup.createStateConfig({
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
          guard: { type: 'needsResolutionAtSafeLink', params: answerOf },
          target: '#enrolment.leaving',
          actions: [
            { type: 'rememberIds', params: answerOf },
            { type: 'rememberLink', params: answerOf },
          ],
          description: 'PENDING_*: on to the resolution link.',
        },
        {
          guard: { type: 'needsCertificationAtSafeLink', params: answerOf },
          target: '#enrolment.leaving',
          actions: [
            { type: 'rememberIds', params: answerOf },
            { type: 'rememberLink', params: answerOf },
          ],
          description: 'PENDING_CERT: on to the certification link.',
        },
        {
          guard: { type: 'needsResolution', params: answerOf },
          target: stayIn,
          actions: [{ type: 'rememberIds', params: answerOf }, 'refuseLink'],
          description: 'D16: a resolution link we may not follow.',
        },
        {
          guard: { type: 'needsCertification', params: answerOf },
          target: stayIn,
          actions: [{ type: 'rememberIds', params: answerOf }, 'refuseLink'],
          description: 'D16: a certification link we may not follow.',
        },
        {
          guard: { type: 'isInReview', params: answerOf },
          target: '#enrolment.status.reviewing',
          actions: [{ type: 'rememberIds', params: answerOf }, 'forgetFailure'],
          description: 'IN_PROGRESS, PENDING_REVIEW: /Reviewing.',
        },
        {
          guard: { type: 'isComplete', params: answerOf },
          target: '#enrolment.enrolment.offer',
          actions: [
            { type: 'rememberIds', params: answerOf },
            { type: 'rememberQualified', params: answerOf },
            'forgetFailure',
          ],
          description: 'COMPLETE: /EnrollStep; tribalStatusConfirmed is kept.',
        },
        {
          guard: { type: 'isClosedOrExpired', params: answerOf },
          target: '#enrolment.status.expired',
          actions: [{ type: 'rememberIds', params: answerOf }, 'forgetFailure'],
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

function statusScreen(route: string, description: string) {
  return machineSetup.createStateConfig({
    description,
    meta: { route },
    initial: 'editing',
    states: {
      editing: {
        description: 'Waiting for an application id or an eligibility check id.',
        on: {
          'status.submitted': {
            guard: 'hasAnId',
            target: 'checking',
            actions: 'rememberStatusIds',
          },
        },
      },
      checking: statusCheck('editing', false),
    },
  });
}

/** Enrolling or transferring, and what the answer means (B §4, §8). */
function submitting(
  kind: 'enrol' | 'transfer',
  stayIn: string,
  timedOut: string,
  planOnly = false,
) {
  const outcome = ({ event }: { event: { output: EnrolmentAnswer } }) => ({
    answer: event.output,
    kind,
    planOnly,
  });
  return machineSetup.createStateConfig({
    description:
      kind === 'enrol'
        ? 'Enrolling (A §7) with this household’s Idempotency-Key. The button is busy.'
        : 'Transferring (A §7) with this household’s Idempotency-Key. The button is busy.',
    tags: ['busy'],
    entry: 'forgetFailure',
    invoke: {
      id: kind,
      src: kind,
      input: ({ context }) => enrolmentRequest(context, kind, planOnly),
      onDone: [
        {
          guard: { type: 'isRedirect', params: enrolAnswerOf },
          target: '#enrolment.leaving',
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
          actions: [
            { type: 'toastEnrolMessage', params: enrolAnswerOf },
            { type: 'rememberEnrolFailure', params: enrolAnswerOf },
          ],
          description:
            'CANNOT_UPDATE_DEVICE: /EnrollStep?code=CANNOT_UPDATE_DEVICE with the message.',
        },
        {
          guard: { type: 'isDuplicate', params: enrolAnswerOf },
          target: '#enrolment.transfer.offer',
          description:
            'A code containing DUPLICATE: already enrolled; the data is kept; /TransferAcpPlan.',
        },
        {
          target: stayIn,
          actions: [
            { type: 'toastEnrolMessage', params: enrolAnswerOf },
            { type: 'rememberEnrolFailure', params: enrolAnswerOf },
          ],
          description: 'Any other answer: the message as a toast and on the page.',
        },
      ],
      onError: [
        {
          guard: { type: 'isTimeout', params: errorOf },
          target: timedOut,
          actions: { type: 'rememberFailure', params: errorOf },
          description: 'D3: timed out. The button reads Resubmit.',
        },
        {
          target: stayIn,
          actions: { type: 'rememberFailure', params: errorOf },
          description: 'Offline or an unreadable answer: say so.',
        },
      ],
    },
  });
}

/** What the offer and the plan-only screens share: choosing, submitting, Resubmit. */
function enrolScreen(_route: string, planOnly: boolean) {
  const choosing = machineSetup.createStateConfig({
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
          guard: 'hasCompleteSavedData',
          target: 'submitting',
          description: 'D26: the saved data is complete, so enrol directly.',
        },
        {
          target: '#enrolment.enrolment.confirmAddress',
          description: 'D26: some saved data is missing: the address form first.',
        },
      ],
    },
  });
  const common = {
    submitting: submitting('enrol', 'choosing', 'timedOut', planOnly),
    timedOut: machineSetup.createStateConfig({
      description: 'Enrolment timed out. The button reads Resubmit; the same key is sent again.',
      on: { 'enrol.requested': { target: 'submitting' } },
    }),
  };
  return { choosing, common };
}

function planOnlyScreen(route: string) {
  const { choosing, common } = enrolScreen(route, true);
  return machineSetup.createStateConfig({
    description:
      '/EnrollStep?code=CANNOT_UPDATE_DEVICE: the tablet was refused; the button reads “Re-enroll with the Plan only”.',
    meta: { route },
    initial: 'choosing',
    states: { choosing, ...common },
  });
}

function offerScreen(route: string) {
  const { choosing, common } = enrolScreen(route, false);
  return machineSetup.createStateConfig({
    description:
      '/EnrollStep: “Congratulation, you are qualified”, the plan card (UNLIMITED when tribal), the optional tablet, Enroll now.',
    meta: { route },
    initial: 'findingTablet',
    states: {
      findingTablet: {
        description: 'Looking up the tablet by name (D21).',
        invoke: {
          id: 'findTablet',
          src: 'findTablet',
          onDone: {
            target: 'choosing',
            actions: { type: 'rememberTablet', params: ({ event }) => ({ tablet: event.output }) },
          },
          onError: {
            target: 'choosing',
            actions: 'forgetTablet',
            description: 'No tablet could be found: offer the plan alone.',
          },
        },
      },
      choosing: {
        ...choosing,
        on: { ...choosing.on, 'tablet.chosen': { actions: 'rememberTabletChoice' } },
      },
      ...common,
    },
  });
}

function addressScreen(route: string, kind: 'enrol' | 'transfer') {
  return machineSetup.createStateConfig({
    description:
      kind === 'enrol'
        ? '/ConfirmAddress: the shipping and enrolment details (A §5); saving them goes on to enrol.'
        : '/ConfirmAddress?transfer=yes: the details the transfer needs; saving them goes on to transfer.',
    meta: { route },
    initial: 'editing',
    states: {
      editing: {
        description: 'Waiting for the completed address form.',
        on: {
          'address.submitted': {
            guard: 'isCompleteAddress',
            target: 'submitting',
            actions: 'rememberAddress',
          },
        },
      },
      submitting: submitting(kind, 'editing', 'timedOut'),
      timedOut: {
        description: 'Timed out. The button reads Resubmit; the same key is sent again.',
        on: {
          'address.submitted': {
            guard: 'isCompleteAddress',
            target: 'submitting',
            actions: 'rememberAddress',
          },
        },
      },
    },
  });
}

/** The enrol or transfer call's input: the saved data, the tablet and the attempt's key. */
export function enrolmentRequest(
  context: EnrolmentContext,
  kind: 'enrol' | 'transfer',
  planOnly: boolean,
): EnrolmentRequest {
  const tablet =
    kind === 'enrol' && !planOnly && context.tabletWanted && context.tablet ? context.tablet : null;
  const attempt = kind === 'transfer' ? 'transfer' : tablet ? 'enrol-tablet' : 'enrol-plan';
  return {
    saved: context.savedEnrolment ?? emptySaved,
    tablet,
    idempotencyKey: idempotencyKey(context, attempt),
  };
}

const emptySaved: SavedEnrolment = {
  firstName: '',
  lastName: '',
  emailAddress: '',
  contactPhoneNumber: '',
  shippingAddress1: '',
  shippingAddress2: '',
  shippingCity: '',
  shippingState: '',
  state: '',
  shippingZipcode: '',
  shippingCountry: 'US',
  dob: '',
  applicationId: '',
  ebbpTribalBenefitFlag: '0',
};

/** The step's answers with any secret the applicant typed again after a reload (D14). */
function withSecrets(
  application: ApplicationData,
  event: { ssn4?: string; tribalId?: string },
): ApplicationData {
  return {
    ...application,
    personal:
      application.personal && event.ssn4
        ? { ...application.personal, ssn4: event.ssn4 }
        : application.personal,
    tribal:
      application.tribal && event.tribalId
        ? { ...application.tribal, tribalId: event.tribalId }
        : application.tribal,
  };
}

/** Values for the `{name}` placeholders of `meta.route`. */
export function routeParams(context: EnrolmentContext): Record<string, string> {
  const coverage = context.coverage;
  return {
    zipCode: context.zipCode,
    unservedState: coverage && !coverage.served && coverage.state ? coverage.state : '',
    unknownZip: coverage && coverage.state === null ? coverage.zipCode : '',
    applicationId: context.eligibility.applicationId,
    orderId: context.order?.orderId ?? '',
    nladSubscriberId: context.order?.nladSubscriberId ?? '',
    activationCode: context.order?.activationCode ?? '',
  };
}

/** Fill a `meta.route` template; empty query values are dropped, the rest URL-encoded. */
export function fillRoute(template: string, params: Record<string, string>): string {
  const [path = '/', query] = template.split('?');
  if (!query) return path;
  const search = new URLSearchParams();
  for (const pair of query.split('&')) {
    const [key = '', raw = ''] = pair.split('=');
    const value = raw.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
    if (value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
