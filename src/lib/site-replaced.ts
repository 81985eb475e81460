// A new deploy replaces the build this tab runs: every file has its hash in its name, and the
// old ones are gone (deploy/README.md). A page that does not arrive then is not the
// connection, and no retry brings it: only a reload, which loads the new build. The server
// saying the tab's own files are gone tells the two apart. The file that failed is asked for,
// not only the chunk this code is in: behind a CDN, or after a deploy that left some old files,
// that chunk may still answer 200 from a cache while the page's own file is gone for good.

const PROBE_TIMEOUT_MS = 4000;
/** At most this many files are asked for: the ones that failed first, then this chunk. */
const MAX_PROBES = 4;
const URL_IN_TEXT = /(?:https?:\/\/[^\s'"<>()]+|\/assets\/[^\s'"<>()]+)/g;

/** The messages of an error and of its causes. */
function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let at = error, depth = 0; at instanceof Error && depth < 5; depth++) {
    messages.push(at.message);
    at = at.cause;
  }
  return messages;
}

/**
 * The site's own files that did not arrive: those a load error names (Chromium's and Firefox's
 * import() errors, Vite's preload error name the file), and those the browser fetched with a
 * 404 or 410 (Resource Timing, where the browser says). Another site's files are never asked.
 */
export function failedFiles(
  error: unknown,
  origin: string = globalThis.location?.origin ?? '',
): string[] {
  const files = new Set<string>();
  const own = (text: string) => {
    try {
      const url = new URL(text, origin);
      if (url.origin === origin) files.add(url.href);
    } catch {
      // Not an address.
    }
  };
  for (const message of messagesOf(error))
    for (const [text] of message.matchAll(URL_IN_TEXT)) own(text);
  const entries = globalThis.performance?.getEntriesByType?.('resource') ?? [];
  for (const entry of entries as (PerformanceEntry & { responseStatus?: number })[]) {
    if (entry.responseStatus === 404 || entry.responseStatus === 410) own(entry.name);
  }
  return [...files];
}

/** Whether the server no longer has `file`: 404 or 410. No answer is not a yes. */
async function gone(file: string): Promise<boolean> {
  try {
    const response = await fetch(file, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/**
 * Whether the server no longer has the build this tab runs: the files that failed (`failed`,
 * the load error) or this chunk (`ownFile`) answer 404 or 410. One gone is enough, whatever
 * the others answer. No answer (offline, a weak line, the timeout) is not a yes: the
 * connection is then the cause.
 */
export async function siteReplaced(
  failed?: unknown,
  ownFile: string = import.meta.url,
): Promise<boolean> {
  const files = [...new Set([...failedFiles(failed), ownFile])].slice(0, MAX_PROBES);
  const answers = await Promise.all(files.map(gone));
  return answers.includes(true);
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
 * After code that did not arrive (`failed`, the load error): asks the server whether the build
 * is gone, and if it is, tells the frame. Resolves with the answer.
 */
export async function checkSiteReplaced(
  failed?: unknown,
  replaced: (failed?: unknown) => Promise<boolean> = siteReplaced,
) {
  const gone = await replaced(failed);
  if (gone && !updated) {
    updated = true;
    for (const listener of listeners) listener();
  }
  return gone;
}
