import type { ApiProgram } from '../profiles/schema.ts';
import { newApplicationId, newEligibilityCheckId } from './ids.ts';
import type { SandboxDb } from './sandbox-db.ts';

export type ApplicationRow = {
  id: string;
  eligibility_check_id: string;
  scenario: string;
  status: string;
  outcome: string | null;
  tribal: 0 | 1;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD as the check sent it; null in a file from before schema 4. */
  dob: string | null;
  state: string;
  zip_code: string;
  carrier_url: string;
  reseller_code: string | null;
  /** The `program` the check named, or null when it named none (an ACP request, as before). */
  program: ApiProgram | null;
  /** The home address the check named (D53); null in a file from before schema 6. */
  home_address1: string | null;
  home_address2: string | null;
  home_city: string | null;
  home_urbanization: string | null;
  /** The person's keyed hash (person-key.ts), never their SSN digits or Tribal ID. */
  person_key: string | null;
  created_at: string;
  updated_at: string;
};

export type NewApplication = {
  scenario: string;
  status: string;
  tribal: boolean;
  firstName: string;
  lastName: string;
  dob: string;
  state: string;
  zipCode: string;
  carrierUrl: string;
  resellerCode: string | null;
  program: ApiProgram | null;
  home: { address1: string; address2: string; city: string; urbanization: string };
  personKey: string | null;
};

export function insertApplication(db: SandboxDb, application: NewApplication): ApplicationRow {
  const now = new Date().toISOString();
  const insert = db.prepare(
    `INSERT INTO applications (id, eligibility_check_id, scenario, status, tribal, first_name,
       last_name, dob, state, zip_code, carrier_url, reseller_code, program, home_address1,
       home_address2, home_city, home_urbanization, person_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Random ids can collide; a handful of retries makes that practically impossible.
  for (let attempt = 0; ; attempt++) {
    const id = newApplicationId();
    const checkId = newEligibilityCheckId();
    try {
      insert.run(
        id,
        checkId,
        application.scenario,
        application.status,
        application.tribal ? 1 : 0,
        application.firstName,
        application.lastName,
        application.dob,
        application.state,
        application.zipCode,
        application.carrierUrl,
        application.resellerCode,
        application.program,
        application.home.address1,
        application.home.address2 || null,
        application.home.city,
        application.home.urbanization || null,
        application.personKey,
        now,
        now,
      );
      return findApplication(db, { applicationId: id }) as ApplicationRow;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('UNIQUE')) throw error;
    }
  }
}

export function findApplication(
  db: SandboxDb,
  ids: { applicationId?: string | undefined; eligibilityCheckId?: string | undefined },
): ApplicationRow | undefined {
  // With both ids given they must name the same application, as a real lookup would demand.
  const clauses: string[] = [];
  const values: string[] = [];
  if (ids.applicationId) {
    clauses.push('id = ?');
    values.push(ids.applicationId);
  }
  if (ids.eligibilityCheckId) {
    clauses.push('eligibility_check_id = ?');
    values.push(ids.eligibilityCheckId);
  }
  if (clauses.length === 0) return undefined;
  return db.prepare(`SELECT * FROM applications WHERE ${clauses.join(' AND ')}`).get(...values) as
    | ApplicationRow
    | undefined;
}

export function setApplicationOutcome(
  db: SandboxDb,
  applicationId: string,
  outcome: string,
  status: string,
): void {
  db.prepare('UPDATE applications SET outcome = ?, status = ?, updated_at = ? WHERE id = ?').run(
    outcome,
    status,
    new Date().toISOString(),
    applicationId,
  );
}

export function recentApplications(db: SandboxDb, limit: number): ApplicationRow[] {
  return db
    .prepare('SELECT * FROM applications ORDER BY created_at DESC, rowid DESC LIMIT ?')
    .all(limit) as ApplicationRow[];
}
