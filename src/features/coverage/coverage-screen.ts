import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the coverage pages read of the machine's state, in one place, so a page never spells a
// state path.

export const isConfirmingRestart = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ coverage: 'confirmingRestart' });
