// @vitest-environment node
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_URL,
  type CheckAnswer,
  checkEligibility,
  enrol,
  enrolmentData,
  makeSandbox,
  mounted,
  postJson,
} from './sandbox-fixtures.ts';

function pathOf(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

function submitOutcome(api: Hono, path: string, outcome: string, extra = ''): Promise<Response> {
  return Promise.resolve(
    api.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}${extra}`,
    }),
  );
}

async function statusOf(app: Hono, applicationId: string): Promise<CheckAnswer> {
  const response = await postJson(app, '/public/acp/eligibility-check/status', { applicationId });
  return (await response.json()) as CheckAnswer;
}

async function pendingApplication(ssn4 = '1001') {
  const sandbox = makeSandbox();
  const { body } = await checkEligibility(sandbox.app, { ssn4, firstName: 'Zoë<b>' });
  const link = body._links?.resolution ?? body._links?.certification;
  return { ...sandbox, api: mounted(sandbox.app), body, href: link?.href ?? '' };
}

describe('stand-in National Verifier page', () => {
  it('shows the application and a plain form, with no script and escaped data', async () => {
    const { api, body, href } = await pendingApplication();
    const response = await api.request(pathOf(href));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain(body.applicationId as string);
    expect(html).toContain(
      `<form method="post" action="/api/verifier/resolution/${body.applicationId}">`,
    );
    expect(html).toContain('name="outcome" value="approved" checked');
    expect(html).not.toContain('<script');
  });

  it('names no one (issue 39): whoever has an id learns nothing of the applicant', async () => {
    const { api, href } = await pendingApplication();
    const html = await (await api.request(pathOf(href))).text();
    expect(html).not.toContain('Zoë');
    expect(html).not.toContain('Applicant');
    expect(html).not.toMatch(/Diaz|D\./);
  });

  it('refuses a form posted from another site, as the control routes do (issue 39)', async () => {
    const { app, api, body, href } = await pendingApplication();
    const path = new URL(href).pathname;
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.localhost.example' },
    ];
    for (const headers of foreign) {
      const response = await api.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'outcome=approved',
      });
      expect(response.status).toBe(403);
    }
    expect((await statusOf(app, body.applicationId as string)).status).toBe('PENDING_RESOLUTION');
    // Its own page's form, as Chromium sends it from a no-referrer page: Origin null, vouched
    // for by Sec-Fetch-Site. A null Origin without it is refused.
    const nullOrigin = await api.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
      body: 'outcome=approved',
    });
    expect(nullOrigin.status).toBe(403);
    const own = await api.request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
        Origin: 'null',
      },
      body: 'outcome=approved',
    });
    expect(own.status).toBe(303);
  });

  it('moves only an application waiting for it: never a denied or expired one (issue 39)', async () => {
    for (const outcome of ['denied', 'expired', 'approved']) {
      const { app, api, body, href } = await pendingApplication();
      const path = new URL(href).pathname;
      expect((await submitOutcome(api, path, outcome)).status).toBe(303);
      const settled = (await statusOf(app, body.applicationId as string)).status;
      const again = await submitOutcome(api, path, 'approved');
      expect(again.status).toBe(409);
      expect(await again.text()).toContain('not waiting for the National Verifier');
      expect((await statusOf(app, body.applicationId as string)).status).toBe(settled);
    }
  });

  it('approved: redirects (303) to the stored carrierUrl, then the status call says COMPLETE', async () => {
    const { app, api, body, href } = await pendingApplication();
    const applicationId = body.applicationId as string;
    const response = await submitOutcome(api, new URL(href).pathname, 'approved');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(CARRIER_URL);

    const status = await statusOf(app, applicationId);
    expect(status.status).toBe('COMPLETE');
    expect(status._links).toBeUndefined();
    expect(status.tribalStatusConfirmed).toBe(false);
    const enrolment = await enrol(app, enrolmentData(applicationId, { firstName: 'Zoë<b>' }), 'k');
    expect(enrolment.status).toBe(200);
  });

  it('never redirects to a URL taken from the request', async () => {
    const { api, href } = await pendingApplication();
    const path = `${new URL(href).pathname}?carrierUrl=${encodeURIComponent('https://evil.example/')}`;
    const page = await (await api.request(path)).text();
    expect(page).toContain('only the stored one is used');
    const response = await submitOutcome(
      api,
      path,
      'approved',
      `&carrierUrl=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(response.headers.get('Location')).toBe(CARRIER_URL);
  });

  it('denied: the status carries errors', async () => {
    const { app, api, body, href } = await pendingApplication();
    await submitOutcome(api, new URL(href).pathname, 'denied');
    const status = await statusOf(app, body.applicationId as string);
    expect(status.status).toBe('DENIED');
    expect(status.errors).toEqual([
      { message: 'The National Verifier could not confirm eligibility' },
      { description: 'No qualifying program participation was found' },
    ]);
  });

  it('expired: APP_CLOSED_OR_EXPIRED', async () => {
    const { app, api, body, href } = await pendingApplication('1004');
    expect(href).toContain('/api/verifier/certification/');
    const response = await submitOutcome(api, new URL(href).pathname, 'expired');
    expect(response.status).toBe(303);
    expect((await statusOf(app, body.applicationId as string)).status).toBe(
      'APP_CLOSED_OR_EXPIRED',
    );
  });

  it('still pending: the status and its link stay', async () => {
    const { app, api, body, href } = await pendingApplication('1002');
    await submitOutcome(api, new URL(href).pathname, 'pending');
    const status = await statusOf(app, body.applicationId as string);
    expect(status.status).toBe('PENDING_CONTINUED_ELIGIBILITY');
    expect(status._links?.resolution?.href).toBe(href);
  });

  it('rejects an unknown outcome, an unknown application and an unknown kind', async () => {
    const { api, body, href } = await pendingApplication();
    const bad = await submitOutcome(api, new URL(href).pathname, 'maybe');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('outcome must be one of approved, pending, denied, expired');
    expect((await api.request('/api/verifier/resolution/A00000000')).status).toBe(404);
    expect(
      (await submitOutcome(api, '/api/verifier/resolution/A00000000', 'approved')).status,
    ).toBe(404);
    expect((await api.request(`/api/verifier/payment/${body.applicationId}`)).status).toBe(404);
  });

  it('serves the hand-off page that redirect@ enrolments point to', async () => {
    const { app, api, body } = await pendingApplication();
    const response = await enrol(
      app,
      enrolmentData(body.applicationId as string, { emailAddress: 'redirect@example.com' }),
      'k',
    );
    const { url } = (await response.json()) as { url: string };
    const page = await api.request(pathOf(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="https://carrier.example/"');
  });
});
