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

export function cacheControlFor(urlPath: string, contentType: string): string {
  if (contentType.startsWith('text/html')) return HTML_CACHE;
  return urlPath.startsWith(ASSETS_PREFIX) ? IMMUTABLE : OTHER_CACHE;
}
