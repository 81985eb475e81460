import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { loadBuildSettings } from '../profiles/build-settings.ts';

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

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    // A relative URL such as /api is on the app's own origin: 'self' covers it.
    return undefined;
  }
}

// D16: http is allowed only for localhost and 127.0.0.1, https for every listed host.
function hostOrigins(host: string): string[] {
  const name = host.replace(/:\d+$/, '');
  const local = name === 'localhost' || name === '127.0.0.1';
  return local ? [`http://${host}`, `https://${host}`] : [`https://${host}`];
}

// The CSP must name the same origins the build was made with: the carrier's settings (the file
// CARRIER_CONFIG names, else the demo carrier of PROGRAM) with the app's VITE_* variables over
// them, as the build applies them (DEC-102). A VITE_* value wins when it is set; a redirect host
// that is not a host name is left out, not trusted.
export function cspOptionsFromEnv(
  env: Record<string, string | undefined>,
  root = process.cwd(),
): SecurityOptions {
  const { api } = loadBuildSettings(
    { PROGRAM: env.PROGRAM, CARRIER_CONFIG: env.CARRIER_CONFIG },
    root,
  ).settings;
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const connectSrc = [
    given(env.VITE_PROVIDER_API_URL) ?? api.baseUrl,
    given(env.VITE_CONTACT_WEBHOOK_URL) ?? api.contactWebhookUrl,
  ]
    .map(originOf)
    .filter((origin): origin is string => origin !== undefined);
  const redirectHosts = given(env.VITE_REDIRECT_HOSTS)?.split(',') ?? api.redirectHosts;
  const formAction = redirectHosts
    .map((host) => host.trim())
    .filter((host) => /^[A-Za-z0-9.-]+(:\d+)?$/.test(host))
    .flatMap(hostOrigins);
  return { connectSrc, formAction, ...hstsFromEnv(env.HSTS_MAX_AGE) };
}

function hstsFromEnv(value: string | undefined): { hstsMaxAge?: number } {
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
