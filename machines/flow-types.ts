import type { YesNo } from './answers/fields';
import type { Reach } from './contact-reach';
import type { Answers, StepAnswer } from './step-answers';
import type { LegacyContact } from './steps/legacy-contact';
import type { LegacyHomeAddress } from './steps/legacy-home-address';
import type { LegacyIdentity } from './steps/legacy-identity';
import type { LegacyPersonal } from './steps/legacy-personal';
import type { LegacyProgram } from './steps/legacy-program';
import type { LegacyQuestion } from './steps/legacy-question';

// The data the enrolment machine exchanges with the outside world. Plain types only: the
// machine stays pasteable into the Stately visualizer, and src/ adapts the real API to these.

/** Why a call to the provider API did not give a usable answer (D3, D22). */
export type ApiFailureKind =
  /** The gateway's 504 "Endpoint request timed out", or our own client timeout (D3). */
  | 'timeout'
  /** No answer reached us: offline, DNS, connection reset. */
  | 'network'
  /** The API answered with an error and a message meant for the applicant. */
  | 'rejected'
  /** The answer did not parse or did not fit its schema. */
  | 'malformed'
  /** A 5xx with no readable body: the provider's system failed (D30). */
  | 'server'
  /** A link from the API that D16 does not allow us to follow. */
  | 'unsafe-link';

export interface ApiFailure {
  kind: ApiFailureKind;
  /** Text from the provider, shown as is (never HTML). */
  message?: string;
  /** An error code from the provider (INVALID_TRIBAL_ID, STATE_NOT_SUPPORTED, …). */
  code?: string;
}

/** What the coverage check found for a zip code (B §4). */
export interface CoverageAnswer {
  zipCode: string;
  /** Two-letter code of the state the zip belongs to; null when no range holds it. */
  state: string | null;
  /** The provider serves this state. */
  served: boolean;
}

/** The contact details an applicant leaves on the sorry page, so they can be told later. */
export interface WaitlistEntry {
  email: string;
  phone: string;
  zipCode: string;
  state: string | null;
}

// ---- The application (A §2, §3) -------------------------------------------------------

export type { ContactInfo } from './steps/contact-info';
export type { YesNo };

/** Step 1's answer. `ssn4` is never stored (D14): after a reload it is '' and asked again. */
export type PersonalInfo = StepAnswer<'personalInfo'>;
/** Step 3's answer (D5). */
export type HouseholdInfo = StepAnswer<'household'>;
/** Step 4's answer: `income` only with the income route, `publicHousingCode` only with E4. */
export type Qualification = StepAnswer<'qualification'>;
export type IncomeDetails = NonNullable<Qualification['income']>;

/**
 * Step 7 (D6): one initial per certification, the typed signature and the digital-signature
 * box; and (D56) when, in which language and over which wording it was signed, which the
 * signed record the check carries needs.
 */
export interface Agreement {
  initials: string[];
  signature: string;
  signatureConsent: boolean;
  /** D56: when it was signed: ISO 8601 in the applicant's local time, with its offset. */
  signedAt: string;
  /** D56: the language the agreement was shown in. */
  language: 'en' | 'es';
  /** D56: the carrier's FCC-approved wording was shown, or the profile's summary. */
  wording: 'carrier' | 'summary';
}

export interface ApplicationData {
  /** Steps 1–5's answers, by step (machines/step-answers.ts). */
  answers: Answers;
  /** Step 6's consent box. */
  reviewConsent: boolean;
  agreement: Agreement | null;
  /**
   * D51: the answers the last eligibility check was sent with (null before one). An answer
   * changed since makes that check's result stale; the review shows what changed.
   */
  checked?: Answers | null;
}

/** What the eligibility check (or the status check) answered, read and sorted by src/. */
export interface EligibilityAnswer {
  status: string;
  applicationId?: string;
  eligibilityCheckId?: string;
  tribalStatusConfirmed?: boolean;
  resolutionHref?: string;
  certificationHref?: string;
  /** From `error` or `errors[].code` (INVALID_TRIBAL_ID, STATE_NOT_SUPPORTED, …). */
  errorCode?: string;
  /** `errors[]` messages (or descriptions) joined with ". ", else `message` (A §8). */
  errorText?: string;
  /** PENDING_RESOLUTION: what the National Verifier could not confirm (provider-api.md). */
  failures?: VerifierFailure[];
  /** PENDING_RESOLUTION: the last day to resolve, YYYY-MM-DD. */
  eligibilityExpirationDate?: string;
  /** A status answer's `enrolled: true` with `order.id`: already enrolled through this provider. */
  enrolledOrderId?: string;
}

