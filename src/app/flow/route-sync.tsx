import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { screenRoute } from '../../../machines/screen-route';
import { canonicalPath, isFlowPath } from '../../config/paths';
import { useFlowActor } from '../../lib/flow-context';

// Module state, not component state: the sync outlives remounts between flow routes and
// visits to the information pages.
const sync = {
  /** The last URL the machine and the address bar agreed on. */
  lastRoute: null as string | null,
  /** True while a URL is being turned into an event, so the answer replaces history. */
  visiting: false,
};

/** Test hook: forget what the sync has seen (a new tab, in effect). */
export function resetRouteSync(): void {
  sync.lastRoute = null;
  sync.visiting = false;
}

/**
 * Keeps the address bar and the machine in step (DESIGN.md): a screen change pushes its
 * route; a URL the person typed, a bookmark or the back button becomes `route.visited`, which
 * the machine's guards accept or refuse. No page calls navigate() for flow screens.
 */
export function RouteSync() {
  const actor = useFlowActor();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (sync.visiting) return;
      const route = screenRoute(snapshot);
      if (route !== null && route !== sync.lastRoute) {
        sync.lastRoute = route;
        navigate(route);
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (here === sync.lastRoute) return;
    const path = canonicalPath(location.pathname);
    const before = screenRoute(actor.getSnapshot());
    if (path !== null && isFlowPath(path) && here !== before) {
      sync.visiting = true;
      try {
        actor.send({
          type: 'route.visited',
          path,
          query: Object.fromEntries(new URLSearchParams(location.search)),
        });
      } finally {
        sync.visiting = false;
      }
    }
    const route = screenRoute(actor.getSnapshot());
    sync.lastRoute = route ?? here;
    if (route !== null && route !== here) navigate(route, { replace: true });
  }, [actor, location.pathname, location.search, navigate]);

  return null;
}
