import type { SnapshotFrom } from 'xstate';
import type { enrolmentMachine } from './enrolment.machine';
import type { ScreenMeta } from './enrolment-types';
import { fillRoute, routeParams, type ScreenKey, screenKeys, screens } from './screens';

type EnrolmentSnapshot = SnapshotFrom<typeof enrolmentMachine>;

/**
 * The URL of the screen the machine is showing: the deepest active state's `meta.route`,
 * filled from context. Null when no screen is open.
 */
export function screenRoute(snapshot: EnrolmentSnapshot): string | null {
  // getMeta() lists active states parents first, so the last route is the deepest one.
  const metas = Object.values(snapshot.getMeta()) as Array<Partial<ScreenMeta> | undefined>;
  const template = metas.reduce<string | null>((found, meta) => meta?.route ?? found, null);
  return template === null ? null : fillRoute(template, routeParams(snapshot.context));
}

const screenByState = new Map<string, ScreenKey>(
  screenKeys.map((key) => [`enrolment.${screens[key].state}`, key]),
);

/**
 * Which screen the machine is showing, as its key in the screen table: the deepest active
 * state that is a screen. Pages ask this instead of matching state paths. Null when none is.
 */
export function currentScreen(snapshot: EnrolmentSnapshot): ScreenKey | null {
  // getMeta() is keyed by state id, parents first: the last screen found is the deepest.
  return Object.keys(snapshot.getMeta()).reduce<ScreenKey | null>(
    (found, id) => screenByState.get(id) ?? found,
    null,
  );
}
