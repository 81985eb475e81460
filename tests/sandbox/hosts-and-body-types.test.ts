// @vitest-environment node
// Issue 28 §1 and §2: the hosts the sandbox answers for (no DNS rebinding), forwarded headers
// only from a trusted proxy, the body types each POST takes, and the control lists only for
// this machine, with ids masked.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_URL,
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  LOOPBACK,
  localGet,
  makeSandbox,
  mounted,
  personalData,
  rowCount,
} from './sandbox-fixtures.ts';

const PORT = 4420;
const EVIL_HOST = `evil.example:${PORT}`;

// What a page of evil.example sends once its name points at 127.0.0.1: to the browser the
// sandbox is the page's own origin.
const rebound = {
  Host: EVIL_HOST,
  Origin: `http://${EVIL_HOST}`,
  'Sec-Fetch-Site': 'same-origin',
};

function post(app: Hono, path: string, body: string, headers: Record<string, string>) {
  return Promise.resolve(app.request(path, { method: 'POST', body, headers }));
}

describe('the hosts the sandbox answers for', () => {
  it('issue 28 §2: DNS rebinding does not pass the control guard (Host: evil.example:PORT, matching Origin, same-origin)', async () => {
    const { app, db } = makeSandbox();
    await completeApplication(app);
    const arm = await post(app, '/_sandbox/faults', '{"path":"/*","fault":"500"}', {
      ...rebound,
      'Content-Type': 'application/json',
    });
    expect(arm.status).toBe(403);
    const form = await post(app, '/_sandbox/faults', 'path=%2F*&fault=500', {
      ...rebound,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
    });
    expect(form.status).toBe(403);
    for (let attempt = 0; attempt < 15; attempt++) {
      const reset = await post(app, '/_sandbox/reset', '', {
        ...rebound,
        'X-Sandbox-Control': '1',
      });
      expect(reset.status).toBe(403);
    }
    expect(rowCount(db, 'applications')).toBe(1);
    const faults = (await (await app.request('/_sandbox/faults')).json()) as { armed: unknown[] };
    expect(faults.armed).toEqual([]);
  });

  it('issue 28 §2: a rebound page cannot read or write the API either', async () => {
    const { app, db } = makeSandbox();
    const read = await app.request('/public/device', { headers: { Host: EVIL_HOST } });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      message: `The sandbox does not answer for the host ${EVIL_HOST}: add it to SANDBOX_HOSTS`,
    });
    const check = await post(app, '/public/acp/eligibility-check', JSON.stringify(personalData()), {
      ...rebound,
      'Content-Type': 'application/json',
    });
    expect(check.status).toBe(403);
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('issue 28 §2: answers the loopback names on any port, and the hosts of SANDBOX_HOSTS', async () => {
    const { app } = makeSandbox({ hosts: ['sandbox.example', 'api.carrier.example:8443'] });
    for (const host of [
      '127.0.0.1:4420',
      '127.0.0.1',
      'localhost:5173',
      'LOCALHOST',
      '[::1]:80',
      'sandbox.example',
      'sandbox.example:4420',
      'api.carrier.example:8443',
    ]) {
      const response = await app.request('/public/device', { headers: { Host: host } });
      expect(response.status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      '127.0.0.1.evil.example',
      'localhost.evil.example:80',
      'api.carrier.example',
      'api.carrier.example:443',
      '10.0.0.5:4420',
      'bad host',
    ]) {
      const response = await app.request('/public/device', { headers: { Host: host } });
      expect(response.status, host).toBe(403);
    }
  });

  it('issue 28 §2: ignores X-Forwarded-Host and -Proto unless a proxy is trusted (SANDBOX_TRUST_PROXY)', async () => {
    const untrusted = makeSandbox();
    const forwarded = { 'X-Forwarded-Host': 'app.example.org', 'X-Forwarded-Proto': 'https' };
    const links = await checkEligibility(untrusted.app, { ssn4: '1001' }, forwarded);
    expect(new URL(links.body._links?.resolution?.href ?? '').origin).toBe('http://localhost');
    // A forwarded loopback name does not make an evil Host acceptable.
    const smuggled = await untrusted.app.request('/public/device', {
      headers: { Host: EVIL_HOST, 'X-Forwarded-Host': '127.0.0.1' },
    });
    expect(smuggled.status).toBe(403);

    const trusted = makeSandbox({ trustProxy: true, hosts: ['app.example.org'] });
    const behindProxy = await checkEligibility(trusted.app, { ssn4: '1001' }, forwarded);
    expect(new URL(behindProxy.body._links?.resolution?.href ?? '').origin).toBe(
      'https://app.example.org',
    );
    // Behind a trusted proxy the host the browser named is the forwarded one: checked too.
    const rebinding = await trusted.app.request('/public/device', {
      headers: { Host: '127.0.0.1:8788', 'X-Forwarded-Host': EVIL_HOST },
    });
    expect(rebinding.status).toBe(403);
  });
});

