import { enrolmentDetails } from '../../../machines/enrolment-details';
import { currentScreen } from '../../../machines/screen-route';
import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the enrolment pages read of the machine, in one place: tags, screens and the events it
// would take, never a state path (issue 13 §3).

/** The offer on show: the plan only (the tablet was refused), the first offer, or neither. */
export function planOnlyOf(snapshot: EnrolmentSnapshot): boolean | null {
  const screen = currentScreen(snapshot);
  if (screen === 'enrollStepPlanOnly') return true;
  if (screen === 'enrollStep') return false;
  return null;
}

export const isFindingTablet = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('tablet.finding');

export const isEnrolTimedOut = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('timedOut');

/** Waiting for Enroll now, when the shipping details may still be changed. */
export const isChoosingOffer = (snapshot: EnrolmentSnapshot) =>
  snapshot.can({ type: 'address.edit' });

/** The address page on show: for a transfer, for an enrolment, or neither. */
export function transferAddressOf(snapshot: EnrolmentSnapshot): boolean | null {
  const screen = currentScreen(snapshot);
  if (screen === 'confirmAddressTransfer') return true;
  if (screen === 'confirmAddress') return false;
  return null;
}

export const isConfirmAddressTimedOut = (snapshot: EnrolmentSnapshot) =>
  snapshot.hasTag('timedOut');

export const isTransferTimedOut = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('timedOut');

/** The confirmation asks the provider for the order's fulfilment id. */
export const isLookingUpOrder = (snapshot: EnrolmentSnapshot) =>
  currentScreen(snapshot) === 'completed' && snapshot.hasTag('busy');

export const isTransferFailure = (snapshot: EnrolmentSnapshot) =>
  currentScreen(snapshot) === 'transferFailure';

/** The order lookup did not get through (issue 28 §11): it can be tried again. */
export const canRetryOrderLookup = (snapshot: EnrolmentSnapshot) =>
  snapshot.can({ type: 'order.retried' });

/** Where the SIM card goes, on one line; '' before the shipping details are known. */
export function shippingLineOf(snapshot: EnrolmentSnapshot): string {
  const details = enrolmentDetails(snapshot.context);
  return details?.shippingAddress1
    ? `${details.shippingAddress1}, ${details.shippingCity}, ${details.shippingState} ${details.shippingZipcode}`
    : '';
}
