import type { AgreementRecord } from './request-schemas.ts';
import type { SandboxDb } from './sandbox-db.ts';

// D56: the signed agreement is a record the carrier keeps (47 CFR 54.417, three years): when
// it was signed and in which language, which wording was shown (the carrier's FCC-approved
// text or the summary, and the digest of its statements as shown), each statement's
// initials and the signature. The sandbox keeps each one with its application and the time it
// came, as received: never the SSN digits or the Tribal ID, which the record does not hold
// (only its own keys are kept, request-schemas.ts).

export type AgreementRow = {
  id: number;
  application_id: string;
  record: AgreementRecord;
  received_at: string;
};

export function keepAgreement(db: SandboxDb, applicationId: string, record: AgreementRecord) {
  db.prepare(
    'INSERT INTO agreement_records (application_id, record, received_at) VALUES (?, ?, ?)',
  ).run(applicationId, JSON.stringify(record), new Date().toISOString());
}

/** The latest records, newest first. */
export function recentAgreements(db: SandboxDb, limit: number): AgreementRow[] {
  const rows = db
    .prepare(
      `SELECT id, application_id, record, received_at FROM agreement_records
       ORDER BY received_at DESC, id DESC LIMIT ?`,
    )
    .all(limit) as { id: number; application_id: string; record: string; received_at: string }[];
  return rows.map((row) => ({ ...row, record: JSON.parse(row.record) as AgreementRecord }));
}
