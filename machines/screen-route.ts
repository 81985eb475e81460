import type { SnapshotFrom } from 'xstate';
import {
  type enrolmentMachine,
  fillRoute,
  routeParams,
  type ScreenMeta,
} from './enrolment.machine';

/**
 * The URL of the screen the machine is showing: the deepest active state's `meta.route`,
 * filled from context. Null when no screen is open.
 */
export function screenRoute(snapshot: SnapshotFrom<typeof enrolmentMachine>): string | null {
  // getMeta() lists active states parents first, so the last route is the deepest one.
  const metas = Object.values(snapshot.getMeta()) as Array<Partial<ScreenMeta> | undefined>;
  const template = metas.reduce<string | null>((found, meta) => meta?.route ?? found, null);
  return template === null ? null : fillRoute(template, routeParams(snapshot.context));
}
