import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bodyLimit } from './body-limit.ts';
import { requireBodyType } from './body-type.ts';
import { contactRoutes } from './contact-routes.ts';
import { controlGuard } from './control-guard.ts';
import { controlRoutes } from './control-routes.ts';
import { requireControlToken } from './control-token.ts';
import { coverageRoutes } from './coverage-routes.ts';
import { deviceOrderRoutes } from './device-order-routes.ts';
import { eligibilityRoutes } from './eligibility-routes.ts';
import { enrolmentRoutes } from './enrolment-routes.ts';
import { apiTraffic, FAULT_HEADER, FaultController, LATENCY_HEADER, RequestLog } from './faults.ts';
import { Housekeeping } from './housekeeping.ts';
import { DEFAULT_STATUS_LIMIT, limitPerClient, RateLimiter } from './rate-limit.ts';
import { representativeRoutes } from './representative-routes.ts';
import { DEFAULT_REP_IDS, representativeSet } from './representatives.ts';
import { isAllowedHost, requestedHost } from './request-origin.ts';
import type { SandboxContext } from './sandbox-context.ts';
import type { SandboxDb } from './sandbox-db.ts';
import { DEFAULT_UNSUPPORTED_STATES } from './scenarios.ts';
import { verifierRoutes } from './verifier-page.ts';

export type SandboxAppOptions = {
  db: SandboxDb;
  // Where the app is mounted as browsers see it; used in the links it hands out.
  basePath?: string;
  defaultLatencyMs?: number;
  unsupportedStates?: readonly string[];
  // Origins whose pages may read the API (CORS); none by default: the app calls it from its
  // own origin. Never `*` (issue 15 §2).
  corsOrigins?: readonly string[];
  // Hosts the stand-in verifier may send the applicant back to, besides the host the request
  // reached (the app's own).
  returnHosts?: readonly string[];
  // Hosts (a name, or name:port) the sandbox answers for besides the loopback names
  // (SANDBOX_HOSTS): a request naming any other host is refused (issue 28 §2).
  hosts?: readonly string[];
  // X-Forwarded-Host, -Proto and -For are believed only when a proxy the operator runs sets
  // them (SANDBOX_TRUST_PROXY).
  trustProxy?: boolean;
  // Status lookups a client may make in a minute (SANDBOX_STATUS_LIMIT; issue 39).
  statusLimit?: number;
  // The token the control routes need (issue 39): serve.ts sets one when the sandbox listens
  // beyond loopback. None: the control routes need none (its origin rules still hold).
  controlToken?: string | null;
  // Pruning and the WAL's checkpoint (housekeeping.ts); by default after every 1,000 writes.
  housekeeping?: Housekeeping;
  // D57: registered representative (RAD) IDs; the demo's list by default (SANDBOX_REP_IDS).
  representatives?: readonly string[];
};

const MAX_BODY_BYTES = 100 * 1024;

export function createSandboxApp(options: SandboxAppOptions): Hono {
  const context: SandboxContext = {
    db: options.db,
    basePath: options.basePath ?? '/api',
    returnHosts: new Set((options.returnHosts ?? []).map((host) => host.toLowerCase())),
    hosts: new Set((options.hosts ?? []).map((host) => host.trim().toLowerCase()).filter(Boolean)),
    trustProxy: options.trustProxy ?? false,
    representatives: representativeSet(options.representatives ?? DEFAULT_REP_IDS),
    unsupportedStates: new Set(
      (options.unsupportedStates ?? DEFAULT_UNSUPPORTED_STATES).map((state) => state.toUpperCase()),
    ),
  };
  const faults = new FaultController();
  const log = new RequestLog();
  const app = new Hono();

  // DNS rebinding (issue 28 §2): a page of evil.example whose name now points at this machine
  // is same-origin with itself, so its requests pass every origin check; only the host they
  // name gives them away. Checked before anything else, CORS preflights included.
  app.use('*', async (c, next) => {
    const host = requestedHost(c, context);
    if (host !== undefined && isAllowedHost(host, context.hosts)) return next();
    return c.json(
      {
        message: `The sandbox does not answer for ${host === undefined ? 'this host' : `the host ${host}`}: add it to SANDBOX_HOSTS`,
      },
      403,
    );
  });

  // Only configured origins may read the API from their pages; it holds no user credentials
  // (no Allow-Credentials). The control routes refuse other origins outright.
  const corsOrigins = [...(options.corsOrigins ?? [])];
  app.use(
    '*',
    cors({
      origin: (origin) => (corsOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Authorization',
        'Idempotency-Key',
        LATENCY_HEADER,
        FAULT_HEADER,
      ],
      exposeHeaders: ['Idempotent-Replayed'],
      maxAge: 600,
    }),
  );
  // Answers are per request and about a person: never cached, never sniffed (issue 15 §4).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/_sandbox/*', requireControlToken(options.controlToken));
  app.use('/_sandbox', requireControlToken(options.controlToken));
  app.use('/_sandbox/*', controlGuard(context));
  app.use('/_sandbox', controlGuard(context));
  // The contract's body types (provider-api.md): JSON for the API; the contact hook is a chat
  // webhook, which the app posts as text/plain (no preflight to a chat service); the stand-in
  // verifier's page is an HTML form. The control routes' own rules are in controlGuard.
  app.use('/public/*', requireBodyType('json'));
  app.use('/subscriber/*', requireBodyType('json'));
  app.use('/hooks/*', requireBodyType('text', 'json'));
  app.use('/verifier/*', requireBodyType('form'));
  app.use('*', bodyLimit({ maxBytes: MAX_BODY_BYTES }));
  app.use(
    '*',
    apiTraffic({
      faults,
      log,
      basePath: context.basePath,
      defaultLatencyMs: options.defaultLatencyMs ?? 0,
    }),
  );

  // Issue 39: what is written is pruned by age, and the WAL checkpointed, every so many writes.
  const housekeeping = options.housekeeping ?? new Housekeeping(context.db);
  app.use('*', async (c, next) => {
    await next();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) housekeeping.noteWrite();
  });

  // Issue 39: the lookup names any application whose ids are known; a client is slowed down.
  app.use(
    '/public/acp/eligibility-check/status',
    limitPerClient(new RateLimiter(options.statusLimit ?? DEFAULT_STATUS_LIMIT), context),
  );

  app.route('/', coverageRoutes(context));
  app.route('/', eligibilityRoutes(context));
  app.route('/', enrolmentRoutes(context));
  app.route('/', deviceOrderRoutes(context));
  app.route('/', contactRoutes(context));
  app.route('/', verifierRoutes(context));
  app.route('/', representativeRoutes(context));
  app.route('/', controlRoutes(context, faults, log));

  // A catch-all route rather than notFound(): a parent app mounting this one keeps its own
  // notFound, and unknown /api paths must not fall through to the single-page app.
  app.all('*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));

  app.onError((error, c) => {
    console.error('Sandbox error:', error);
    return c.json({ message: 'Internal Server Error' }, 500);
  });

  return app;
}
