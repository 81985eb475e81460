import type { Context } from 'hono';

// D57 (issue 38): a sales or enrolment representative registered with USAC's Representative
// Accountability Database (47 CFR 54.406) names themselves by their RAD ID in every check,
// enrolment and transfer they take part in; one that no representative helped carries
// `repNotAssisted: "1"`. The sandbox plays the database: a list of registered IDs, set by
// SANDBOX_REP_IDS, shown on the control page.

/** A RAD ID: letters and digits, 5 to 20. */
export const REP_ID_PATTERN = /^[A-Za-z0-9]{5,20}$/;

export const REP_NOT_REGISTERED = 'REP_NOT_REGISTERED';

/** The demo's registered IDs, when SANDBOX_REP_IDS is not set. */
export const DEFAULT_REP_IDS: readonly string[] = ['REP12345', 'RAD2026DEMO', 'TABLET7'];

// IDs compare without regard to case: a representative typing theirs in lower case is the same.
const canonical = (id: string) => id.trim().toUpperCase();

export function representativeSet(ids: readonly string[]): ReadonlySet<string> {
  return new Set(ids.map(canonical));
}

export function isRegistered(registered: ReadonlySet<string>, repId: string): boolean {
  return registered.has(canonical(repId));
}

/**
 * SANDBOX_REP_IDS: comma-separated RAD IDs (unset: the demo's list; empty: none registered,
 * so every assisted request is refused).
 */
export function repIdsFromEnv(value: string | undefined): readonly string[] {
  if (value === undefined) return DEFAULT_REP_IDS;
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const wrong = ids.filter((id) => !REP_ID_PATTERN.test(id));
  if (wrong.length > 0) {
    throw new Error(
      `SANDBOX_REP_IDS must be RAD IDs (5 to 20 letters and digits, comma-separated); not: ${wrong.join(', ')}`,
    );
  }
  return ids;
}

export const notRegisteredMessage = (repId: string) =>
  `The representative ID ${repId} is not registered with the Representative Accountability Database: check it, or register before assisting applicants`;

/** The 400 for an unregistered ID: `errors[].code`, and for enrol and transfer a B §8 code. */
export function notRegisteredBody(repId: string, withBodyCode: boolean): Record<string, unknown> {
  const message = notRegisteredMessage(repId);
  return {
    status: 400,
    message,
    errors: [{ code: REP_NOT_REGISTERED, field: 'repId', message }],
    ...(withBodyCode ? { body: [['error', 'repId', REP_NOT_REGISTERED]] } : {}),
  };
}

/** What a request said of its representative, kept with the request log. */
export type RepresentativeNote = { repId: string | null; repNotAssisted: boolean };

const notes = new WeakMap<Request, RepresentativeNote>();

/** Notes, for the request log, which representative (if any) a request named. */
export function noteRepresentative(
  c: Context,
  body: { repId?: string | undefined; repNotAssisted?: string | undefined },
): void {
  notes.set(c.req.raw, {
    repId: body.repId ? canonical(body.repId) : null,
    repNotAssisted: body.repNotAssisted === '1',
  });
}

export function representativeNoted(c: Context): RepresentativeNote {
  return notes.get(c.req.raw) ?? { repId: null, repNotAssisted: false };
}
