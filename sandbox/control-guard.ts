import type { Context, MiddlewareHandler } from 'hono';
import { isAllowedHost, type OriginTrust, requestOrigin } from './request-origin.ts';

/**
 * A header no web page can send to another origin without a CORS preflight, which the
 * sandbox never grants for it: scripts and tests may send it instead of a JSON body.
 */
export const CONTROL_HEADER = 'X-Sandbox-Control';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHostAllowed(origin: string, hosts: ReadonlySet<string>): boolean {
  try {
    return isAllowedHost(new URL(origin).host.toLowerCase(), hosts);
  } catch {
    return false;
  }
}

function refuse(message: string) {
  return new Response(JSON.stringify({ message }), {
    status: 403,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

/**
 * Why a request must be refused as coming from another site, or null when it may be from this
 * one: a browser's Sec-Fetch-Site that is not same-origin, or an Origin whose host the sandbox
 * does not answer for, or (in a browser without Sec-Fetch-Site) another origin than its own.
 * A request with neither header is no browser's, and is left to the route's other rules.
 */
export function crossSiteRefusal(
  c: Context,
  trust: OriginTrust & { hosts: ReadonlySet<string> },
): string | null {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  if (site !== undefined && site !== 'same-origin') return `refuses ${site} requests`;
  // A page sent with `Referrer-Policy: no-referrer` (the sandbox's own pages, html.ts) posts
  // its forms with `Origin: null`: the browser's same-origin (above) vouches for it.
  if (origin === 'null' && site === 'same-origin') return null;
  // "same-origin" is the browser's view of the page's own name: after a DNS rebinding that
  // name is the attacker's, so the Origin's host must be one the sandbox answers for too.
  if (origin !== undefined && !originHostAllowed(origin, trust.hosts)) {
    return `refuses requests from ${origin}`;
  }
  // The browser's own word (Sec-Fetch-Site, which no page can set) wins: behind a dev proxy
  // the Origin is the proxy's, not the sandbox's. Browsers without it are judged by Origin.
  if (site === undefined && origin !== undefined && origin !== requestOrigin(c, trust)) {
    return `refuses requests from ${origin}`;
  }
  return null;
}

/**
 * The control routes change what every visitor gets (faults, a reset), so they refuse
 * cross-site requests (issue 15 §2): a browser request must come from the sandbox's own
 * origin (Origin / Sec-Fetch-Site), and a request must be JSON or carry CONTROL_HEADER —
 * both need a preflight from another site — unless it is the control page's own form,
 * proven same-origin by the browser. text/plain, which a page can post anywhere, is refused.
 */
export function controlGuard(
  trust: OriginTrust & { hosts: ReadonlySet<string> },
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const crossSite = crossSiteRefusal(c, trust);
    if (crossSite !== null) return refuse(`Sandbox control ${crossSite}`);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const sameOriginBrowser = site === 'same-origin' || origin !== undefined;
    const allowed =
      type === 'application/json' ||
      c.req.header(CONTROL_HEADER) !== undefined ||
      (type === 'application/x-www-form-urlencoded' && sameOriginBrowser);
    if (!allowed) {
      return refuse(
        `Sandbox control needs Content-Type: application/json (or the ${CONTROL_HEADER} header)`,
      );
    }
    return next();
  };
}
