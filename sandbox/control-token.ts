import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

// Issue 39: a sandbox reachable from other machines (HOST beyond loopback) must not let anyone
// who is not a browser reset its database or arm its faults: the control routes then need a
// token (SANDBOX_CONTROL_TOKEN, or one the server makes up and prints when it starts). A
// script sends it as `Authorization: Bearer <token>` (or `X-Sandbox-Token`); a tester opens
// `<base>/_sandbox?token=<token>` once, which keeps it in a cookie for the control page's forms.

export const CONTROL_TOKEN_HEADER = 'X-Sandbox-Token';
const COOKIE = 'sandbox_control';

function same(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(c: Context): string | undefined {
  const header = c.req.header('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The control page's own path (the cookie's), whatever the mount path. */
const controlPath = (path: string) => path.replace(/\/_sandbox(\/.*)?$/, '/_sandbox');

/** Refuses the control routes without `token`; lets everything through without one. */
export function requireControlToken(token: string | null | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!token) return next();
    const bearer = c.req
      .header('authorization')
      ?.match(/^Bearer\s+(.+)$/i)?.[1]
      ?.trim();
    if (
      same(bearer, token) ||
      same(c.req.header(CONTROL_TOKEN_HEADER), token) ||
      same(cookieValue(c), token)
    ) {
      return next();
    }
    const query = c.req.query('token');
    if (c.req.method === 'GET' && same(query, token)) {
      // Once, in the address bar: kept in a cookie the control page's forms send, and taken out
      // of the URL (and so of the history) at once.
      const path = controlPath(c.req.path);
      const secure = new URL(c.req.url).protocol === 'https:' ? '; Secure' : '';
      return c.body(null, 303, {
        Location: path,
        'Set-Cookie': `${COOKIE}=${encodeURIComponent(token)}; Path=${path}; HttpOnly; SameSite=Strict${secure}`,
        'Cache-Control': 'no-store',
      });
    }
    return c.json(
      {
        message: `The sandbox's control routes need its token (SANDBOX_CONTROL_TOKEN): send Authorization: Bearer <token>, or open ${controlPath(c.req.path)}?token=<token> once in the browser`,
      },
      401,
      { 'WWW-Authenticate': 'Bearer realm="sandbox control"' },
    );
  };
}

/** Whether a listening address is this machine's own (loopback): 127.x, localhost, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The token the control routes need: the one given (SANDBOX_CONTROL_TOKEN), else, when the
 * sandbox listens beyond loopback, a new random one (the server prints it); else none.
 */
export function controlTokenFor(listenHost: string, given: string | undefined): string | null {
  const token = given?.trim();
  if (token) return token;
  return isLoopbackHost(listenHost) ? null : randomBytes(24).toString('base64url');
}
