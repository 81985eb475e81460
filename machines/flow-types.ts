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
  | 'malformed';

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
