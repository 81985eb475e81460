import type { Context, MiddlewareHandler } from 'hono';
import type { OriginTrust } from './request-origin.ts';

// Issue 39: the status lookup answers about any application whose id is known, and answered
// 120 a second to one client; a client now gets `limit` lookups a minute, then 429 with
// Retry-After until its minute is over. A client is its address: the socket's peer, or behind
// a proxy the operator trusts (SANDBOX_TRUST_PROXY), the first X-Forwarded-For.

export const TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS';

/** Lookups a client may make in a minute, unless SANDBOX_STATUS_LIMIT says otherwise. */
export const DEFAULT_STATUS_LIMIT = 60;
const WINDOW_MS = 60_000;
/** Clients remembered at most: the oldest windows go first (a flood of addresses stays small). */
const MAX_CLIENTS = 10_000;

type Window = { start: number; count: number };

/** A fixed one-minute window per client. */
export class RateLimiter {
  readonly #windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly now: () => number = Date.now,
    readonly windowMs: number = WINDOW_MS,
  ) {}

  /** One more request from `client`: 0 when it may go on, else the seconds until it may. */
  take(client: string): number {
    const now = this.now();
    let window = this.#windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      this.#windows.delete(client);
      if (this.#windows.size >= MAX_CLIENTS) this.#forgetOldest(now);
      window = { start: now, count: 0 };
      this.#windows.set(client, window);
    }
    window.count += 1;
    if (window.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  /** Clients tracked now (for the tests' view of the memory held). */
  get size(): number {
    return this.#windows.size;
  }

  // Windows are kept in the order they started (a new one is set anew), so the first are oldest.
  #forgetOldest(now: number): void {
    for (const [client, window] of this.#windows) {
      if (now - window.start >= this.windowMs) this.#windows.delete(client);
    }
    for (const client of this.#windows.keys()) {
      if (this.#windows.size < MAX_CLIENTS / 2) return;
      this.#windows.delete(client);
    }
  }
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** Who is asking, as far as the sandbox may believe it. */
export function clientAddress(c: Context, trust: OriginTrust): string {
  const forwarded = trust.trustProxy
    ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    : undefined;
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return forwarded || peer || 'unknown';
}

/** `limiter` per client on the routes it is mounted on; a refusal is 429 in the API's shape. */
export function limitPerClient(limiter: RateLimiter, trust: OriginTrust): MiddlewareHandler {
  return async (c, next) => {
    const wait = limiter.take(clientAddress(c, trust));
    if (wait === 0) return next();
    const message = `Too many status lookups from this client: try again in ${wait} seconds`;
    return c.json({ message, errors: [{ code: TOO_MANY_REQUESTS, message }] }, 429, {
      'Retry-After': String(wait),
    });
  };
}
