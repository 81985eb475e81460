// @vitest-environment node
// Issue 39: a sandbox fit to host. Its control routes need a token when it listens beyond
// loopback; armed faults and their paths are capped; old rows are pruned and the WAL truncated.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { controlTokenFor, isLoopbackHost } from '../../sandbox/control-token.ts';
import { createSandboxApp } from '../../sandbox/create-sandbox-app.ts';
import { openDb } from '../../sandbox/db.ts';
import { MAX_ARMED_FAULTS } from '../../sandbox/faults.ts';
import { Housekeeping } from '../../sandbox/housekeeping.ts';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  mounted,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-hosting-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const TOKEN = 'a-long-enough-control-token-1234';

function control(app: Hono, path: string, init: RequestInit = {}) {
  return Promise.resolve(app.request(path, init));
}

describe('the control routes’ token (issue 39)', () => {
  it('is needed on every control route once set: header, bearer, or the cookie its link sets', async () => {
    const api = mounted(makeSandbox({ controlToken: TOKEN }).app);
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    const refused = await control(api, '/api/_sandbox/reset', json);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('WWW-Authenticate')).toContain('Bearer');
    expect((await control(api, '/api/_sandbox')).status).toBe(401);
    expect((await control(api, '/api/_sandbox/faults')).status).toBe(401);
    const bearer = { ...json, headers: { ...json.headers, Authorization: `Bearer ${TOKEN}` } };
    expect((await control(api, '/api/_sandbox/reset', bearer)).status).toBe(200);
    const header = { ...json, headers: { ...json.headers, 'X-Sandbox-Token': TOKEN } };
    expect((await control(api, '/api/_sandbox/reset', header)).status).toBe(200);
    const wrong = { ...json, headers: { ...json.headers, Authorization: `Bearer ${TOKEN}x` } };
    expect((await control(api, '/api/_sandbox/reset', wrong)).status).toBe(401);
    // The tester's link: the token goes into a cookie for the page, and out of the address bar.
    const link = await control(api, `/api/_sandbox?token=${TOKEN}`);
    expect(link.status).toBe(303);
    expect(link.headers.get('Location')).toBe('/api/_sandbox');
    const cookie = link.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^sandbox_control=.+; Path=\/api\/_sandbox; HttpOnly; SameSite=Strict/);
    const page = await control(api, '/api/_sandbox', {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect(page.status).toBe(200);
    // The API itself needs no token.
    expect(
      (await postJson(api, '/api/public/acp/eligibility-check/status', { applicationId: 'A1' }))
        .status,
    ).toBe(404);
  });

  it('is made up when the sandbox listens beyond loopback, and none is needed on it', () => {
    expect(controlTokenFor('127.0.0.1', undefined)).toBeNull();
    expect(controlTokenFor('localhost', '')).toBeNull();
    expect(controlTokenFor('::1', undefined)).toBeNull();
    const made = controlTokenFor('0.0.0.0', undefined);
    expect(made).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(controlTokenFor('0.0.0.0', undefined)).not.toBe(made);
    expect(controlTokenFor('192.0.2.10', ' given ')).toBe('given');
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });
});

describe('armed faults (issue 39)', () => {
  const arm = (app: Hono, body: object) => postJson(app, '/_sandbox/faults', body);

  it(`are at most ${MAX_ARMED_FAULTS} at once`, async () => {
    const { app } = makeSandbox();
    const statuses: number[] = [];
    for (let i = 0; i < MAX_ARMED_FAULTS + 10; i++) {
      statuses.push(
        (await arm(app, { path: '/public/nlad/enroll', fault: '500', times: 1000 })).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ARMED_FAULTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const list = (await (await app.request('/_sandbox/faults')).json()) as { armed: unknown[] };
    expect(list.armed).toHaveLength(MAX_ARMED_FAULTS);
    const cleared = await app.request('/_sandbox/faults', {
      method: 'DELETE',
      headers: { 'X-Sandbox-Control': '1' },
    });
    expect(cleared.status).toBe(200);
    expect((await arm(app, { path: '/public/nlad/enroll', fault: '500' })).status).toBe(201);
  });

  it('are armed on API paths of a bounded length only', async () => {
    const { app } = makeSandbox();
    const long = `/public/${'a'.repeat(5000)}`;
    expect((await arm(app, { path: long, fault: '500' })).status).toBe(400);
    expect((await arm(app, { path: '/_sandbox/reset', fault: '500' })).status).toBe(400);
    expect((await arm(app, { path: '/etc/passwd', fault: '500' })).status).toBe(400);
    expect((await arm(app, { path: '/*', fault: '500' })).status).toBe(201);
    expect((await arm(app, { path: '/hooks/contact', fault: 'timeout' })).status).toBe(201);
  });
});

describe('pruning and the WAL (issue 39)', () => {
  it('deletes rows older than the retention with what hangs on them, and keeps the rest', async () => {
    const { app, db } = makeSandbox();
    const old = await completeApplication(app);
    expect((await enrol(app, enrolmentData(old), 'k-old')).status).toBe(200);
    await enrol(app, enrolmentData(old, { dob: '12/31/1999' }), 'k-wrong');
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();
    for (const table of ['applications', 'subscribers', 'idempotency_keys']) {
      db.prepare(`UPDATE ${table} SET created_at = ?`).run(days(10));
    }
    const fresh = await completeApplication(app, { firstName: 'Eva' });
    const run = new Housekeeping(db, { retentionDays: 7 }).run();
    expect(run.pruned).toMatchObject({ applications: 1, subscribers: 1, idempotency_keys: 1 });
    expect(rowCount(db, 'orders')).toBe(0);
    expect(rowCount(db, 'enrolment_mismatches')).toBe(0);
    expect(db.prepare('SELECT id FROM applications').all()).toEqual([{ id: fresh }]);
  });

  it('deletes the signed records (D56) older than the retention by the time they came', () => {
    const { db } = makeSandbox();
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString();
    const insert = db.prepare(
      'INSERT INTO agreement_records (application_id, record, received_at) VALUES (?, ?, ?)',
    );
    insert.run('A-OLD', '{}', days(10));
    insert.run('A-NEW', '{}', days(1));
    const run = new Housekeeping(db, { retentionDays: 7 }).run();
    expect(run.pruned.agreement_records).toBe(1);
    expect(db.prepare('SELECT application_id FROM agreement_records').all()).toEqual([
      { application_id: 'A-NEW' },
    ]);
  });

  it('checkpoints the WAL to nothing after so many writes, as the sandbox writes', async () => {
    const path = join(folder, 'wal.sqlite');
    const db = openDb(path);
    const housekeeping = new Housekeeping(db, { everyWrites: 200 });
    const app = createSandboxApp({ db, housekeeping });
    const wal = () => statSync(`${path}-wal`).size;
    for (let i = 0; i < 199; i++)
      await completeApplication(app, { firstName: `Ana${'a'.repeat(i % 20)}` });
    const before = wal();
    expect(before).toBeGreaterThan(100_000);
    // The 200th write runs the housekeeping: the WAL is truncated.
    await completeApplication(app);
    expect(wal()).toBe(0);
    expect(rowCount(db, 'applications')).toBe(200);
    db.close();
  });
});
