import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { loadBuildSettings } from '../profiles/build-settings.ts';
import type { CarrierSettings } from '../profiles/carrier-settings.ts';

export type CspOptions = {
  // Origins the app may call besides its own (the provider API and the contact webhook).
  connectSrc?: readonly string[];
  // Origins the app's forms may post to besides its own (the National Verifier).
  formAction?: readonly string[];
  // The build's inline styles, as CSP hash sources ('sha256-…'): the stylesheet the prerendered
  // pages carry inline (dist/csp-hashes.json, DEC-095). Nothing else may style inline.
  styleHashes?: readonly string[];
};

export type SecurityOptions = CspOptions & {
  // Strict-Transport-Security max-age in seconds; off unless set (HSTS_MAX_AGE): a host that
  // is not on HTTPS everywhere would lock its visitors out for that long.
  hstsMaxAge?: number;
};

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const list = (extra: readonly string[] | undefined) =>
    ["'self'", ...new Set(extra ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${list(options.styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list(options.connectSrc)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${list(options.formAction)}`,
    "object-src 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(options.hstsMaxAge
      ? { 'Strict-Transport-Security': `max-age=${options.hstsMaxAge}; includeSubDomains` }
      : {}),
  };
}

function originOf(value: string): string | undefined {
  // A path such as /api is on the app's own origin: 'self' covers it.
  if (value.startsWith('/')) return undefined;
  return new URL(value).origin;
}

// D16: http is allowed only for localhost and 127.0.0.1, https for every listed host.
function hostOrigins(host: string): string[] {
  const name = host.replace(/:\d+$/, '');
  const local = name === 'localhost' || name === '127.0.0.1';
  return local ? [`http://${host}`, `https://${host}`] : [`https://${host}`];
}

/** The origins a build's CSP names besides its own: written into dist/build-info.json. */
export type CspOrigins = { connectSrc: string[]; formAction: string[] };

/**
 * The CSP's origins for a carrier's API settings, once validated (profiles/carrier-settings.ts
 * lets no character through that would change the policy or the nginx config, issue 28 §4).
 */
export function cspOrigins(api: CarrierSettings['api']): CspOrigins {
  return {
    connectSrc: [
      ...new Set(
        [api.baseUrl, api.contactWebhookUrl]
          .map(originOf)
          .filter((origin): origin is string => origin !== undefined),
      ),
    ],
    formAction: [...new Set(api.redirectHosts.flatMap(hostOrigins))],
  };
}

// The CSP must name the same origins the build was made with: the carrier's settings (the file
// CARRIER_CONFIG names, else the demo carrier of PROGRAM) with the app's VITE_* variables over
// them, validated as the build validates them (DEC-102). For the committed nginx config and the
// tests: a server serving a build reads the build's own (dist/build-info.json, issue 28 §5).
export function cspOptionsFromEnv(
  env: Record<string, string | undefined>,
  root = process.cwd(),
): SecurityOptions {
  const { settings } = loadBuildSettings(env, root);
  return { ...cspOrigins(settings.api), ...hstsFromEnv(env.HSTS_MAX_AGE) };
}

export function hstsFromEnv(value: string | undefined): { hstsMaxAge?: number } {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return {};
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`HSTS_MAX_AGE must be a whole number of seconds, not "${value}"`);
  }
  return { hstsMaxAge: seconds };
}

/** What the build wrote beside the pages: scripts/prerender.ts computes it. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

export type CspHashes = { 'style-src': string[] };

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes of a build's inline styles (dist/csp-hashes.json). They change with every
 * stylesheet, so they come from the build, not from settings; a dist/ without the file (no
 * build yet) allows no inline style.
 */
export function readCspHashes(distDir: string): Pick<CspOptions, 'styleHashes'> {
  const file = join(distDir, CSP_HASHES_FILE);
  if (!existsSync(file)) return {};
  const hashes = (JSON.parse(readFileSync(file, 'utf8')) as Partial<CspHashes>)['style-src'];
  if (!Array.isArray(hashes) || !hashes.every((hash) => HASH_SOURCE.test(String(hash)))) {
    throw new Error(`${file} must list 'sha256-…' sources under "style-src"`);
  }
  return { styleHashes: hashes };
}

export function withSecurityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(options));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
