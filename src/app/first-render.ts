import { canonicalPath, isFlowPath } from '../config/paths';

/** What a prerendered page says it holds: `<div id="root" data-locale data-path>`. */
export interface Prerendered {
  locale?: string;
  path?: string;
}

export interface Visit {
  locale: string;
  pathname: string;
  search: string;
  /** A flow is kept in this tab: its screens may differ from a fresh start's. */
  flowStored: boolean;
}

/**
 * React takes over the prerendered HTML (hydrates) only when it is exactly what the first
 * render will draw: the same page, in the language this reader chose, and for a flow page,
 * a fresh start. Anything else is drawn afresh over it: a static host serves the English
 * prerender to everyone, and a stored flow may be on another screen or have answers.
 */
export function canHydrate(prerendered: Prerendered, visit: Visit): boolean {
  if (!prerendered.path || !prerendered.locale) return false;
  if (prerendered.locale !== visit.locale) return false;
  if (visit.search !== '') return false;
  if (canonicalPath(visit.pathname) !== visit.pathname || visit.pathname !== prerendered.path) {
    return false;
  }
  return !(isFlowPath(visit.pathname) && visit.flowStored);
}