/** One entry of a PENDING_RESOLUTION answer's `failures[]` (TPIV_FAIL_DOB, AMS_FAIL, …). */
export interface VerifierFailure {
  code: string;
  description?: string;
}

/** What the applicant must resolve at the National Verifier, shown before leaving for it. */
export interface ResolutionDetails {
  failures: VerifierFailure[];
  /** YYYY-MM-DD, or '' when the answer gave none. */
  expirationDate: string;
}

/** The ids kept between pages (A §3). '' when none. */
export interface EligibilityIds {
  applicationId: string;
  eligibilityCheckId: string;
  tribalStatusConfirmed: boolean;
}

// ---- Enrolment and transfer (A §4, B §4, §8) ------------------------------------------

export interface Tablet {
  id: string;
  name: string;
}

/** What an enrol or transfer call answered, sorted by src/ (B §4, §8). */
export type EnrolmentAnswer =
  | { outcome: 'redirect'; url: string }
  | {
      outcome: 'order';
      orderId: string;
      nladSubscriberId?: string;
      activationCode?: string;
      /** A §8: enrolled, but the tablet was not approved and its cost returned. */
      tabletRejected?: boolean;
      /** ISO time the answer arrived, for the applicant's confirmation. */
      enrolledAt: string;
      /** D58: the phone and e-mail the request carried (the call adds them). */
      reach?: Reach;
    }
  /** APPLICATION_NOT_FOUND or INVALID_APPLICATION_ID: /EnrolmentFailure. */
  | { outcome: 'applicationNotFound'; message: string }
  /** INELIGIBLE_FOR_TRANSFER: /Failure. */
  | { outcome: 'ineligibleForTransfer'; message: string }
  /** CANNOT_UPDATE_DEVICE: /EnrollStep?code=CANNOT_UPDATE_DEVICE. */
  | { outcome: 'cannotUpdateDevice'; message: string }
  /** A body code containing DUPLICATE: already enrolled, so transfer. */
  | { outcome: 'duplicate'; message: string }
  /**
   * D53: DUPLICATE_ADDRESS, someone else at this home already gets the benefit: the household
   * worksheet where the rules ask it, else a duplicate as B §8 says.
   */
  | { outcome: 'duplicateAddress'; message: string; code: 'DUPLICATE_ADDRESS' }
  /** Anything else the applicant must read: `field: code` pairs, errors, a bare string. */
  | { outcome: 'error'; message: string; code?: string };

export interface OrderDetails {
  orderId: string;
  nladSubscriberId: string;
  activationCode: string;
  applicationId: string;
  withTablet: boolean;
  tabletRejected: boolean;
  /** 'enrol' or 'transfer'. */
  kind: 'enrol' | 'transfer';
  enrolledAt: string;
  /** D58: the phone and e-mail the enrolment carried; absent when not known (a typed URL). */
  reach?: Reach;
}

/** GET /public/order/{id}: the fulfilment id, or the provider's message when there is none. */
export interface OrderLookup {
  fulfillmentId: string;
  message: string;
}

// ---- The short legacy flow (B §2, §4) --------------------------------------------------
// Each page's answer is its rows' (machines/steps/legacy-*.ts): /HomeAdressPage (the mailing
// fields empty unless the address differs), /ContactInformation, /QuestionPage (`ssn4` never
// stored, D14), /PersonalInformationPage, /ConfirmProgrammPage (a program, or none and the ID
// page follows) and the ID page (`documentNumber` never stored; the photo's name only).

export type { LegacyContact } from './steps/legacy-contact';
export type { LegacyHomeAddress } from './steps/legacy-home-address';
export type { GovernmentIdType, LegacyIdentity } from './steps/legacy-identity';
export type { LegacyPersonal } from './steps/legacy-personal';
export type { LegacyProgram } from './steps/legacy-program';
export type { LegacyQuestion } from './steps/legacy-question';

export interface LegacyData {
  homeAddress: LegacyHomeAddress | null;
  contact: LegacyContact | null;
  question: LegacyQuestion | null;
  personal: LegacyPersonal | null;
  program: LegacyProgram | null;
  identity: LegacyIdentity | null;
}
