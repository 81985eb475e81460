// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/create-sandbox-app.ts';
import { countRows, devicesFromEnv, migrate, openDb, resetDb } from '../../sandbox/db.ts';
import { checkEligibility, completeApplication, enrol, enrolmentData } from './sandbox-fixtures.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempDbPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  folders.push(folder);
  // A missing sub-folder, as .data/ is on a fresh clone.
  return join(folder, 'nested', 'sandbox.sqlite');
}

describe('sandbox database', () => {
  it('creates the file, migrates once, and keeps data across restarts', async () => {
    const path = tempDbPath();
    const first = openDb(path);
    expect(first.pragma('user_version', { simple: true })).toBe(6);
    const app = createSandboxApp({ db: first });
    const applicationId = await completeApplication(app);
    expect((await enrol(app, enrolmentData(applicationId), 'k')).status).toBe(200);
    first.close();

    const second = openDb(path);
    expect(second.pragma('user_version', { simple: true })).toBe(6);
    expect(countRows(second)).toMatchObject({ applications: 1, subscribers: 1, orders: 1 });
    // The idempotency record survives a restart too.
    const replay = await enrol(createSandboxApp({ db: second }), enrolmentData(applicationId), 'k');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    second.close();
  });

  it('drops the SSN digits a version-1 file kept as the scenario, and re-keys households', async () => {
    const path = tempDbPath();
    const old = openDb(path);
    const app = createSandboxApp({ db: old });
    const pending = await checkEligibility(app, { ssn4: '1001' });
    const applicationId = pending.body.applicationId as string;
    const complete = await completeApplication(app);
    expect((await enrol(app, enrolmentData(complete), 'k2')).status).toBe(200);
    old
      .prepare('UPDATE applications SET scenario = ? WHERE id = ?')
      .run('{"ssn4":"1001"}', applicationId);
    old
      .prepare('UPDATE subscribers SET household_key = ?')
      .run('ana|diaz|01/31/1980|12 main st|10001');
    old.pragma('user_version = 1');
    old.close();

    const upgraded = openDb(path);
    const scenarios = upgraded.prepare('SELECT scenario FROM applications').all() as {
      scenario: string;
    }[];
    expect(scenarios.map((row) => row.scenario).join(' ')).not.toMatch(/ssn4|1001/);
    // The household still counts as enrolled under its new key.
    const again = await completeApplication(createSandboxApp({ db: upgraded }));
    const duplicate = await enrol(
      createSandboxApp({ db: upgraded }),
      enrolmentData(again, { shippingAddress1: '12 Main Street' }),
      'k3',
    );
    expect(duplicate.status).toBe(409);
    upgraded.close();
  });

  it('schemas 4 to 6 keep a version-3 file’s subscribers and orders, key households by address (the shipping one standing for the home), and let a separate one in', async () => {
    const path = tempDbPath();
    openDb(path).close();
    const old = new Database(path);
    // A version-3 file: the tables as they were, household keyed on person and address.
    old.exec(
      ['orders', 'subscribers', 'applications', 'devices', 'contact_messages', 'idempotency_keys']
        .map((table) => `DROP TABLE ${table};`)
        .join(' '),
    );
    old.pragma('user_version = 0');
    migrate(old, 3);
    old.exec(`
      INSERT INTO subscribers VALUES ('S1', 'A1', 'ana|diaz|01/31/1980|12 main st|10001', 'enroll',
        'Ana', 'Diaz', '01/31/1980', 'ana@example.com', NULL, '0012 Main Street', NULL,
        'New York', 'NY', '10001', NULL, '14', '2024-05-02 10:11:12', '123456', 'then');
      INSERT INTO orders VALUES ('ORD-1', 'S1', 'f-1', 'enroll', NULL, 'none', 'RECEIVED', 'then');
    `);
    old.close();

    const upgraded = openDb(path);
    expect(upgraded.pragma('user_version', { simple: true })).toBe(6);
    expect(countRows(upgraded)).toMatchObject({ subscribers: 1, orders: 1 });
    expect(
      upgraded
        .prepare('SELECT household_key, household_base, household_typed FROM subscribers')
        .get(),
    ).toEqual({
      household_key: '12 main st|||10001',
      household_base: '12 main|||10001',
      household_typed: 1,
    });
    expect(upgraded.pragma('foreign_keys', { simple: true })).toBe(1);
    const app = createSandboxApp({ db: upgraded });
    const applicationId = await completeApplication(app, { firstName: 'Bo' });
    expect((await enrol(app, enrolmentData(applicationId, { firstName: 'Bo' }), 'k0')).status).toBe(
      409,
    );
    const separate = enrolmentData(applicationId, {
      firstName: 'Bo',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
    });
    expect((await enrol(app, separate, 'k')).status).toBe(200);
    upgraded.close();
  });

  it('issue 28 §10: a database file syncs every commit (synchronous=FULL), in WAL mode', () => {
    const db = openDb(tempDbPath());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 is FULL; better-sqlite3's WAL default is 1 (NORMAL), which a power cut can undo.
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('empties every data table on reset and keeps the devices', async () => {
    const db = openDb(':memory:');
    const app = createSandboxApp({ db });
    await completeApplication(app);
    resetDb(db);
    expect(countRows(db)).toEqual({
      applications: 0,
      subscribers: 0,
      orders: 0,
      contact_messages: 0,
      idempotency_keys: 0,
      enrolment_mismatches: 0,
      agreement_records: 0,
      devices: 2,
    });
  });

  it('mirrors the configured devices on every open', () => {
    const path = tempDbPath();
    openDb(path).close();
    const db = openDb(path, { devices: [{ id: 'T-9', name: 'Other' }] });
    expect(db.prepare('SELECT id, name FROM devices').all()).toEqual([
      { id: 'T-9', name: 'Other' },
    ]);
    db.close();
  });

  it('reads SANDBOX_DEVICES and refuses a malformed value', () => {
    expect(devicesFromEnv(undefined)).toBeUndefined();
    expect(devicesFromEnv(' ')).toBeUndefined();
    expect(devicesFromEnv('[{"id":"T-1","name":"Tab"}]')).toEqual([{ id: 'T-1', name: 'Tab' }]);
    expect(() => devicesFromEnv('[{"id":1}]')).toThrow(/SANDBOX_DEVICES/);
    expect(() => devicesFromEnv('{')).toThrow();
  });
});
