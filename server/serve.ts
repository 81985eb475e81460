// Entry point: `npx tsx server/serve.ts [--reset | --reset-only | --api-only]`.
// Serves the provider API sandbox at /api and, unless --api-only, the built app from dist/.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp } from '../sandbox/create-sandbox-app.ts';
import { DEFAULT_DB_PATH, devicesFromEnv, openDb, resetDb } from '../sandbox/db.ts';
import { MAX_LATENCY_MS } from '../sandbox/faults.ts';
import { DEFAULT_UNSUPPORTED_STATES } from '../sandbox/scenarios.ts';
import { isUsStateCode } from '../sandbox/us-states.ts';
import { readAppEnv } from './app-env.ts';
import { cspOptionsFromEnv } from './security-headers.ts';
import { createAppServer } from './serve-app.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_BASE = '/api';

function fail(message: string): never {
  console.error(`sandbox: ${message}`);
  process.exit(1);
}

function parseLatency(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
    fail(`SANDBOX_LATENCY_MS must be a whole number from 0 to ${MAX_LATENCY_MS}, not "${value}"`);
  }
  return ms;
}

// Unset: the documented default; empty: every state served.
function parseStates(value: string | undefined): readonly string[] {
  if (value === undefined) return DEFAULT_UNSUPPORTED_STATES;
  const states = value
    .split(',')
    .map((state) => state.trim().toUpperCase())
    .filter(Boolean);
  const unknown = states.filter((state) => !isUsStateCode(state));
  if (unknown.length > 0) {
    fail(`SANDBOX_UNSUPPORTED_STATES has unknown codes: ${unknown.join(', ')}`);
  }
  return states;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`PORT must be 0–65535, not "${value}"`);
  return port;
}

const flags = new Set(process.argv.slice(2));
const known = new Set(['--reset', '--reset-only', '--api-only']);
for (const flag of flags) {
  if (!known.has(flag)) fail(`unknown option ${flag} (known: ${[...known].join(', ')})`);
}

const env = process.env;
const dbPath = env.SANDBOX_DB?.trim() || DEFAULT_DB_PATH;
let devices: ReturnType<typeof devicesFromEnv>;
try {
  devices = devicesFromEnv(env.SANDBOX_DEVICES);
} catch (error) {
  fail((error as Error).message);
}
const db = openDb(dbPath, devices ? { devices } : {});

if (flags.has('--reset') || flags.has('--reset-only')) {
  resetDb(db);
  console.log(`Sandbox database emptied: ${dbPath}`);
}
if (flags.has('--reset-only')) {
  db.close();
  process.exit(0);
}

const apiOnly = flags.has('--api-only');
const sandbox = createSandboxApp({
  db,
  basePath: API_BASE,
  defaultLatencyMs: parseLatency(env.SANDBOX_LATENCY_MS),
  unsupportedStates: parseStates(env.SANDBOX_UNSUPPORTED_STATES),
});

let app: Hono;
if (apiOnly) {
  app = new Hono();
  app.route(API_BASE, sandbox);
  app.get('/', (c) => c.redirect(`${API_BASE}/_sandbox`));
} else {
  const distDir = join(PROJECT_ROOT, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.warn(
      `sandbox: ${distDir} has no index.html: run npm run build. Serving the API only until then.`,
    );
  }
  app = createAppServer({
    sandbox,
    distDir,
    apiBasePath: API_BASE,
    csp: cspOptionsFromEnv(readAppEnv(PROJECT_ROOT)),
  });
}

const hostname = env.HOST?.trim() || '127.0.0.1';
const port = parsePort(env.PORT, apiOnly ? 8788 : 4173);

const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  const url = `http://${host}:${info.port}/`;
  console.log(apiOnly ? `Sandbox API: ${url}api/` : `App and sandbox API: ${url}`);
  console.log(`Sandbox control page: ${url}api/_sandbox (database: ${dbPath})`);
}) as Server;

// Node closes an idle keep-alive connection after 5 s, the moment a client (a browser, or
// the e2e's request context) may be sending its next request on it: that request dies with
// "socket hang up". Clients drop idle connections well before a minute, so the server waits
// longer than they do (and headers may take as long).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${hostname} is in use: stop the other server or set PORT`
      : error.message,
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the sandbox`);
  // Keep-alive connections would hold close() open; a stuck request gets 5 s at most.
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 5000).unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
