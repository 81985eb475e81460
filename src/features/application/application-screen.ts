import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the application pages read of the machine's state, in one place, so a page never
// spells a state path.

/** The eligibility check sent with the agreement timed out: the button says Resubmit. */
export const isAgreementTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ application: { agreement: 'timedOut' } });
