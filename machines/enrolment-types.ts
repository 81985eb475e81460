import type { StepName } from './application-data';
import { emptyApplication } from './application-data';
import type {
  Agreement,
  ApiFailure,
  ApplicationData,
  CoverageAnswer,
  EligibilityIds,
  LegacyContact,
  LegacyData,
  LegacyHomeAddress,
  LegacyIdentity,
  LegacyPersonal,
  LegacyProgram,
  LegacyQuestion,
  OrderDetails,
  OrderLookup,
  ResolutionDetails,
  Tablet,
} from './flow-types';
import { emptyLegacy } from './legacy-data';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from './program-rules';
import type { SecretField, StepAnswered } from './step-answers';
import type { ShippingDetails } from './steps/shipping-details';

// The machine's context, events and notices: the shapes every region and the app share.

export interface EnrolmentContext {
  /** The zip code the applicant entered; '' before the coverage check. */
  zipCode: string;
  /** What the coverage check found for `zipCode`. */
  coverage: CoverageAnswer | null;
  /** The last failed call or refused answer, shown on the screen that made it. */
  failure: ApiFailure | null;
  /** The six steps' answers. */
  application: ApplicationData;
  /**
   * D58: the home state step 2 was answered with, which the provider said it does not serve
   * ('' none): step 2 says so, with D49's links, until another answer is given.
   */
  unservedState: string;
  /** The short legacy flow's answers (B §2, §4). */
  legacy: LegacyData;
  /** The ids kept between pages after a check (A §3, §4). */
  eligibility: EligibilityIds;
  /** The last eligibility status seen ('' none). */
  eligibilityStatus: string;
  /** The last answer repeated the status before it for the same application (D48). */
  stillPending: boolean;
  /**
   * The person and shipping address the applicant gave on /ConfirmAddress, when they did:
   * an answer, read with the others when the enrolment is sent (D51).
   */
  shipping: ShippingDetails | null;
  /** The day the check said COMPLETE (YYYY-MM-DD, the applicant's day): a separate household's date (D44). */
  checkedOn: string;
  /** The tablet offered with the plan (D21), when the provider has one. */
  tablet: Tablet | null;
  /** The applicant ticked the tablet (kept across a reload). */
  tabletWanted: boolean;
  /** A link from the API the browser is about to follow (D16 checked). */
  leavingTo: string;
  /** PENDING_RESOLUTION's failures and date, shown before the applicant follows the link (D30). */
  resolution: ResolutionDetails | null;
  /** A status lookup found the household already enrolled: its order id ('' none). */
  enrolledOrderId: string;
  /** The finished order, for the confirmation page. */
  order: OrderDetails | null;
  /** What the order lookup found. */
  orderLookup: OrderLookup | null;
  /** B §8: the error a failure page shows. Kept when the flow is cleared. */
  failurePageError: string;
  /** D16: the app's own host and the hosts a carrier allows. Configuration, not flow data. */
  appHost: string;
  redirectHosts: string[];
  /** The build's program profile, as far as the machine checks it (DEC-116). Configuration. */
  programRules: ProgramRules;
  /**
   * D57: the registered representative (RAD ID) assisting on this device, '' when none. The
   * shift's, not the applicant's: a wipe between applicants keeps it, and the tab keeps it
   * under a key of its own, never beside the answers.
   */
  representative: string;
}

export interface EnrolmentInput {
  appHost?: string;
  redirectHosts?: string[];
  /** The build's rules; without them, the default profile's (D38). */
  programRules?: ProgramRules;
  /** D57: the representative whose shift this tab is in (its own key in the tab), if any. */
  representative?: string;
}

/** D14: the numbers a reload dropped, typed again on the review or the agreement. */
export type RetypedSecrets = { [F in SecretField]?: string };

export type EnrolmentEvent =
  | { type: 'route.visited'; path: string; query: Record<string, string> }
  | { type: 'session.expired' }
  | { type: 'zip.submitted'; zipCode: string }
  | { type: 'coverage.continued' }
  | { type: 'waitlist.submitted'; email: string; phone: string }
  | { type: 'waitlist.backed' }
  | { type: 'restart.confirmed' }
  | { type: 'restart.cancelled' }
  | StepAnswered
  | { type: 'review.edit'; step: StepName }
  | ({ type: 'review.confirmed' } & RetypedSecrets)
  | ({ type: 'agreement.submitted'; agreement: Agreement } & RetypedSecrets)
  | { type: 'status.submitted'; applicationId: string; eligibilityCheckId: string }
  | { type: 'status.retried' }
  | { type: 'order.retried' }
  | { type: 'tablet.chosen'; wanted: boolean }
  | { type: 'enrol.requested' }
  | { type: 'address.edit' }
  | { type: 'address.submitted'; details: ShippingDetails }
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
  | { type: 'legacy.plan.requested' }
  // D57: a representative's shift on a shared device.
  | { type: 'representative.submitted'; repId: string }
  | { type: 'representative.confirmed' }
  | { type: 'representative.backed' }
  | { type: 'applicant.next' }
  | { type: 'applicant.idle' }
  | { type: 'shift.ended' };

/** What the UI is told, for things a person should hear about that are not screens. */
export type EnrolmentNotice = {
  type: 'notice';
  notice:
    | 'waitlist.joined'
    | 'session.expired'
    | 'provider.message'
    | 'transfer.incomplete'
    | 'order.missing'
    | 'applicant.wiped'
    | 'applicant.idleWiped';
  /** The provider's own words, for `provider.message`. */
  message?: string;
  /** A code the app words itself (src/lib/failure-message.ts), when the provider gave one. */
  code?: string;
};

export interface ScreenMeta {
  /**
   * Where the screen lives. `{name}` placeholders are filled from `routeParams(context)`;
   * a query parameter whose value is empty is left out.
   */
  route: string;
}

export const noIds: EligibilityIds = {
  applicationId: '',
  eligibilityCheckId: '',
  tribalStatusConfirmed: false,
};

/** Everything about one applicant's flow; clearing the flow resets exactly this. */
export const flowData = {
  zipCode: '',
  coverage: null,
  failure: null,
  application: emptyApplication,
  unservedState: '',
  legacy: emptyLegacy,
  eligibility: noIds,
  eligibilityStatus: '',
  stillPending: false,
  shipping: null,
  checkedOn: '',
  tablet: null,
  tabletWanted: false,
  leavingTo: '',
  resolution: null,
  enrolledOrderId: '',
  order: null,
  orderLookup: null,
} satisfies Omit<
  EnrolmentContext,
  'failurePageError' | 'appHost' | 'redirectHosts' | 'programRules' | 'representative'
>;

export function initialContext(input: EnrolmentInput = {}): EnrolmentContext {
  return {
    ...flowData,
    failurePageError: '',
    appHost: input.appHost ?? '',
    redirectHosts: input.redirectHosts ?? [],
    programRules: input.programRules ?? DEFAULT_PROGRAM_RULES,
    representative: input.representative ?? '',
  };
}
