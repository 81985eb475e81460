import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { acpCarrier } from '../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../profiles/carriers/lifeline.ts';
import { scenarioId } from './eligibility-answer.ts';
import type { SandboxDb } from './sandbox-db.ts';
import { ELIGIBILITY_SCENARIOS } from './scenarios.ts';
import { householdKey } from './subscribers-store.ts';

export type Device = { id: string; name: string };

// The sandbox speaks both programs (issue 17 §4): each demo carrier's device can be found by the
// name its build looks up (D21), the ACP's tablet and the Lifeline carrier's own phone.
export const DEFAULT_DEVICES: readonly Device[] = [
  { id: 'TAB-1001', name: acpCarrier.device.name },
  { id: 'PHN-2001', name: lifelineCarrier.device.name },
];

// Relative to the project, not the working directory, so `npm start` from anywhere finds it.
export const DEFAULT_DB_PATH = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '.data',
  'sandbox.sqlite',
);

// Each entry moves the schema one version up; PRAGMA user_version records how far a file got.
const MIGRATIONS: readonly (string | ((db: SandboxDb) => void))[] = [
  `
  CREATE TABLE applications (
    id TEXT PRIMARY KEY,
    eligibility_check_id TEXT NOT NULL UNIQUE,
    scenario TEXT NOT NULL,
    status TEXT NOT NULL,
    outcome TEXT,
    tribal INTEGER NOT NULL DEFAULT 0,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    state TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    carrier_url TEXT NOT NULL,
    reseller_code TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE subscribers (
    id TEXT PRIMARY KEY,
    application_id TEXT NOT NULL UNIQUE,
    household_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('enroll', 'transfer')),
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    dob TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    shipping_address1 TEXT NOT NULL,
    shipping_address2 TEXT,
    shipping_city TEXT NOT NULL,
    shipping_state TEXT NOT NULL,
    shipping_zipcode TEXT NOT NULL,
    reseller_code TEXT,
    consent_time_zone_id TEXT NOT NULL,
    consent_date_time TEXT NOT NULL,
    activation_code TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE devices (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    subscriber_id TEXT NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
    fulfillment_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    device_id TEXT,
    device_status TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    text TEXT NOT NULL,
    channel TEXT NOT NULL,
    username TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE idempotency_keys (
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    http_status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (scope, key)
  );
  `,
  // Issue 15 §7: a scenario was stored as its match (SSN digits, a tribal id); households were
  // keyed on a looser normalisation. Rewrite both so no digits stay and old rows still match.
  (db) => {
    const rename = db.prepare('UPDATE applications SET scenario = ? WHERE scenario = ?');
    for (const row of ELIGIBILITY_SCENARIOS) rename.run(scenarioId(row), JSON.stringify(row.match));
    const fallback = ELIGIBILITY_SCENARIOS[0];
    if (fallback) {
      db.prepare("UPDATE applications SET scenario = ? WHERE scenario LIKE '{%'").run(
        scenarioId(fallback),
      );
    }
    const rows = db
      .prepare(
        'SELECT id, first_name, last_name, dob, shipping_address1, shipping_zipcode FROM subscribers',
      )
      .all() as Record<string, string>[];
    const rekey = db.prepare('UPDATE subscribers SET household_key = ? WHERE id = ?');
    for (const row of rows) {
      const key = householdKey({
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
        dob: row.dob ?? '',
        shippingAddress1: row.shipping_address1 ?? '',
        shippingZipcode: row.shipping_zipcode ?? '',
      });
      // Two rows the new key merges keep their old keys: the table's UNIQUE would refuse.
      try {
        rekey.run(key, row.id);
      } catch {
        // Left as it was.
      }
    }
  },
  // provider-api.md, additions of 2026-11-24: the program a check named, echoed by its answers.
  // A file whose version was set back (as a test does) may have the column already.
  (db) => {
    const columns = db.prepare('PRAGMA table_info(applications)').all() as { name: string }[];
    if (!columns.some((column) => column.name === 'program')) {
      db.exec('ALTER TABLE applications ADD COLUMN program TEXT');
    }
  },
];

const DATA_TABLES = [
  'orders',
  'subscribers',
  'applications',
  'contact_messages',
  'idempotency_keys',
] as const;

export type OpenDbOptions = { devices?: readonly Device[] };

export function openDb(path: string = DEFAULT_DB_PATH, options: OpenDbOptions = {}): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDevices(db, options.devices ?? DEFAULT_DEVICES);
  return db;
}

export function migrate(db: SandboxDb): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      const step = MIGRATIONS[version];
      if (typeof step === 'function') step(db);
      else db.exec(step ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

// Devices are configuration, not data: the table mirrors the configured list on every open.
export function seedDevices(db: SandboxDb, devices: readonly Device[]): void {
  const insert = db.prepare('INSERT INTO devices (id, name) VALUES (?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM devices');
    for (const device of devices) insert.run(device.id, device.name);
  })();
}

export function resetDb(db: SandboxDb): void {
  db.transaction(() => {
    for (const table of DATA_TABLES) db.exec(`DELETE FROM ${table}`);
  })();
}

export type TableCounts = Record<(typeof DATA_TABLES)[number] | 'devices', number>;

export function countRows(db: SandboxDb): TableCounts {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    applications: count('applications'),
    subscribers: count('subscribers'),
    orders: count('orders'),
    contact_messages: count('contact_messages'),
    idempotency_keys: count('idempotency_keys'),
    devices: count('devices'),
  };
}

// SANDBOX_DEVICES='[{"id":"TAB-1001","name":"ACP Tablet 8in"}]' replaces the seeded list.
export function devicesFromEnv(value: string | undefined): Device[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed: unknown = JSON.parse(value);
  if (
    !Array.isArray(parsed) ||
    !parsed.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.id === 'string' &&
        typeof item.name === 'string',
    )
  ) {
    throw new Error('SANDBOX_DEVICES must be a JSON array of { "id": string, "name": string }');
  }
  return parsed as Device[];
}
