import type { Context } from 'hono';
import { Hono } from 'hono';
import { recentApplications } from './applications-store.ts';
import { controlPage } from './control-page.ts';
import { countRows, resetDb } from './db.ts';
import type { FaultController, RequestLog } from './faults.ts';
import { sendHtml } from './html.ts';
import { readJsonBody, validate } from './read-body.ts';
import { armFaultBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import {
  ELIGIBILITY_SCENARIOS,
  ENROLMENT_RULES,
  ENROLMENT_SCENARIOS,
  FAULTS,
  VERIFIER_OUTCOMES,
} from './scenarios.ts';

// The control page's forms post url-encoded and expect to land back on the page; scripts
// and tests post JSON and read JSON.
function isFormPost(c: Context): boolean {
  const type = c.req.header('content-type') ?? '';
  return (
    type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  );
}

// The page's own address, whatever the mount path: everything up to and including /_sandbox.
function pagePath(c: Context): string {
  return c.req.path.replace(/\/_sandbox(\/.*)?$/, '/_sandbox');
}

function basePathOf(c: Context): string {
  return c.req.path.replace(/\/_sandbox(\/.*)?$/, '');
}

export function controlRoutes(
  context: SandboxContext,
  faults: FaultController,
  log: RequestLog,
): Hono {
  const app = new Hono();

  app.get('/_sandbox', (c) =>
    sendHtml(
      c,
      controlPage({
        base: basePathOf(c),
        armed: faults.list(),
        requests: log.list(),
        applications: recentApplications(context.db, 20),
        counts: countRows(context.db),
      }),
    ),
  );

  app.get('/_sandbox/faults', (c) => c.json({ armed: faults.list() }));

  app.post('/_sandbox/faults', async (c) => {
    const form = isFormPost(c);
    const parsed = form
      ? validate(c, armFaultBody, await c.req.parseBody())
      : await readJsonBody(c, armFaultBody);
    if (!parsed.ok) return parsed.response;
    const { path, fault, latencyMs, times } = parsed.data;
    const armed = faults.arm({
      path,
      fault: fault || null,
      latencyMs: latencyMs ?? 0,
      times: times ?? 1,
    });
    if (form) return c.redirect(pagePath(c), 303);
    return c.json({ armed, all: faults.list() }, 201);
  });

  app.delete('/_sandbox/faults', (c) => {
    faults.clear();
    return c.json({ armed: [] });
  });

  app.post('/_sandbox/faults/clear', (c) => {
    faults.clear();
    return isFormPost(c) ? c.redirect(pagePath(c), 303) : c.json({ armed: [] });
  });

  app.get('/_sandbox/requests', (c) =>
    c.json({ requests: log.list({ path: c.req.query('path'), method: c.req.query('method') }) }),
  );

  app.delete('/_sandbox/requests', (c) => {
    log.clear();
    return c.json({ requests: [] });
  });

  app.get('/_sandbox/counts', (c) => c.json(countRows(context.db)));

  app.get('/_sandbox/scenarios', (c) =>
    c.json({
      eligibility: ELIGIBILITY_SCENARIOS,
      verifierOutcomes: VERIFIER_OUTCOMES,
      enrolment: ENROLMENT_SCENARIOS,
      enrolmentRules: ENROLMENT_RULES,
      faults: FAULTS,
    }),
  );

  app.post('/_sandbox/reset', (c) => {
    resetDb(context.db);
    faults.clear();
    log.clear();
    return isFormPost(c) ? c.redirect(pagePath(c), 303) : c.json({ ok: true });
  });

  return app;
}
