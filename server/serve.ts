// Entry point: `npx tsx server/serve.ts [--with-sandbox] [--reset | --reset-only | --api-only]`.
// Serves the built app from dist/ with the security headers, and nothing else. The provider
// API sandbox is a separate, opt-in mount at /api (--with-sandbox or SANDBOX=on) for demos
// and tests; --api-only serves the sandbox alone (issue 15 §2, DEC-084).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { readAppEnv } from './app-env.ts';
import {
  describeBuild,
  describeCertifications,
  readBuildCsp,
  readBuildInfo,
  shellSettingsIgnored,
} from './build-info.ts';
import { ERROR_CACHE } from './cache-policy.ts';
import { distDir as resolveDistDir } from './dist-dir.ts';
import { drainUnreadBodies } from './drain-unread-body.ts';
import { hardenedServer } from './error-answers.ts';
import {
  hstsFromEnv,
  readCspHashes,
  type SecurityOptions,
  securityHeaders,
} from './security-headers.ts';
import { createAppServer } from './serve-app.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_BASE = '/api';

function fail(message: string): never {
  console.error(`server: ${message}`);
  process.exit(1);
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole number of at least `min` from the environment; undefined when unset. */
function parseWhole(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    fail(`${name} must be a whole number of at least ${min}, not "${value}"`);
  return number;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`PORT must be 0–65535, not "${value}"`);
  return port;
}

const flags = new Set(process.argv.slice(2));
const known = new Set(['--with-sandbox', '--reset', '--reset-only', '--api-only']);
for (const flag of flags) {
  if (!known.has(flag)) fail(`unknown option ${flag} (known: ${[...known].join(', ')})`);
}

const env = process.env;
const apiOnly = flags.has('--api-only');
const sandboxFlag = (env.SANDBOX ?? '').trim().toLowerCase();
if (!['', 'on', 'off'].includes(sandboxFlag))
  fail(`SANDBOX must be on or off, not "${env.SANDBOX}"`);
const withSandbox =
  apiOnly || flags.has('--with-sandbox') || flags.has('--reset-only') || sandboxFlag === 'on';
if (!withSandbox && flags.has('--reset')) fail('--reset needs the sandbox: add --with-sandbox');

// Loaded only when asked for: the production server never opens the sandbox's database.
async function startSandbox() {
  const { createSandboxApp } = await import('../sandbox/create-sandbox-app.ts');
  const { DEFAULT_DB_PATH, devicesFromEnv, openDb, resetDb } = await import('../sandbox/db.ts');
  const { MAX_LATENCY_MS } = await import('../sandbox/faults.ts');
  const { defaultUnsupportedStates } = await import('../sandbox/scenarios.ts');
  const { isUsStateCode } = await import('../sandbox/us-states.ts');
  const { controlTokenFor } = await import('../sandbox/control-token.ts');
  const { Housekeeping } = await import('../sandbox/housekeeping.ts');
  const { repIdsFromEnv } = await import('../sandbox/representatives.ts');

  const parseLatency = (value: string | undefined): number => {
    if (value === undefined || value.trim() === '') return 0;
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      fail(`SANDBOX_LATENCY_MS must be a whole number from 0 to ${MAX_LATENCY_MS}, not "${value}"`);
    }
    return ms;
  };
  // Unset: the documented default of the program served (the build's, else PROGRAM);
  // empty: every state served.
  const program =
    (apiOnly ? undefined : readBuildInfo(resolveDistDir(PROJECT_ROOT))?.program) ?? env.PROGRAM;
  const parseStates = (value: string | undefined): readonly string[] => {
    if (value === undefined) return defaultUnsupportedStates(program);
    const states = list(value).map((state) => state.toUpperCase());
    const unknown = states.filter((state) => !isUsStateCode(state));
    if (unknown.length > 0) {
      fail(`SANDBOX_UNSUPPORTED_STATES has unknown codes: ${unknown.join(', ')}`);
    }
    return states;
  };

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
  const trust = (env.SANDBOX_TRUST_PROXY ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'true', 'false'].includes(trust)) {
    fail(`SANDBOX_TRUST_PROXY must be 1 or 0, not "${env.SANDBOX_TRUST_PROXY}"`);
  }
  const unsupportedStates = parseStates(env.SANDBOX_UNSUPPORTED_STATES);
  const statusLimit = parseWhole(env.SANDBOX_STATUS_LIMIT, 'SANDBOX_STATUS_LIMIT', 1);
  const retentionDays = parseWhole(env.SANDBOX_RETENTION_DAYS, 'SANDBOX_RETENTION_DAYS', 1);
  // Issue 39: beyond loopback, the control routes need a token (made up here when none is given).
  const controlToken = controlTokenFor(env.HOST?.trim() || '127.0.0.1', env.SANDBOX_CONTROL_TOKEN);
  const housekeeping = new Housekeeping(db, retentionDays === undefined ? {} : { retentionDays });
  housekeeping.start();
  let representatives: readonly string[] = [];
  try {
    representatives = repIdsFromEnv(env.SANDBOX_REP_IDS);
  } catch (error) {
    fail((error as Error).message);
  }
  const app = createSandboxApp({
    db,
    basePath: API_BASE,
    defaultLatencyMs: parseLatency(env.SANDBOX_LATENCY_MS),
    unsupportedStates,
    corsOrigins: list(env.SANDBOX_CORS_ORIGINS),
    returnHosts: list(env.SANDBOX_RETURN_HOSTS),
    hosts: list(env.SANDBOX_HOSTS),
    trustProxy: trust === '1' || trust === 'true',
    ...(statusLimit === undefined ? {} : { statusLimit }),
    controlToken,
    housekeeping,
    representatives,
  });
  const close = () => {
    housekeeping.stop();
    db.close();
  };
  const tokenGiven = Boolean(env.SANDBOX_CONTROL_TOKEN?.trim());
  return { app, dbPath, unsupportedStates, controlToken, tokenGiven, housekeeping, close };
}

