import * as v from 'valibot';
import type { EligibilityAnswer, VerifierFailure } from '../../machines/flow-types';
import { parseBody } from './client';

/** Both eligibility calls answer this shape (provider-api.md), whatever the HTTP status (D22). */
const EligibilityBody = v.looseObject({
  applicationId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  eligibilityCheckId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  status: v.optional(v.nullable(v.string())),
  tribalStatusConfirmed: v.optional(v.nullable(v.union([v.boolean(), v.string()]))),
  _links: v.optional(
    v.nullable(
      v.looseObject({
        resolution: v.optional(v.nullable(v.looseObject({ href: v.optional(v.string()) }))),
        certification: v.optional(v.nullable(v.looseObject({ href: v.optional(v.string()) }))),
      }),
    ),
  ),
  errors: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          code: v.optional(v.nullable(v.string())),
          message: v.optional(v.nullable(v.string())),
          description: v.optional(v.nullable(v.string())),
        }),
      ),
    ),
  ),
  error: v.optional(v.nullable(v.string())),
  message: v.optional(v.nullable(v.string())),
  // The additions of 2026-11-24 are read one by one below: a malformed one is left out, and
  // the rest of the answer is still used.
  failures: v.optional(v.unknown()),
  eligibilityExpirationDate: v.optional(v.unknown()),
  enrolled: v.optional(v.unknown()),
  order: v.optional(v.unknown()),
});

const FailureEntry = v.looseObject({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  description: v.optional(v.nullable(v.string())),
});

/** `failures[]`: the entries that fit, in order; none when it is not a list. */
function readFailures(value: unknown): VerifierFailure[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = v.safeParse(FailureEntry, entry);
    if (!parsed.success) return [];
    const description = parsed.output.description?.trim();
    return [{ code: parsed.output.code, ...(description ? { description } : {}) }];
  });
}

/** A real calendar date as YYYY-MM-DD, or undefined. */
function readDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

const EnrolledOrder = v.looseObject({ id: v.union([v.string(), v.number()]) });

/** `enrolled: true` with `order.id`: the order to link to; undefined otherwise. */
function readEnrolledOrder(enrolled: unknown, order: unknown): string | undefined {
  if (enrolled !== true) return undefined;
  const parsed = v.safeParse(EnrolledOrder, order);
  return parsed.success ? text(parsed.output.id) : undefined;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === '' ? undefined : String(value);

/** Read an eligibility answer into the machine's shape (A §4, §8). */
export function toEligibilityAnswer(body: unknown): EligibilityAnswer {
  const parsed = parseBody(EligibilityBody, body);
  const errors = parsed.errors ?? [];
  const joined = errors
    .map((error) => error.message || error.description || '')
    .filter(Boolean)
    .join('. ');
  const code = errors.find((error) => error.code)?.code ?? undefined;
  const answer: EligibilityAnswer = { status: parsed.status?.trim() ?? '' };
  const set = <K extends keyof EligibilityAnswer>(
    key: K,
    value: EligibilityAnswer[K] | undefined,
  ) => {
    if (value !== undefined) answer[key] = value;
  };
  set('applicationId', text(parsed.applicationId));
  set('eligibilityCheckId', text(parsed.eligibilityCheckId));
  if (parsed.tribalStatusConfirmed !== undefined && parsed.tribalStatusConfirmed !== null) {
    answer.tribalStatusConfirmed =
      parsed.tribalStatusConfirmed === true || parsed.tribalStatusConfirmed === 'true';
  }
  set('resolutionHref', text(parsed._links?.resolution?.href));
  set('certificationHref', text(parsed._links?.certification?.href));
  // An error code arrives as `error` or as an `errors[].code` (provider-api.md).
  set('errorCode', text(code) ?? (isCode(parsed.error) ? (parsed.error ?? undefined) : undefined));
  set('errorText', text(joined) ?? text(parsed.message) ?? text(parsed.error));
  const failures = readFailures(parsed.failures);
  if (failures.length > 0) answer.failures = failures;
  set('eligibilityExpirationDate', readDate(parsed.eligibilityExpirationDate));
  set('enrolledOrderId', readEnrolledOrder(parsed.enrolled, parsed.order));
  return answer;
}

function isCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]+$/.test(value);
}
