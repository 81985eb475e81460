// One cache policy for both servers: the Node server (serve-app.ts) and the nginx config
// generated for carriers (scripts/nginx-config.ts).

/** Vite fingerprints everything under /assets/, so those files never change. */
export const ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * HTML (the shell and the prerendered pages) is never kept: it names the current build's
 * assets, and a prerendered page differs by language (issue 15 §3).
 */
export const HTML_CACHE = 'no-store';
/** Any other file (robots.txt, icons) is revalidated on each use. */
export const OTHER_CACHE = 'no-cache';
/**
 * An error (404, 405, 416, …) is never kept (issue 28 §3): a chunk asked for a moment before
 * the deploy that brings it answers 404 once, and a cache that kept that 404 as immutable would
 * break the page for a year.
 */
export const ERROR_CACHE = 'no-store';
/** The answers the policy above may cache: a file (200), part of one (206), or a 304. */
export const CACHEABLE_STATUSES = [200, 206, 304] as const;

export function cacheControlFor(urlPath: string, contentType: string, status = 200): string {
  if (!(CACHEABLE_STATUSES as readonly number[]).includes(status)) return ERROR_CACHE;
  if (contentType.startsWith('text/html')) return HTML_CACHE;
  return urlPath.startsWith(ASSETS_PREFIX) ? IMMUTABLE : OTHER_CACHE;
}
