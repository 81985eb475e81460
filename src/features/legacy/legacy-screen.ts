import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the short form's pages read of the machine, in one place: tags, never a state path
// (issue 13 §3).

/** The check sent from the review timed out: Next says Resubmit. */
export const isLegacyReviewTimedOut = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('timedOut');
