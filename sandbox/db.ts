import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { acpCarrier } from '../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../profiles/carriers/lifeline.ts';
import { API_PROGRAMS, type ApiProgram } from '../profiles/schema.ts';
import { scenarioId } from './eligibility-answer.ts';
import { homeKey } from './home-address.ts';
import { householdKey } from './household-key.ts';
import type { SandboxDb } from './sandbox-db.ts';
import { ELIGIBILITY_SCENARIOS } from './scenarios.ts';

/** A device, and the program whose enrolments may take it (none: any program). */
export type Device = { id: string; name: string; program?: ApiProgram };

// The sandbox speaks both programs (issue 17 §4): each demo carrier's device can be found by the
// name its build looks up (D21), the ACP's tablet and the Lifeline carrier's own phone.
export const DEFAULT_DEVICES: readonly Device[] = [
  { id: 'TAB-1001', name: acpCarrier.device.name, program: 'ACP' },
  { id: 'PHN-2001', name: lifelineCarrier.device.name, program: 'LIFELINE' },
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
  // Issue 15 §7: a scenario was stored as its match (SSN digits, a tribal id). Rewrite it so no
  // digits stay. (Households were re-keyed here too; version 4 re-keys them all again.)
  (db) => {
    const rename = db.prepare('UPDATE applications SET scenario = ? WHERE scenario = ?');
    for (const row of ELIGIBILITY_SCENARIOS) rename.run(scenarioId(row), JSON.stringify(row.match));
    const fallback = ELIGIBILITY_SCENARIOS[0];
    if (fallback) {
      db.prepare("UPDATE applications SET scenario = ? WHERE scenario LIKE '{%'").run(
        scenarioId(fallback),
      );
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
  // Issue 28 §1, §7, §8: an application keeps the date of birth its check named, so that an
  // enrolment can be bound to it; a household is its address alone, and a second one at the
  // same address (D44's separate-household certification) is a row of its own, so the key is
  // no longer unique; a device belongs to a program.
  (db) => {
    const has = (table: string, column: string) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some(
        (row) => row.name === column,
      );
    if (!has('applications', 'dob')) db.exec('ALTER TABLE applications ADD COLUMN dob TEXT');
    if (!has('devices', 'program')) db.exec('ALTER TABLE devices ADD COLUMN program TEXT');
    if (!has('subscribers', 'ieh_certified')) {
      // SQLite cannot drop a UNIQUE constraint: the table is rebuilt (foreign keys are off
      // while migrations run, so the orders that point at it stay).
      db.exec(`
        CREATE TABLE subscribers_rebuilt (
          id TEXT PRIMARY KEY,
          application_id TEXT NOT NULL UNIQUE,
          household_key TEXT NOT NULL,
          ieh_certified INTEGER NOT NULL DEFAULT 0,
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
        INSERT INTO subscribers_rebuilt (id, application_id, household_key, kind, first_name,
          last_name, dob, email, phone, shipping_address1, shipping_address2, shipping_city,
          shipping_state, shipping_zipcode, reseller_code, consent_time_zone_id,
          consent_date_time, activation_code, created_at)
        SELECT id, application_id, household_key, kind, first_name, last_name, dob, email, phone,
          shipping_address1, shipping_address2, shipping_city, shipping_state, shipping_zipcode,
          reseller_code, consent_time_zone_id, consent_date_time, activation_code, created_at
        FROM subscribers;
        DROP TABLE subscribers;
        ALTER TABLE subscribers_rebuilt RENAME TO subscribers;
      `);
    }
    db.exec('CREATE INDEX IF NOT EXISTS subscribers_household ON subscribers (household_key)');
    const rows = db
      .prepare('SELECT id, shipping_address1, shipping_address2, shipping_zipcode FROM subscribers')
      .all() as Record<string, string | null>[];
    const rekey = db.prepare('UPDATE subscribers SET household_key = ? WHERE id = ?');
    for (const row of rows) {
      const key = householdKey({
        shippingAddress1: row.shipping_address1 ?? '',
        shippingAddress2: row.shipping_address2 ?? '',
        shippingZipcode: row.shipping_zipcode ?? '',
      });
      rekey.run(key, row.id);
    }
  },
  // Issue 39: enrolments that do not match their application are counted, and an application
  // is locked at the limit (enrolment-lock.ts); rows are pruned by age (housekeeping.ts), so
  // each table's time is indexed.
  `
  CREATE TABLE IF NOT EXISTS enrolment_mismatches (
    application_id TEXT PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
    failures INTEGER NOT NULL,
    locked_at TEXT,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS applications_created ON applications (created_at);
  CREATE INDEX IF NOT EXISTS subscribers_created ON subscribers (created_at);
  CREATE INDEX IF NOT EXISTS contact_messages_created ON contact_messages (created_at);
  CREATE INDEX IF NOT EXISTS idempotency_keys_created ON idempotency_keys (created_at);
  `,
  // provider-api.md, additions of 2026-11-28. D53: an application keeps the home address its
  // check named (an enrolment that sends none is judged on it) and its person's keyed hash
  // (person-key.ts: never the SSN digits or the Tribal ID); a subscriber keeps the home it
  // was judged on and its key (home-address.ts), the street type apart, and its person. D56:
  // the agreement records. A subscriber stored before kept no home address: its shipping
  // address stands for it.
  (db) => {
    const add = (table: string, column: string, type: string) => {
      const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      if (!columns.some((row) => row.name === column)) {
        db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
      }
    };
    for (const column of [
      'home_address1',
      'home_address2',
      'home_city',
      'home_urbanization',
      'person_key',
    ]) {
      add('applications', column, 'TEXT');
    }
    add('subscribers', 'household_base', "TEXT NOT NULL DEFAULT ''");
    add('subscribers', 'household_typed', 'INTEGER NOT NULL DEFAULT 0');
    for (const column of [
      'person_key',
      'primary_address1',
      'primary_address2',
      'primary_city',
      'primary_state',
      'primary_zipcode',
      'primary_urbanization',
    ]) {
      add('subscribers', column, 'TEXT');
    }
    db.exec(`
      CREATE INDEX IF NOT EXISTS subscribers_household_base ON subscribers (household_base);
      CREATE INDEX IF NOT EXISTS subscribers_person ON subscribers (person_key);
      CREATE TABLE IF NOT EXISTS agreement_records (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        application_id TEXT NOT NULL,
        record TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS agreement_records_application
        ON agreement_records (application_id);
    `);
    const rows = db
      .prepare(
        `SELECT id, shipping_address1, shipping_address2, shipping_zipcode FROM subscribers
         WHERE primary_address1 IS NULL`,
      )
      .all() as Record<string, string | null>[];
    const rekey = db.prepare(
      'UPDATE subscribers SET household_key = ?, household_base = ?, household_typed = ? WHERE id = ?',
    );
    for (const row of rows) {
      const home = homeKey({
        address1: row.shipping_address1 ?? '',
        address2: row.shipping_address2 ?? '',
        zipCode: row.shipping_zipcode ?? '',
      });
      rekey.run(home.key, home.base, home.typed ? 1 : 0, row.id);
    }
  },
];

const DATA_TABLES = [
  'enrolment_mismatches',
  'orders',
  'subscribers',
  'applications',
  'contact_messages',
  'idempotency_keys',
  'agreement_records',
] as const;

export type OpenDbOptions = { devices?: readonly Device[] };

export function openDb(path: string = DEFAULT_DB_PATH, options: OpenDbOptions = {}): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // better-sqlite3 builds SQLite with WAL's default at NORMAL: safe when the process is
    // killed, but a power cut can lose the last acknowledged commits, so an enrolment
    // answered 200 could vanish. FULL syncs every commit; measured on a loaded two-core
    // machine it cost about 10 ms per check-and-enrol (issue 28 §10, docs/sandbox.md).
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDevices(db, options.devices ?? DEFAULT_DEVICES);
  return db;
}

/** Brings the schema up to `version` (the latest by default; tests stop earlier). */
export function migrate(db: SandboxDb, version: number = MIGRATIONS.length): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= version) return;
  // A step may rebuild a table that others point at; SQLite's way is to turn foreign keys off
  // (outside a transaction, or it is ignored) and check them before each step commits.
  const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
  db.pragma('foreign_keys = OFF');
  try {
    for (let step = current; step < version; step++) {
      db.transaction(() => {
        const change = MIGRATIONS[step];
        if (typeof change === 'function') change(db);
        else db.exec(change ?? '');
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) {
          throw new Error(`Migration ${step + 1} left ${broken.length} broken references`);
        }
        db.pragma(`user_version = ${step + 1}`);
      })();
    }
  } finally {
    if (enforced) db.pragma('foreign_keys = ON');
  }
}

// Devices are configuration, not data: the table mirrors the configured list on every open.
export function seedDevices(db: SandboxDb, devices: readonly Device[]): void {
  const insert = db.prepare('INSERT INTO devices (id, name, program) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM devices');
    for (const device of devices) insert.run(device.id, device.name, device.program ?? null);
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
    enrolment_mismatches: count('enrolment_mismatches'),
    agreement_records: count('agreement_records'),
    devices: count('devices'),
  };
}

// SANDBOX_DEVICES='[{"id":"TAB-1001","name":"ACP Tablet 8in","program":"ACP"}]' replaces the
// seeded list; a device without a program may be taken by either.
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
        typeof item.name === 'string' &&
        (item.program === undefined || (API_PROGRAMS as readonly unknown[]).includes(item.program)),
    )
  ) {
    throw new Error(
      `SANDBOX_DEVICES must be a JSON array of { "id": string, "name": string, "program"?: ${API_PROGRAMS.map((name) => `"${name}"`).join(' | ')} }`,
    );
  }
  return parsed as Device[];
}
