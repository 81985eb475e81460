import type { SandboxDb } from './sandbox-db.ts';

// Issue 39: the binding of an enrolment to its application (application-binding.ts) must not be
// guessed. With an application id and the full name, a date of birth fell to a few hundred
// tries; now an application takes MAX_MISMATCHES enrolments or transfers that do not match it,
// and is then locked: every later try is refused, the right details too, and the applicant is
// told whom to call (the app's failure guidance for APPLICATION_LOCKED). The count lives in the
// database (table `enrolment_mismatches`, db.ts), so a restart does not reset it.

export const APPLICATION_LOCKED = 'APPLICATION_LOCKED';

/** Tries that do not match an application before it is locked. */
export const MAX_MISMATCHES = 5;

export function isLocked(db: SandboxDb, applicationId: string): boolean {
  const row = db
    .prepare('SELECT locked_at FROM enrolment_mismatches WHERE application_id = ?')
    .get(applicationId) as { locked_at: string | null } | undefined;
  return row?.locked_at != null;
}

/**
 * One more try that did not match; locks the application at the limit. Runs inside the
 * enrolment's transaction, so parallel tries are counted one by one.
 */
export function recordMismatch(
  db: SandboxDb,
  applicationId: string,
  max: number = MAX_MISMATCHES,
): { failures: number; locked: boolean } {
  const now = new Date().toISOString();
  const row = db
    .prepare(
      `INSERT INTO enrolment_mismatches (application_id, failures, updated_at) VALUES (?, 1, ?)
       ON CONFLICT (application_id) DO UPDATE SET failures = failures + 1, updated_at = excluded.updated_at
       RETURNING failures`,
    )
    .get(applicationId, now) as { failures: number };
  const locked = row.failures >= max;
  if (locked) {
    db.prepare(
      'UPDATE enrolment_mismatches SET locked_at = COALESCE(locked_at, ?) WHERE application_id = ?',
    ).run(now, applicationId);
  }
  return { failures: row.failures, locked };
}
