import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the application pages read of the machine, in one place: tags and screens, never a
// state path (issue 13 §3).

/** The eligibility check sent with the agreement timed out: the button says Resubmit. */
export const isAgreementTimedOut = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('timedOut');
