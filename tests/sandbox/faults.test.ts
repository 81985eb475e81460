// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICES } from '../../sandbox/db.ts';
import type { RequestLogEntry } from '../../sandbox/faults.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  localGet,
  makeSandbox,
  mounted,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

const CHECK = '/public/acp/eligibility-check';

function arm(app: Parameters<typeof postJson>[0], body: Record<string, unknown>) {
  return postJson(app, '/_sandbox/faults', body);
}

describe('fault switch headers', () => {
  it('timeout: 504 with the gateway message, and the call does not run', async () => {
    const { app, db } = makeSandbox();
    const { response, body } = await checkEligibility(app, {}, { 'X-Sandbox-Fault': 'timeout' });
    expect(response.status).toBe(504);
    expect(body).toEqual({ message: 'Endpoint request timed out' });
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('500: a JSON message', async () => {
    const { app } = makeSandbox();
    const { response, body } = await checkEligibility(app, {}, { 'X-Sandbox-Fault': '500' });
    expect(response.status).toBe(500);
    expect(body).toEqual({ message: 'Internal Server Error' });
  });

  it('malformed: 200 with a JSON content type and a body that does not parse', async () => {
    const { app } = makeSandbox();
    const response = await postJson(app, CHECK, {}, { 'X-Sandbox-Fault': 'malformed' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    const text = await response.text();
    expect(text.startsWith('{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('string: 200 with the bare JSON string', async () => {
    const { app } = makeSandbox();
    const response = await enrol(app, enrolmentData('A1'), 'k', 'enroll', {
      'X-Sandbox-Fault': 'STRING',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('"Access is denied"');
  });

  it('latency: the answer waits the given milliseconds', async () => {
    const { app } = makeSandbox();
    const started = performance.now();
    const response = await app.request('/public/acp_supported_state/NY', {
      headers: { 'X-Sandbox-Latency': '150' },
    });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('SANDBOX_LATENCY_MS default applies when no header is sent', async () => {
    const { app } = makeSandbox({ defaultLatencyMs: 400 });
    const started = performance.now();
    await app.request('/public/acp_supported_state/NY');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    const quick = performance.now();
    await app.request('/public/acp_supported_state/NY', { headers: { 'X-Sandbox-Latency': '0' } });
    expect(performance.now() - quick).toBeLessThan(300);
  });

  it('rejects unknown fault names and bad latencies with 400', async () => {
    const { app } = makeSandbox();
    const fault = await app.request('/public/device', { headers: { 'X-Sandbox-Fault': 'boom' } });
    expect(fault.status).toBe(400);
    expect(((await fault.json()) as { message: string }).message).toContain('X-Sandbox-Fault');
    const latency = await app.request('/public/device', {
      headers: { 'X-Sandbox-Latency': '-5' },
    });
    expect(latency.status).toBe(400);
  });

  it('keeps the CORS header on fault answers, so the browser can read them', async () => {
    const { app } = makeSandbox({ corsOrigins: ['https://carrier.example'] });
    const response = await app.request('/public/device', {
      headers: { Origin: 'https://carrier.example', 'X-Sandbox-Fault': 'timeout' },
    });
    expect(response.status).toBe(504);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://carrier.example');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers the CORS preflight with the sandbox headers allowed', async () => {
    const { app } = makeSandbox({ corsOrigins: ['https://carrier.example'] });
    const response = await app.request('/public/nlad/enroll', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://carrier.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
    for (const header of [
      'idempotency-key',
      'authorization',
      'x-sandbox-fault',
      'x-sandbox-latency',
    ]) {
      expect(allowed).toContain(header);
    }
  });
});

describe('armed faults: /_sandbox/faults', () => {
  it('fires for the next N requests to the path, then disarms itself', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const armed = await arm(app, { path: '/public/nlad/enroll', fault: 'timeout', times: 2 });
    expect(armed.status).toBe(201);
    const list = (await (await app.request('/_sandbox/faults')).json()) as {
      armed: { path: string; fault: string; remaining: number }[];
    };
    expect(list.armed).toEqual([
      { id: 1, path: '/public/nlad/enroll', fault: 'timeout', latencyMs: null, remaining: 2 },
    ]);

    // Another path is not affected.
    expect((await checkEligibility(app)).response.status).toBe(200);
    const body = enrolmentData(applicationId);
    expect((await enrol(app, body, 'a')).status).toBe(504);
    expect((await enrol(app, body, 'b')).status).toBe(504);
    expect(rowCount(db, 'subscribers')).toBe(0);
    expect((await enrol(app, body, 'c')).status).toBe(200);
    expect(((await (await app.request('/_sandbox/faults')).json()) as { armed: [] }).armed).toEqual(
      [],
    );
  });

  it('arms latency alone, and /* for every API path', async () => {
    const { app } = makeSandbox();
    await arm(app, { path: '/*', latencyMs: 120 });
    const started = performance.now();
    const response = await app.request('/public/device?name=tablet');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('keeps the default latency for an armed fault that gives none', async () => {
    const { app } = makeSandbox({ defaultLatencyMs: 400 });
    await arm(app, { path: '/public/device', fault: '500' });
    const started = performance.now();
    expect((await app.request('/public/device')).status).toBe(500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    await arm(app, { path: '/public/device', fault: '500', latencyMs: 0 });
    const quick = performance.now();
    await app.request('/public/device');
    expect(performance.now() - quick).toBeLessThan(300);
  });

  it('lets a header override the armed fault for that request', async () => {
    const { app } = makeSandbox();
    await arm(app, { path: '/public/device', fault: 'timeout' });
    const response = await app.request('/public/device', { headers: { 'X-Sandbox-Fault': '500' } });
    expect(response.status).toBe(500);
  });

  it('disarms everything with DELETE', async () => {
    const { app } = makeSandbox();
    await arm(app, { path: '/public/device', fault: '500', times: 5 });
    const cleared = await app.request('/_sandbox/faults', {
      method: 'DELETE',
      headers: { 'X-Sandbox-Control': '1' },
    });
    expect(await cleared.json()).toEqual({ armed: [] });
    expect((await app.request('/public/device')).status).toBe(200);
  });

  it('never faults the control endpoints themselves', async () => {
    const { app } = makeSandbox();
    await arm(app, { path: '/*', fault: 'timeout', times: 10 });
    expect((await app.request('/_sandbox/faults')).status).toBe(200);
    expect((await app.request('/_sandbox')).status).toBe(200);
  });

  it('rejects a bad arming request with 400', async () => {
    const { app } = makeSandbox();
    const unknown = await arm(app, { path: '/public/device', fault: 'explode' });
    expect(unknown.status).toBe(400);
    const nothing = await arm(app, { path: '/public/device' });
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { message: string }).message).toContain(
      'fault or latencyMs is required',
    );
    const noPath = await arm(app, { fault: 'timeout' });
    expect(((await noPath.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'path',
    );
  });

  it('reads JSON that curl -d labels as a form (with X-Sandbox-Control), and answers JSON to tools', async () => {
    const { app } = makeSandbox();
    const response = await app.request('/_sandbox/faults', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: '*/*',
        'X-Sandbox-Control': '1',
      },
      body: '{"path":"/public/device","fault":"500","times":2}',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { armed: { remaining: number } }).armed.remaining).toBe(2);
  });

  it('accepts the control page form and sends the tester back to the page', async () => {
    const { app } = makeSandbox();
    const api = mounted(app);
    const response = await api.request('/api/_sandbox/faults', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'http://localhost',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: 'path=%2Fpublic%2Fnlad%2Fenroll&fault=string&latencyMs=&times=3',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/api/_sandbox');
    const list = (await (await api.request('/api/_sandbox/faults')).json()) as {
      armed: { fault: string; remaining: number; latencyMs: number | null }[];
    };
    expect(list.armed[0]).toMatchObject({ fault: 'string', remaining: 3, latencyMs: null });
    // The armed path is relative to the mount, as the docs say.
    const enrolment = await api.request('/api/public/nlad/enroll', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await enrolment.text()).toBe('"Access is denied"');
  });
});

describe('request log and reset', () => {
  it('lists the API requests with their idempotency keys, filterable by path', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    await enrol(app, enrolmentData(applicationId), 'key-1');
    await enrol(app, enrolmentData(applicationId), 'key-1');
    await app.request('/_sandbox/faults');

    const all = (await (await localGet(app, '/_sandbox/requests')).json()) as {
      requests: RequestLogEntry[];
    };
    expect(all.requests.map((entry) => entry.path)).toEqual([
      '/public/acp/eligibility-check',
      '/public/nlad/enroll',
      '/public/nlad/enroll',
    ]);
    const enrolments = (await (
      await localGet(app, '/_sandbox/requests?path=/public/nlad/enroll&method=post')
    ).json()) as { requests: RequestLogEntry[] };
    expect(enrolments.requests).toHaveLength(2);
    // Keys are masked to their last 4 characters (issue 28 §1).
    expect(enrolments.requests.map((entry) => [entry.idempotencyKey, entry.replayed])).toEqual([
      ['…ey-1', false],
      ['…ey-1', true],
    ]);
    expect(enrolments.requests[0]?.status).toBe(200);
    // A test that knows its whole key finds its own requests.
    const mine = (await (
      await localGet(app, '/_sandbox/requests?idempotencyKey=key-1')
    ).json()) as { requests: RequestLogEntry[] };
    expect(mine.requests).toHaveLength(2);
    const other = (await (
      await localGet(app, '/_sandbox/requests?idempotencyKey=key-2')
    ).json()) as { requests: RequestLogEntry[] };
    expect(other.requests).toEqual([]);
  });

  it('empties the database, the faults and the log on reset, keeping the devices', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    await enrol(app, enrolmentData(applicationId), 'k');
    await postJson(app, '/hooks/contact', { text: 'Hi', channel: 'web', username: 'Site' });
    await arm(app, { path: '/public/device', fault: '500' });

    const reset = await app.request('/_sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await reset.json()).toEqual({ ok: true });
    const counts = (await (await app.request('/_sandbox/counts')).json()) as Record<string, number>;
    expect(counts).toEqual({
      applications: 0,
      subscribers: 0,
      orders: 0,
      contact_messages: 0,
      idempotency_keys: 0,
      enrolment_mismatches: 0,
      agreement_records: 0,
      devices: 2,
    });
    expect(rowCount(db, 'devices')).toBe(DEFAULT_DEVICES.length);
    expect((await app.request('/public/device')).status).toBe(200);
    const log = (await (await localGet(app, '/_sandbox/requests')).json()) as { requests: [] };
    expect(log.requests.map((entry: RequestLogEntry) => entry.path)).toEqual(['/public/device']);
  });
});

describe('control page', () => {
  it('serves an HTML page with forms, the scenario tables and no script', async () => {
    const { app } = makeSandbox();
    const api = mounted(app);
    await checkEligibility(app, { ssn4: '1005' });
    const response = await localGet(api, '/api/_sandbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/api/_sandbox/faults">');
    expect(html).toContain('action="/api/_sandbox/reset"');
    expect(html).toContain('<code>1001</code>');
    expect(html).toContain('<code>IN_PROGRESS</code>');
    // Application ids masked (issue 28 §1); the verifier page is opened by typing the id.
    expect(html).toMatch(/<code>…\d{4}<\/code>/);
    expect(html).not.toMatch(/A\d{8}/);
    expect(html).toContain('<form method="get" action="/api/_sandbox/verifier">');
    expect(html).not.toContain('<script');
  });

  it('resets from the page form with a redirect back', async () => {
    const { app, db } = makeSandbox();
    await completeApplication(app);
    const response = await mounted(app).request('/api/_sandbox/reset', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Origin: 'http://localhost',
      },
      body: '',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/api/_sandbox');
    expect(rowCount(db, 'applications')).toBe(0);
  });
});
