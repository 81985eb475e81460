import type { ApiProgram } from '../profiles/schema.ts';
import type { ApplicationRow } from './applications-store.ts';
import { foldedWords } from './household-key.ts';
import type { TransferBody } from './request-schemas.ts';

// Issue 28 §1 (provider-api.md, additions of 2026-11-27): an enrolment or a transfer is for
// the applicant of the application it names, in that application's program. Knowing an
// application id is not enough to enrol it.

export const APPLICATION_MISMATCH = 'APPLICATION_MISMATCH';

export type ApplicationMismatch = { field: 'applicationId' | 'program'; message: string };

/** A request or an application that names no program is an ACP one (additions of 2026-11-24). */
export const programOf = (named: { program?: ApiProgram | null | undefined }): ApiProgram =>
  named.program ?? 'ACP';

// A name compares on its letters: case, accents, spacing, punctuation, invisible characters
// and look-alike letters of other scripts do not make another person.
const nameKey = (value: string) => foldedWords(value).join('');

/** MM/DD/YYYY (enrolment) as YYYY-MM-DD (eligibility check). */
function isoDob(usDate: string): string {
  const [month, day, year] = usDate.trim().split('/');
  return `${year}-${month}-${day}`;
}

/**
 * What differs, if anything. The name and the date of birth are reported together, without
 * saying which: a refusal must not help someone who has only the id guess the rest one field
 * at a time. An application stored before the sandbox kept dates of birth cannot be compared,
 * and is refused: run the check again.
 */
export function applicationMismatch(
  application: ApplicationRow,
  data: TransferBody,
): ApplicationMismatch | undefined {
  if (programOf(application) !== programOf(data)) {
    return {
      field: 'program',
      message: `program must be the application's (${programOf(application)})`,
    };
  }
  const samePerson =
    nameKey(application.first_name) === nameKey(data.firstName) &&
    nameKey(application.last_name) === nameKey(data.lastName) &&
    application.dob !== null &&
    application.dob === isoDob(data.dob);
  if (!samePerson) {
    return {
      field: 'applicationId',
      message: 'firstName, lastName and dob must be those of the application',
    };
  }
  return undefined;
}
