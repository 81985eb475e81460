// A new deploy replaces the build this tab runs: every file has its hash in its name, and the
// old ones are gone (deploy/README.md). A page that does not arrive then is not the
// connection, and no retry brings it: only a reload, which loads the new build. The chunk this
// code is in is one of the tab's own files, so the server saying it is gone tells the two apart.

const PROBE_TIMEOUT_MS = 4000;

/**
 * Whether the server no longer has the build this tab runs (its own file answers 404 or 410).
 * No answer (offline, a weak line, the timeout) is not a yes: the connection is then the cause.
 */
export async function siteReplaced(ownFile: string = import.meta.url): Promise<boolean> {
  try {
    const response = await fetch(ownFile, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

// A provider call whose code does not arrive is made inside the flow's machine, far from any
// page: it tells the page's frame here, which shows the same dialog a page that did not arrive
// shows (error-boundary.tsx). Once said, it stays said: the tab's build does not come back.
let updated = false;
const listeners = new Set<() => void>();

/** Whether the tab has been told its build is gone. */
export const siteUpdated = (): boolean => updated;

/** Calls `listener` once the tab is told its build is gone; returns the unsubscribe. */
export function onSiteUpdated(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * After code that did not arrive: asks the server whether the build is gone, and if it is,
 * tells the frame. Resolves with the answer.
 */
export async function checkSiteReplaced(replaced: () => Promise<boolean> = siteReplaced) {
  const gone = await replaced();
  if (gone && !updated) {
    updated = true;
    for (const listener of listeners) listener();
  }
  return gone;
}
