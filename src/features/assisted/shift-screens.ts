import type { ScreenKey } from '../../../machines/screens';

/**
 * D57: the screens where an applicant's application has come to its end (a completion, a
 * failure, an answer to wait for or act on elsewhere): the representative hands the device to
 * the next applicant from here.
 */
export const APPLICATION_ENDS: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'completed',
  'enrolmentFailure',
  'transferFailure',
  'reviewing',
  'rejected',
  'expired',
  'zipNotServed',
  'householdBenefit',
  'toVerifier',
]);

/** D57: how long a device may sit untouched before the applicant's data is wiped. */
export const IDLE_WIPE_MS = 10 * 60 * 1000;

/** WCAG 2.2.1: the warning comes this long before, with a way to stay. */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

/** What counts as a touch: anything the applicant or the representative does on the page. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;