describe('the body types each POST takes', () => {
  it('issue 28 §2: every API POST requires a JSON content type (415 otherwise)', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const calls: [string, unknown][] = [
      ['/public/acp/eligibility-check', personalData()],
      ['/public/acp/eligibility-check/status', { applicationId }],
      ['/public/nlad/enroll', enrolmentData(applicationId)],
      ['/public/nlad/transfer', enrolmentData(applicationId)],
      ['/public/nlad/verify', enrolmentData(applicationId)],
      ['/public/utility/is_valid_reseller_code', { resellerCode: 'SANDBOX' }],
    ];
    for (const [path, body] of calls) {
      for (const type of [
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        undefined,
      ]) {
        const headers: Record<string, string> = { 'Idempotency-Key': `k-${path}` };
        if (type) headers['Content-Type'] = type;
        const response = await post(app, path, JSON.stringify(body), headers);
        expect(response.status, `${path} ${type}`).toBe(415);
        const answer = (await response.json()) as { errors: { code: string }[] };
        expect(answer.errors[0]?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    }
    expect(rowCount(db, 'applications')).toBe(1);
    expect(rowCount(db, 'subscribers')).toBe(0);
    // JSON with parameters, or a +json type, is JSON: both run (the second is the same
    // household again).
    const statuses: number[] = [];
    for (const type of ['application/json; charset=utf-8', 'application/vnd.carrier+json']) {
      const response = await post(
        app,
        '/public/nlad/enroll',
        JSON.stringify(enrolmentData(applicationId)),
        { 'Content-Type': type, 'Idempotency-Key': `ok-${type}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 409]);
  });

  it('keeps the contact hook a chat webhook: text/plain (as the app sends it) or JSON, not a form', async () => {
    const { app, db } = makeSandbox();
    const message = JSON.stringify({ text: 'Subject: Hi', channel: 'web', username: 'Site' });
    for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
      const response = await post(app, '/hooks/contact', message, { 'Content-Type': type });
      expect(response.status, type).toBe(200);
    }
    const form = await post(app, '/hooks/contact', message, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(rowCount(db, 'contact_messages')).toBe(2);
  });

  it('keeps the stand-in verifier an HTML form (url-encoded), refusing other types', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, {
      ssn4: '1001',
      carrierUrl: 'http://localhost/ACPEligibilityCheck',
    });
    const path = new URL(body._links?.resolution?.href ?? '').pathname;
    const api = mounted(app);
    const json = await post(api, path, '{"outcome":"approved"}', {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    const form = await post(api, path, 'outcome=approved', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(303);
  });
});

describe('the control lists', () => {
  it('issue 28 §1: the control page lists applications only to loopback requests, ids masked', async () => {
    const { app } = makeSandbox();
    const api = mounted(app);
    const applicationId = await completeApplication(app);
    const remote = await (await api.request('/api/_sandbox')).text();
    expect(remote).not.toContain(applicationId);
    expect(remote).not.toContain(applicationId.slice(-4));
    expect(remote).toContain('Shown only to a browser on the machine the sandbox runs on');
    const local = await (await localGet(api, '/api/_sandbox')).text();
    expect(local).not.toContain(applicationId);
    expect(local).toContain(`<code>…${applicationId.slice(-4)}</code>`);
  });

  it('issue 28 §1: the request log is for loopback requests only, with keys masked', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const key = 'd3b07384-d9a0-4c1e-9f6b-0123456789ab';
    await enrol(app, enrolmentData(applicationId), key);
    expect((await app.request('/_sandbox/requests')).status).toBe(403);
    // A proxy on this machine forwarding a visitor from elsewhere says so.
    const proxied = await app.request(
      '/_sandbox/requests',
      { headers: { 'X-Forwarded-For': '203.0.113.9' } },
      LOOPBACK,
    );
    expect(proxied.status).toBe(403);
    const local = await localGet(app, '/_sandbox/requests');
    expect(local.status).toBe(200);
    const text = await local.text();
    expect(text).not.toContain(key);
    expect(text).toContain('"idempotencyKey":"…89ab"');
  });

  it('opens the stand-in verifier page for an application id typed on the control page', async () => {
    const { app } = makeSandbox();
    const response = await mounted(app).request(
      '/api/_sandbox/verifier?applicationId=A12345678&kind=certification',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/api/verifier/certification/A12345678');
    const bad = await mounted(app).request('/api/_sandbox/verifier?applicationId=..%2F..%2Fx');
    expect(bad.status).toBe(400);
  });

  it('still returns the applicant to the carrier from the verifier page', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1001' });
    const path = new URL(body._links?.resolution?.href ?? '').pathname;
    const response = await post(mounted(app), path, 'outcome=approved', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.headers.get('Location')).toBe(CARRIER_URL);
  });
});
