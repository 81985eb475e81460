import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the enrolment pages read of the machine's state, in one place, so a page never spells
// a state path.

/** The offer on show: the plan only (the tablet was refused), the first offer, or neither. */
export function planOnlyOf(snapshot: EnrolmentSnapshot): boolean | null {
  if (snapshot.matches({ enrolment: 'planOnly' })) return true;
  if (snapshot.matches({ enrolment: 'offer' })) return false;
  return null;
}

export const isFindingTablet = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ enrolment: { offer: 'findingTablet' } });

export const isEnrolTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ enrolment: { offer: 'timedOut' } }) ||
  snapshot.matches({ enrolment: { planOnly: 'timedOut' } });

export const isChoosingOffer = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ enrolment: { offer: 'choosing' } }) ||
  snapshot.matches({ enrolment: { planOnly: 'choosing' } });

/** The address page on show: for a transfer, for an enrolment, or neither. */
export function transferAddressOf(snapshot: EnrolmentSnapshot): boolean | null {
  if (snapshot.matches({ transfer: 'confirmAddress' })) return true;
  if (snapshot.matches({ enrolment: 'confirmAddress' })) return false;
  return null;
}

export const isConfirmAddressTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ enrolment: { confirmAddress: 'timedOut' } }) ||
  snapshot.matches({ transfer: { confirmAddress: 'timedOut' } });

export const isTransferTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ transfer: { offer: 'timedOut' } });

export const isLookingUpOrder = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ completed: 'lookingUp' });

export const isTransferFailure = (snapshot: EnrolmentSnapshot) =>
  snapshot.matches({ failed: 'transfer' });
