import { applicationSteps, type ScreenKey, screens } from '../../../machines/screens';

// Issue 30: the idle prefetch brought every screen one step away, and most of them are where an
// application goes only when something else happens (a zip code not served, a refusal, an
// address to confirm, the status lookup, the short legacy form): over one whole application
// 13 files that were never shown. Now it brings the screens an application goes through when
// all goes well, and once the applicant is on a side path (the legacy form, the status
// lookup, a transfer), that path's own screens. Any other screen is fetched when the flow gets
// there, as a reload fetches it.

/** The screens of an application that goes through: zip code, answer, the steps, offer, order. */
const MAIN_PATH: ReadonlySet<ScreenKey> = new Set<ScreenKey>([
  'zip',
  'zipServed',
  ...applicationSteps,
  'enrollStep',
  'completed',
]);

/** A screen's part of the machine: the top state it lives in (`legacy`, `status`, …). */
const partOf = (key: ScreenKey) => screens[key].state.split('.')[0];

/**
 * Of the screens one step away (`next`), those worth fetching ahead from the screen on show at
 * `shownPath` (a path without its query): the main path's, and the side path's own when the
 * applicant is on one.
 */
export function screensToPrefetch(shownPath: string, next: readonly ScreenKey[]): ScreenKey[] {
  const shown = (Object.keys(screens) as ScreenKey[]).filter(
    (key) => screens[key].path === shownPath,
  );
  const onMainPath = shown.some((key) => MAIN_PATH.has(key));
  const sidePaths = new Set(onMainPath ? [] : shown.map(partOf));
  return next.filter((key) => MAIN_PATH.has(key) || sidePaths.has(partOf(key)));
}
