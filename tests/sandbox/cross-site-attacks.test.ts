// @vitest-environment node
// Issue 15 "Why" §2 and §3, each attack written as a test that must now do no harm: a page
// on another site driving the sandbox's control routes, reading the API, or using the
// stand-in verifier as an open redirect on the app's host; a body nested 5,000 deep.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  type CheckAnswer,
  checkEligibility,
  completeApplication,
  makeSandbox,
  mounted,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

const EVIL = 'https://evil.example';

async function armed(app: Hono): Promise<unknown[]> {
  return ((await (await app.request('/_sandbox/faults')).json()) as { armed: unknown[] }).armed;
}

describe('control routes refuse cross-site requests', () => {
  const fault = JSON.stringify({ path: '*', fault: '500' });

  it('a text/plain POST from another site (no preflight) arms nothing', async () => {
    const { app } = makeSandbox();
    const attempts: Record<string, string>[] = [
      { 'Content-Type': 'text/plain;charset=UTF-8', Origin: EVIL, 'Sec-Fetch-Site': 'cross-site' },
      // An old browser: no Sec-Fetch-Site, but an Origin.
      { 'Content-Type': 'text/plain;charset=UTF-8', Origin: EVIL },
      // No Origin at all (a privacy setting): text/plain is still refused.
      { 'Content-Type': 'text/plain;charset=UTF-8' },
    ];
    for (const headers of attempts) {
      const response = await app.request('/_sandbox/faults', {
        method: 'POST',
        headers,
        body: fault,
      });
      expect(response.status).toBe(403);
    }
    expect(await armed(app)).toEqual([]);
    expect((await app.request('/public/device')).status).toBe(200);
  });

  it('a form posted from another site, JSON or url-encoded, arms nothing', async () => {
    const { app } = makeSandbox();
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'path=*&fault=500'],
      ['application/json', fault],
    ]) {
      for (const site of ['cross-site', 'same-site']) {
        const response = await app.request('/_sandbox/faults', {
          method: 'POST',
          headers: { 'Content-Type': type as string, Origin: EVIL, 'Sec-Fetch-Site': site },
          body,
        });
        expect(response.status).toBe(403);
      }
    }
    expect(await armed(app)).toEqual([]);
  });

  it('a reset from another site deletes nothing', async () => {
    const { app, db } = makeSandbox();
    await completeApplication(app);
    const attempts: Record<string, string>[] = [
      { Origin: EVIL, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      { Origin: EVIL, 'Content-Type': 'application/x-www-form-urlencoded' },
      { Origin: EVIL, 'X-Sandbox-Control': '1' },
      {},
    ];
    for (const headers of attempts) {
      const response = await app.request('/_sandbox/reset', { method: 'POST', headers });
      expect(response.status).toBe(403);
    }
    const cleared = await app.request('/_sandbox/faults', {
      method: 'DELETE',
      headers: { Origin: EVIL },
    });
    expect(cleared.status).toBe(403);
    expect(rowCount(db, 'applications')).toBe(1);
  });

  it('grants no CORS preflight for the control routes to another site', async () => {
    const { app } = makeSandbox({ corsOrigins: ['https://carrier.example'] });
    const response = await app.request('/_sandbox/reset', {
      method: 'OPTIONS',
      headers: {
        Origin: EVIL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-sandbox-control',
      },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
    expect(allowed).not.toContain('x-sandbox-control');
  });

  it('still takes JSON from tools, the control header, and its own page', async () => {
    const { app } = makeSandbox();
    expect(
      (await postJson(app, '/_sandbox/faults', { path: '/public/a', fault: '500' })).status,
    ).toBe(201);
    const header = await app.request('/_sandbox/faults/clear', {
      method: 'POST',
      headers: { 'X-Sandbox-Control': '1' },
    });
    expect(header.status).toBe(200);
    const page = await mounted(app).request('/api/_sandbox/faults', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        'Sec-Fetch-Site': 'same-origin',
        Origin: 'http://localhost:5173',
      },
      body: 'path=%2Fpublic%2Fdevice&fault=500',
    });
    expect(page.status).toBe(303);
    expect(await armed(app)).toHaveLength(1);
  });
});

describe('CORS is limited to configured origins', () => {
  it('another site’s page cannot read the API; a configured one can', async () => {
    const { app } = makeSandbox({ corsOrigins: ['https://carrier.example'] });
    const evil = await app.request('/public/acp_supported_state/NY', {
      headers: { Origin: EVIL },
    });
    expect(evil.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const carrier = await app.request('/public/acp_supported_state/NY', {
      headers: { Origin: 'https://carrier.example' },
    });
    expect(carrier.headers.get('Access-Control-Allow-Origin')).toBe('https://carrier.example');
  });

  it('allows no origin by default, never *', async () => {
    const { app } = makeSandbox();
    const response = await app.request('/public/acp_supported_state/NY', {
      headers: { Origin: 'https://carrier.example' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the stand-in verifier is no open redirect', () => {
  async function finish(carrierUrl: string, returnHosts: string[] = []) {
    const sandbox = makeSandbox({ returnHosts });
    const { body } = await checkEligibility(sandbox.app, { ssn4: '1001', carrierUrl });
    const href = (body as CheckAnswer)._links?.resolution?.href ?? '';
    return mounted(sandbox.app).request(new URL(href).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=approved',
    });
  }

  it('refuses to send the applicant to a host the application’s creator chose', async () => {
    const response = await finish(`${EVIL}/phish`);
    expect(response.status).toBe(400);
    expect(response.headers.get('Location')).toBeNull();
    expect(await response.text()).not.toContain('href="https://evil.example');
  });

  it('returns to the app’s own host, and to a configured one', async () => {
    const own = await finish('http://localhost/ACPEligibilityCheck');
    expect(own.status).toBe(303);
    expect(own.headers.get('Location')).toBe('http://localhost/ACPEligibilityCheck');
    const configured = await finish('https://carrier.example/back', ['carrier.example']);
    expect(configured.status).toBe(303);
  });

  it('links the hand-off page back only to an allowed host', async () => {
    const sandbox = makeSandbox({ returnHosts: [] });
    const { body } = await checkEligibility(sandbox.app, { carrierUrl: `${EVIL}/x` });
    const page = await mounted(sandbox.app).request(`/api/verifier/handoff/${body.applicationId}`);
    expect(await page.text()).not.toContain('evil.example/');
  });
});

describe('bodies are bounded in depth as well as size', () => {
  it('a body nested 5,000 deep answers 400, not a 500', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const [path, body] of [
      ['/public/nlad/enroll', `{"applicationId":"${applicationId}","firstName":${deep}}`],
      ['/public/acp/eligibility-check', `{"zipCode":${deep}}`],
      ['/_sandbox/faults', deep],
    ] as const) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'deep' },
        body,
      });
      expect(response.status, path).toBe(400);
      const text = await response.text();
      expect(text, path).toContain('nests deeper');
      expect(text, path).not.toContain('    at ');
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('API answers are not cached and not sniffed', async () => {
    const { app } = makeSandbox();
    for (const response of [
      await app.request('/public/acp_supported_state/NY'),
      await app.request('/public/nope'),
      await postJson(app, '/public/acp/eligibility-check', '{'),
    ]) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
