import { currentScreen } from '../../../machines/screen-route';
import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the status pages read of the machine, in one place: screens and tags, never a state
// path (issue 13 §3).

export type StatusScreenKind = 'lookup' | 'reviewing' | 'rejected' | 'expired';

const kinds: Partial<Record<string, StatusScreenKind>> = {
  checkStatus: 'lookup',
  reviewing: 'reviewing',
  rejected: 'rejected',
  expired: 'expired',
};

/** Which of the four status screens is on show; null on any other screen. */
export function statusScreenOf(snapshot: EnrolmentSnapshot): StatusScreenKind | null {
  return kinds[currentScreen(snapshot) ?? ''] ?? null;
}

/**
 * Back from the National Verifier, the status check ended without an answer: the return
 * screen, no longer busy checking.
 */
export const isVerifierNotChecked = (snapshot: EnrolmentSnapshot) =>
  currentScreen(snapshot) === 'verifierReturn' && !snapshot.hasTag('busy');

/** A status lookup found the household already enrolled through us (provider-api.md). */
export const isAlreadyEnrolled = (snapshot: EnrolmentSnapshot) => snapshot.hasTag('enrolled');
