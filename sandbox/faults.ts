import type { Context, MiddlewareHandler } from 'hono';
import { badRequest } from './api-answers.ts';
import { type RepresentativeNote, representativeNoted } from './representatives.ts';
import { FAULT_NAMES, type FaultName, TIMEOUT_MESSAGE } from './scenarios.ts';

export const LATENCY_HEADER = 'X-Sandbox-Latency';
export const FAULT_HEADER = 'X-Sandbox-Fault';
export const MAX_LATENCY_MS = 120_000;

// Only the provider API is faulted and logged; the control endpoints and stand-in pages
// must keep working while a tester has armed a fault on everything.
const API_PREFIXES = ['/public/', '/subscriber/', '/hooks/'];

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export type ArmedFault = {
  id: number;
  // A path relative to the API base, or `/*` for every API call.
  path: string;
  fault: FaultName | null;
  // null: the default latency (SANDBOX_LATENCY_MS) applies.
  latencyMs: number | null;
  remaining: number;
};

/**
 * Issue 39: faults armed at once. Before, nothing limited them: 420 took a hosted sandbox from
 * 151 to 645 MB and its control page to 38.8 MB.
 */
export const MAX_ARMED_FAULTS = 50;

export class FaultController {
  #armed: ArmedFault[] = [];
  #nextId = 1;

  /** Arms a fault; null when MAX_ARMED_FAULTS are armed already (clear some first). */
  arm(input: {
    path: string;
    fault?: FaultName | null;
    latencyMs?: number;
    times?: number;
  }): ArmedFault | null {
    if (this.#armed.length >= MAX_ARMED_FAULTS) return null;
    const armed: ArmedFault = {
      id: this.#nextId++,
      path: input.path,
      fault: input.fault ?? null,
      latencyMs: input.latencyMs ?? null,
      remaining: input.times ?? 1,
    };
    this.#armed.push(armed);
    return armed;
  }

  list(): ArmedFault[] {
    return this.#armed.map((armed) => ({ ...armed }));
  }

  clear(): void {
    this.#armed = [];
  }

  // Armed faults fire in the order they were armed, each for its count of requests.
  take(path: string): ArmedFault | undefined {
    const armed = this.#armed.find((item) => item.path === path || item.path === '/*');
    if (!armed) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.#armed = this.#armed.filter((item) => item !== armed);
    return { ...armed };
  }
}

export type RequestLogEntry = {
  time: string;
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  replayed: boolean;
  fault: FaultName | null;
  latencyMs: number;
} & RepresentativeNote;

export class RequestLog {
  #entries: RequestLogEntry[] = [];
  constructor(readonly limit = 200) {}

  add(entry: RequestLogEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > this.limit) this.#entries.shift();
  }

  list(
    filter: {
      path?: string | undefined;
      method?: string | undefined;
      // The whole key: a caller who has it learns only about its own requests.
      idempotencyKey?: string | undefined;
    } = {},
  ): RequestLogEntry[] {
    return this.#entries.filter(
      (entry) =>
        (!filter.path || entry.path === filter.path) &&
        (!filter.method || entry.method === filter.method.toUpperCase()) &&
        (!filter.idempotencyKey || entry.idempotencyKey === filter.idempotencyKey),
    );
  }

  clear(): void {
    this.#entries = [];
  }
}

export function relativePath(path: string, basePath: string): string {
  if (basePath !== '' && (path === basePath || path.startsWith(`${basePath}/`))) {
    return path.slice(basePath.length) || '/';
  }
  return path;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function faultResponse(c: Context, fault: Exclude<FaultName, 'lost'>): Response {
  switch (fault) {
    case 'timeout':
      return c.json({ message: TIMEOUT_MESSAGE }, 504);
    case '500':
      return c.json({ message: 'Internal Server Error' }, 500);
    case 'malformed':
      // Cut mid-value, as a dropped connection or a broken proxy would leave it.
      return c.body('{"message":"This answer was cut short by the sandbox\'s malfo', 200, {
        'Content-Type': 'application/json; charset=UTF-8',
      });
    case 'string':
      return c.json('Access is denied', 200);
  }
}

// The call ran, but its answer never reached the client: only CORS headers survive, so the
// browser can still read the 504.
function replaceWithTimeout(c: Context): void {
  const timeout = new Response(JSON.stringify({ message: TIMEOUT_MESSAGE }), {
    status: 504,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
  for (const [name, value] of c.res.headers) {
    if (name.startsWith('access-control-')) timeout.headers.set(name, value);
  }
  c.res = undefined;
  c.res = timeout;
}

function readLatencyHeader(value: string | undefined): number | null | 'invalid' {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim())) return 'invalid';
  const ms = Number(value.trim());
  return ms > MAX_LATENCY_MS ? 'invalid' : ms;
}

export type TrafficOptions = {
  faults: FaultController;
  log: RequestLog;
  basePath: string;
  defaultLatencyMs: number;
};

export function apiTraffic(options: TrafficOptions): MiddlewareHandler {
  return async (c, next) => {
    const path = relativePath(c.req.path, options.basePath);
    if (c.req.method === 'OPTIONS' || !isApiPath(path)) return next();

    const headerLatency = readLatencyHeader(c.req.header(LATENCY_HEADER));
    const headerFault = c.req.header(FAULT_HEADER)?.trim().toLowerCase() || null;
    if (headerLatency === 'invalid') {
      return badRequest(c, [
        {
          field: LATENCY_HEADER,
          message: `${LATENCY_HEADER} must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`,
        },
      ]);
    }
    if (headerFault !== null && !(FAULT_NAMES as string[]).includes(headerFault)) {
      return badRequest(c, [
        {
          field: FAULT_HEADER,
          message: `${FAULT_HEADER} must be one of ${FAULT_NAMES.join(', ')}`,
        },
      ]);
    }

    const armed = options.faults.take(path);
    const latencyMs = headerLatency ?? armed?.latencyMs ?? options.defaultLatencyMs;
    const fault = (headerFault as FaultName | null) ?? armed?.fault ?? null;

    if (latencyMs > 0) await sleep(latencyMs);
    let replayed = false;
    if (fault === null || fault === 'lost') {
      await next();
      replayed = c.res.headers.get('idempotent-replayed') === 'true';
      if (fault === 'lost') replaceWithTimeout(c);
    } else {
      c.res = faultResponse(c, fault);
    }

    options.log.add({
      time: new Date().toISOString(),
      method: c.req.method,
      path,
      status: c.res.status,
      idempotencyKey: c.req.header('idempotency-key') ?? null,
      replayed,
      fault,
      latencyMs,
      // D57: which representative the request named, if any (representatives.ts).
      ...representativeNoted(c),
    });
  };
}
