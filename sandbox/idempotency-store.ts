import { createHash } from 'node:crypto';
import type { SandboxDb } from './sandbox-db.ts';

// The body is kept as the exact text sent, so a replay is byte-for-byte the first answer.
export type StoredAnswer = { fingerprint: string; http: number; bodyText: string };

// Fields that legitimately change between a first try and its retry (they hold the clock),
// so they do not make a retry "a different request".
const VOLATILE_FIELDS = new Set(['consentDateTime', 'deviceReimbursementDate']);

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => !VOLATILE_FIELDS.has(key) && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

export function findStoredAnswer(
  db: SandboxDb,
  scope: string,
  key: string,
): StoredAnswer | undefined {
  const row = db
    .prepare(
      'SELECT fingerprint, http_status, body FROM idempotency_keys WHERE scope = ? AND key = ?',
    )
    .get(scope, key) as { fingerprint: string; http_status: number; body: string } | undefined;
  if (!row) return undefined;
  return { fingerprint: row.fingerprint, http: row.http_status, bodyText: row.body };
}

export function storeAnswer(db: SandboxDb, scope: string, key: string, answer: StoredAnswer): void {
  db.prepare(
    `INSERT INTO idempotency_keys (scope, key, fingerprint, http_status, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(scope, key, answer.fingerprint, answer.http, answer.bodyText, new Date().toISOString());
}
