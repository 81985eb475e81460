import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the short form's pages read of the machine's state, in one place, so a page never
// spells a state path.

/** The check sent from the review timed out: Next says Resubmit. */
export const isLegacyReviewTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ legacy: { review: 'timedOut' } });
