import type { Context } from 'hono';
import { Hono } from 'hono';
import { recentAgreements } from './agreement-records.ts';
import { recentApplications } from './applications-store.ts';
import { controlPage } from './control-page.ts';
import { countRows, resetDb } from './db.ts';
import { type FaultController, MAX_ARMED_FAULTS, type RequestLog } from './faults.ts';
import { maskId, sendHtml } from './html.ts';
import { parseJsonText, validate } from './read-body.ts';
import { isLoopbackRequest } from './request-origin.ts';
import { armFaultBody } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import {
  ELIGIBILITY_SCENARIOS,
  ENROLMENT_RULES,
  ENROLMENT_SCENARIOS,
  FAULTS,
  VERIFIER_OUTCOMES,
} from './scenarios.ts';

// The control page's forms post url-encoded and expect to land back on the page; scripts and
// tests (curl, Playwright) read JSON. Browsers navigating say they accept HTML; tools do not.
function fromBrowserForm(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

// `curl -d '{…}'` sends JSON labelled as a form, so the body itself decides.
async function readControlBody<S extends Parameters<typeof validate>[1]>(c: Context, schema: S) {
  const raw = await c.req.text();
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') && !raw.trimStart().startsWith('{')) {
    // An empty form field means "not given", as an absent JSON key does.
    const fields = [...new URLSearchParams(raw)].filter(([, value]) => value !== '');
    return validate(c, schema, Object.fromEntries(fields));
  }
  return parseJsonText(c, schema, raw);
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

  // Issue 28 §2: the lists name applications and keys; only a tester on this machine sees
  // them, and even then only their last characters.
  app.get('/_sandbox', (c) => {
    const local = isLoopbackRequest(c);
    return sendHtml(
      c,
      controlPage({
        base: basePathOf(c),
        armed: faults.list(),
        lists: local
          ? {
              requests: log.list(),
              applications: recentApplications(context.db, 20),
              agreements: recentAgreements(context.db, 20),
            }
          : null,
        counts: countRows(context.db),
        representatives: [...context.representatives],
      }),
    );
  });

  // The control page's "open the verifier page" form: the tester types the id the app shows.
  app.get('/_sandbox/verifier', (c) => {
    const applicationId = c.req.query('applicationId')?.trim() ?? '';
    const kind = c.req.query('kind') === 'certification' ? 'certification' : 'resolution';
    if (!/^[A-Za-z0-9-]{1,50}$/.test(applicationId)) {
      return c.json({ message: 'applicationId must be an application ID' }, 400);
    }
    return c.redirect(`${basePathOf(c)}/verifier/${kind}/${applicationId}`, 303);
  });

  app.get('/_sandbox/faults', (c) => c.json({ armed: faults.list() }));

  app.post('/_sandbox/faults', async (c) => {
    const parsed = await readControlBody(c, armFaultBody);
    if (!parsed.ok) return parsed.response;
    const { path, fault, latencyMs, times } = parsed.data;
    const armed = faults.arm({ path, fault: fault || null, latencyMs, times });
    if (armed === null) {
      return c.json(
        { message: `At most ${MAX_ARMED_FAULTS} faults may be armed at once: clear them first` },
        409,
      );
    }
    if (fromBrowserForm(c)) return c.redirect(pagePath(c), 303);
    return c.json({ armed, all: faults.list() }, 201);
  });

  app.delete('/_sandbox/faults', (c) => {
    faults.clear();
    return c.json({ armed: [] });
  });

  app.post('/_sandbox/faults/clear', (c) => {
    faults.clear();
    return fromBrowserForm(c) ? c.redirect(pagePath(c), 303) : c.json({ armed: [] });
  });

  app.get('/_sandbox/requests', (c) => {
    if (!isLoopbackRequest(c)) {
      return c.json(
        { message: 'The request log is shown only to requests from the sandbox’s own machine' },
        403,
      );
    }
    const requests = log.list({
      path: c.req.query('path'),
      method: c.req.query('method'),
      idempotencyKey: c.req.query('idempotencyKey'),
    });
    return c.json({
      requests: requests.map((entry) => ({
        ...entry,
        idempotencyKey: entry.idempotencyKey === null ? null : maskId(entry.idempotencyKey),
      })),
    });
  });

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
    return fromBrowserForm(c) ? c.redirect(pagePath(c), 303) : c.json({ ok: true });
  });

  return app;
}
