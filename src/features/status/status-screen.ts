import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the status pages read of the machine's state, in one place, so a page never spells a
// state path.

export type StatusScreenKind = 'lookup' | 'reviewing' | 'rejected' | 'expired';

/** Which of the four status screens is on show; null on any other screen. */
export function statusScreenOf(snapshot: EnrolmentSnapshot): StatusScreenKind | null {
  if (snapshot.matches({ status: 'lookup' })) return 'lookup';
  if (snapshot.matches({ status: 'reviewing' })) return 'reviewing';
  if (snapshot.matches({ status: 'rejected' })) return 'rejected';
  if (snapshot.matches({ status: 'expired' })) return 'expired';
  return null;
}

/** Back from the National Verifier, the status check ended without an answer. */
export const isVerifierNotChecked = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ verifierReturn: 'notChecked' });
