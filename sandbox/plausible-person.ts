import { foldedWords } from './household-key.ts';

// Issue 39: what the sandbox took under Lifeline although no application could mean it: a
// benefit qualifying person born in the future or who is the applicant, an applicant aged 6 or
// born in 1850, a certification dated 2099. The dates are judged against today in UTC, with a
// day either way for the applicant's own time zone (Guam is a day ahead of Hawaii).

/** The earliest birth year any build lists (D7). */
const EARLIEST_BIRTH = '1900-01-01';
/**
 * The youngest applicant any build lets apply: 14, the Lifeline profile's youngest listed age
 * for an emancipated minor (D41; profiles/lifeline.ts). The ACP's own rule (D7) is older still.
 */
export const YOUNGEST_APPLICANT_AGE = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as YYYY-MM-DD from YYYY-MM-DD or MM/DD/YYYY; undefined when it is neither. */
export function isoDay(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : undefined;
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether the day is after the applicant's today, wherever in the US they are. */
export function isAfterToday(day: string | undefined, now: Date = new Date()): boolean {
  const iso = isoDay(day);
  return iso !== undefined && iso > utcDay(now.getTime() + DAY_MS);
}

/** Why an applicant's date of birth cannot be a person's who may apply; undefined when it can. */
export function applicantBirthProblem(dob: string, now: Date = new Date()): string | undefined {
  const iso = isoDay(dob);
  if (iso === undefined) return undefined;
  if (iso < EARLIEST_BIRTH) return 'dob must be in 1900 or later';
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  // Old enough on the applicant's today at the latest (a day ahead of UTC).
  const birthday = Date.UTC(year + YOUNGEST_APPLICANT_AGE, month - 1, day);
  if (birthday > now.getTime() + DAY_MS) {
    return `dob must be an applicant's of at least ${YOUNGEST_APPLICANT_AGE} (D41: 18, or an emancipated minor)`;
  }
  return undefined;
}

/** Why a benefit qualifying person's date of birth is impossible; undefined when it is not. */
export function qualifyingBirthProblem(
  bqpDob: string | undefined,
  now: Date = new Date(),
): string | undefined {
  const iso = isoDay(bqpDob);
  if (iso === undefined) return undefined;
  if (iso < EARLIEST_BIRTH) return 'bqpDob must be in 1900 or later';
  return isAfterToday(iso, now) ? 'bqpDob must not be after today' : undefined;
}

type People = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  dob?: string | undefined;
  bqpFirstName?: string | undefined;
  bqpLastName?: string | undefined;
  bqpDob?: string | undefined;
};

const nameKey = (value: string | undefined) => foldedWords(value ?? '').join('');

/**
 * D41: the benefit qualifying person is the applicant's child or dependent, never the applicant
 * (who then takes part themself): the same name and date of birth is the same person.
 */
export function isApplicantAsQualifyingPerson(body: People): boolean {
  if (!body.bqpFirstName || !body.bqpLastName || !body.bqpDob) return false;
  return (
    nameKey(body.bqpFirstName) === nameKey(body.firstName) &&
    nameKey(body.bqpLastName) === nameKey(body.lastName) &&
    isoDay(body.bqpDob) !== undefined &&
    isoDay(body.bqpDob) === isoDay(body.dob)
  );
}