const sandbox = withSandbox ? await startSandbox() : null;

let app: Hono;
let build: ReturnType<typeof readBuildInfo> = null;
// The headers of every answer, for the ones written before any handler runs (below).
let security: SecurityOptions = {};
if (apiOnly && sandbox) {
  const { Hono } = await import('hono');
  app = new Hono();
  app.route(API_BASE, sandbox.app);
  app.get('/', (c) => c.redirect(`${API_BASE}/_sandbox`));
} else {
  const distDir = resolveDistDir(PROJECT_ROOT);
  if (!existsSync(join(distDir, 'index.html'))) {
    console.warn(`server: ${distDir} has no index.html: run npm run build.`);
  }
  // The CSP is the build's (issue 28 §5): the origins it was built to call, from
  // dist/build-info.json, and its inline style's hash. Only HSTS, a property of the host, is
  // read from this server's environment (and Vite's .env files, as before).
  let csp: SecurityOptions;
  try {
    build = readBuildInfo(distDir);
    csp = {
      ...(readBuildCsp(distDir) ?? {}),
      ...hstsFromEnv(readAppEnv(PROJECT_ROOT).HSTS_MAX_AGE),
      ...readCspHashes(distDir),
    };
  } catch (error) {
    fail((error as Error).message);
  }
  security = csp;
  if (build) for (const line of shellSettingsIgnored(build, env)) console.warn(`server: ${line}`);
  app = createAppServer({
    distDir,
    apiBasePath: API_BASE,
    csp,
    ...(sandbox ? { sandbox: sandbox.app } : {}),
  });
}

const hostname = env.HOST?.trim() || '127.0.0.1';
const port = parsePort(env.PORT, apiOnly ? 8788 : 4173);

// Hono's own clean-up of an unread body closes the connection after 500 ms; drainUnreadBodies
// takes its place.
// Node's own 400s carry the headers nginx's do (issue 39, server/error-answers.ts).
const createServer = hardenedServer(() => ({
  ...securityHeaders(security),
  'Cache-Control': ERROR_CACHE,
}));
const options = { fetch: app.fetch, hostname, port, autoCleanupIncoming: false, createServer };
const server = serve(options, (info) => {
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  const url = `http://${host}:${info.port}/`;
  if (apiOnly) console.log(`Sandbox API: ${url}api/`);
  else if (sandbox) console.log(`App: ${url} — with the provider API sandbox ON at ${url}api/`);
  else console.log(`App: ${url} (production server: no sandbox; the API is not served here)`);
  if (build) console.log(describeBuild(build));
  if (build) console.log(describeCertifications(build));
  if (sandbox) {
    console.log('Sandbox is ON: a fake provider API for demos and tests, not for production.');
    console.log(`Sandbox control page: ${url}api/_sandbox (database: ${sandbox.dbPath})`);
    console.log(`Sandbox: states not served: ${sandbox.unsupportedStates.join(', ') || 'none'}`);
    console.log(
      `Sandbox: rows older than ${sandbox.housekeeping.retentionDays} days are deleted (SANDBOX_RETENTION_DAYS)`,
    );
    if (sandbox.controlToken && !sandbox.tokenGiven) {
      // Made up for this run: the only way to learn it is to have started the server.
      console.log(`Sandbox control token (listening beyond loopback): ${sandbox.controlToken}`);
      console.log(
        `  open ${url}api/_sandbox?token=<token> once, or send Authorization: Bearer <token>`,
      );
    } else if (sandbox.controlToken) {
      console.log('Sandbox control routes need SANDBOX_CONTROL_TOKEN (Authorization: Bearer …)');
    }
  }
}) as Server;
drainUnreadBodies(server);

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
  console.log(`\n${signal}: stopping the server`);
  // Keep-alive connections would hold close() open; a stuck request gets 5 s at most.
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, 5000).unref();
  server.close(() => {
    sandbox?.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
