import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { screenRoute } from '../../../machines/screen-route';
import { canonicalPath, isFlowPath } from '../../config/paths';
import { type EnrolmentActor, type EnrolmentSnapshot, useFlowActor } from '../../lib/flow-context';

// Module state, not component state: the sync outlives remounts between flow routes and
// visits to the information pages.
const sync = {
  /** The last URL the machine and the address bar agreed on. */
  lastRoute: null as string | null,
  /** True while a URL is being turned into an event, so the answer replaces history. */
  visiting: false,
  /** D57: the last screen was part of a representative's shift. */
  assisted: false,
};

/** Test hook: forget what the sync has seen (a new tab, in effect). */
export function resetRouteSync(): void {
  sync.lastRoute = null;
  sync.visiting = false;
  sync.assisted = false;
}

/**
 * D57: on a shared device each screen of a shift replaces the one before in the tab's history,
 * as does the first screen after it, so no Back button leads into an earlier applicant's pages
 * and no earlier URL (a zip code, an order id) stays in the history.
 */
function replacesHistory(snapshot: EnrolmentSnapshot): boolean {
  const assisted = snapshot.context.representative !== '';
  const replace = assisted || sync.assisted;
  sync.assisted = assisted;
  return replace;
}

/** A flow URL the machine is not showing becomes `route.visited`; the machine decides. */
function visit(actor: EnrolmentActor, pathname: string, search: string): void {
  const here = `${pathname}${search}`;
  const path = canonicalPath(pathname);
  if (path === null || !isFlowPath(path) || here === screenRoute(actor.getSnapshot())) return;
  sync.visiting = true;
  try {
    actor.send({
      type: 'route.visited',
      path,
      query: Object.fromEntries(new URLSearchParams(search)),
    });
  } finally {
    sync.visiting = false;
  }
}

/**
 * The zip entry hands over (DEC-156): the machine, just started, hears the URL the applicant
 * is on, and the sync counts it as heard, so the flow's first render does not send it again.
 */
export function hearUrl(actor: EnrolmentActor, pathname: string, search: string): void {
  visit(actor, pathname, search);
  sync.lastRoute = `${pathname}${search}`;
}

/**
 * The machine hears the address bar's URL before the flow first draws, so that first render
 * is already the screen the URL leads to: a prerendered /ZipCodePage is taken over as it is,
 * and a slow phone draws the screen once instead of an empty page and then the screen.
 * Called at the top of the flow, before anything reads the machine.
 */
export function useUrlBeforeFirstRender(): void {
  const actor = useFlowActor();
  const { pathname, search } = useLocation();
  useState(() => {
    if (`${pathname}${search}` !== sync.lastRoute) visit(actor, pathname, search);
    return null;
  });
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
        navigate(route, { replace: replacesHistory(snapshot) });
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (here === sync.lastRoute) {
      // The machine moved on before this subscribed (the zip entry's hand-over, DEC-156, with
      // an answer that came at once): the address bar catches up, as a step.
      const snapshot = actor.getSnapshot();
      const route = screenRoute(snapshot);
      if (route !== null && route !== here) {
        sync.lastRoute = route;
        navigate(route, { replace: replacesHistory(snapshot) });
      }
      return;
    }
    visit(actor, location.pathname, location.search);
    const route = screenRoute(actor.getSnapshot());
    sync.lastRoute = route ?? here;
    if (route !== null && route !== here) navigate(route, { replace: true });
  }, [actor, location.pathname, location.search, navigate]);

  return null;
}
