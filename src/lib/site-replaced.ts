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
