import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type ApplicationRow,
  findApplication,
  setApplicationOutcome,
} from './applications-store.ts';
import { crossSiteRefusal } from './control-guard.ts';
import { escapeHtml, htmlPage, sendHtml } from './html.ts';
import { requestHost } from './request-origin.ts';
import { verifierOutcomeForm } from './request-schemas.ts';
import type { SandboxContext } from './sandbox-context.ts';
import { VERIFIER_OUTCOMES } from './scenarios.ts';

const KINDS = ['resolution', 'certification'] as const;
type Kind = (typeof KINDS)[number];

const isKind = (value: string): value is Kind => (KINDS as readonly string[]).includes(value);

const header = (title: string) =>
  `<header><p class="badge">Sandbox: not the real National Verifier</p><h1>${escapeHtml(title)}</h1></header>`;

function notFoundPage(applicationId: string): string {
  return htmlPage(
    'Application not found: stand-in National Verifier',
    `${header('Application not found')}
<main><p>No application <code>${escapeHtml(applicationId)}</code> is stored in the sandbox. It may have been reset.</p></main>`,
  );
}

function verifierPage(
  kind: Kind,
  application: ApplicationRow,
  action: string,
  linkCarrierUrl: string | undefined,
  problem?: string,
): string {
  const title = kind === 'resolution' ? 'Resolve your application' : 'Certify your application';
  const mismatch =
    linkCarrierUrl !== undefined && linkCarrierUrl !== application.carrier_url
      ? `<p><strong>Note:</strong> the link's carrierUrl (<code>${escapeHtml(linkCarrierUrl)}</code>) differs from the one the eligibility check stored; only the stored one is used.</p>`
      : '';
  const outcomes = VERIFIER_OUTCOMES.map(
    (outcome, index) =>
      `<label><input type="radio" name="outcome" value="${outcome.id}"${index === 0 ? ' checked' : ''}> ${escapeHtml(outcome.label)}</label>`,
  ).join('\n');
  return htmlPage(
    `${title}: stand-in National Verifier`,
    `${header(title)}
<main>
<p>This page stands in for the National Verifier's ${kind} step. Choose how the check ends; you are then sent back to the provider's page.</p>
${problem ? `<p role="alert"><strong>${escapeHtml(problem)}</strong></p>` : ''}
<table>
<tr><th scope="row">Application ID</th><td><code>${escapeHtml(application.id)}</code></td></tr>
<tr><th scope="row">Current status</th><td><code>${escapeHtml(application.status)}</code></td></tr>
<tr><th scope="row">Returns to</th><td><code>${escapeHtml(application.carrier_url)}</code></td></tr>
</table>
${mismatch}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Outcome of the ${kind}</legend>
${outcomes}
</fieldset>
<button type="submit">Finish and return to the provider</button>
</form>
</main>`,
  );
}

// The return address comes from whoever created the application: followed blindly, this
// page would be an open redirect on the app's own host (issue 15 §2).
function mayReturnTo(context: SandboxContext, c: Context, carrierUrl: string): boolean {
  try {
    const url = new URL(carrierUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const host = url.host.toLowerCase();
    return host === requestHost(c, context).toLowerCase() || context.returnHosts.has(host);
  } catch {
    return false;
  }
}

function refusedReturnPage(application: ApplicationRow): string {
  return htmlPage(
    'Return address not allowed: stand-in National Verifier',
    `${header('Return address not allowed')}
<main><p>The outcome is recorded, but this application's carrierUrl (<code>${escapeHtml(application.carrier_url)}</code>) is not on a host the sandbox may send you to: the app's own host, or one listed in <code>SANDBOX_RETURN_HOSTS</code>.</p></main>`,
  );
}

function handoffPage(application: ApplicationRow | undefined, linkBack: boolean): string {
  const back =
    application && linkBack
      ? `<p><a href="${escapeHtml(new URL(application.carrier_url).origin)}/">Back to the provider's site</a></p>`
      : '';
  return htmlPage(
    'Provider hand-off page (sandbox)',
    `<header><p class="badge">Sandbox</p><h1>Provider hand-off page</h1></header>
<main><p>The enrolment answer sent you here with a <code>url</code>. A real provider would continue the enrolment on a page like this one (payment, identity documents…).</p>${back}</main>`,
  );
}

// Issue 39: only an application waiting at the National Verifier moves here. Before, the form
// turned a DENIED or EXPIRED application (or one already enrolled) into COMPLETE.
const PENDING_AT_VERIFIER: readonly string[] = [
  'PENDING_RESOLUTION',
  'PENDING_CONTINUED_ELIGIBILITY',
  'PENDING_CONTINUED_ELIGIBILITY_BATCH',
  'PENDING_CERT',
];

function notPendingPage(application: ApplicationRow): string {
  return htmlPage(
    'Not waiting for the National Verifier: stand-in National Verifier',
    `${header('Nothing to do here')}
<main><p>Application <code>${escapeHtml(application.id)}</code> is <code>${escapeHtml(application.status)}</code>: it is not waiting for the National Verifier, so its outcome cannot be changed here.</p></main>`,
  );
}

function crossSitePage(reason: string): string {
  return htmlPage(
    'Refused: stand-in National Verifier',
    `${header('Refused')}
<main><p>The stand-in National Verifier ${escapeHtml(reason)}: its form is sent from its own page only.</p></main>`,
  );
}

export function verifierRoutes(context: SandboxContext): Hono {
  const app = new Hono();

  app.get('/verifier/handoff/:applicationId', (c) =>
    sendHtml(
      c,
      (() => {
        const application = findApplication(context.db, {
          applicationId: c.req.param('applicationId'),
        });
        return handoffPage(
          application,
          application !== undefined && mayReturnTo(context, c, application.carrier_url),
        );
      })(),
    ),
  );

  app.get('/verifier/:kind/:applicationId', (c) => {
    const kind = c.req.param('kind');
    const applicationId = c.req.param('applicationId');
    const application = findApplication(context.db, { applicationId });
    if (!isKind(kind) || !application) return sendHtml(c, notFoundPage(applicationId), 404);
    return sendHtml(c, verifierPage(kind, application, c.req.path, c.req.query('carrierUrl')));
  });

  app.post('/verifier/:kind/:applicationId', async (c) => {
    // The control routes' rule (control-guard.ts): a page of another site may not post here.
    const crossSite = crossSiteRefusal(c, context);
    if (crossSite !== null) return sendHtml(c, crossSitePage(crossSite), 403);
    const kind = c.req.param('kind');
    const applicationId = c.req.param('applicationId');
    const application = findApplication(context.db, { applicationId });
    if (!isKind(kind) || !application) return sendHtml(c, notFoundPage(applicationId), 404);
    if (!PENDING_AT_VERIFIER.includes(application.status)) {
      return sendHtml(c, notPendingPage(application), 409);
    }
    const form = v.safeParse(verifierOutcomeForm, await c.req.parseBody());
    if (!form.success) {
      return sendHtml(
        c,
        verifierPage(kind, application, c.req.path, undefined, form.issues[0].message),
        400,
      );
    }
    const outcome = VERIFIER_OUTCOMES.find((row) => row.id === form.output.outcome);
    if (outcome?.status !== undefined) {
      setApplicationOutcome(context.db, application.id, outcome.id, outcome.status);
    }
    // Only the stored carrierUrl: the form's own input never chooses where the browser goes,
    // and only to an allowed host.
    if (!mayReturnTo(context, c, application.carrier_url)) {
      return sendHtml(c, refusedReturnPage(application), 400);
    }
    return c.redirect(application.carrier_url, 303);
  });

  return app;
}
