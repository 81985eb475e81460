import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest, type FieldProblem } from './api-answers.ts';

type Schema = v.GenericSchema<unknown, unknown>;
export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

function describe(issue: v.BaseIssue<unknown>): FieldProblem {
  const field = v.getDotPath(issue) ?? undefined;
  // valibot's own text for a missing key ("Invalid key: Expected …") is not for carriers.
  if (field !== undefined && issue.received === 'undefined') {
    return { field, message: `${field} is required` };
  }
  return field === undefined ? { message: issue.message } : { field, message: issue.message };
}

export function validate<S extends Schema>(
  c: Context,
  schema: S,
  value: unknown,
): BodyResult<v.InferOutput<S>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, response: badRequest(c, [{ message: 'the body must be a JSON object' }]) };
  }
  // One message per field: "dob must be a date as MM/DD/YYYY" says it all, no follow-ups.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, response: badRequest(c, result.issues.map(describe)) };
}

// No request of the API nests deeper than a few levels; the fingerprint and the schema walk
// the value recursively, so a body nested thousands deep must stop here (issue 15 §3).
export const MAX_JSON_DEPTH = 32;

function deeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    const next: unknown[] = [];
    for (const item of level) {
      if (item !== null && typeof item === 'object') next.push(...Object.values(item));
    }
    level = next;
  }
  return false;
}

export function parseJsonText<S extends Schema>(
  c: Context,
  schema: S,
  raw: string,
): BodyResult<v.InferOutput<S>> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {
      ok: false,
      response: badRequest(c, [{ message: 'the body is not valid JSON' }]),
    };
  }
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    return {
      ok: false,
      response: badRequest(c, [{ message: `the body nests deeper than ${MAX_JSON_DEPTH} levels` }]),
    };
  }
  return validate(c, schema, value);
}

// Content-Type is not trusted: the contact webhook gets JSON as text/plain by design, and
// `curl -d` labels JSON as a form.
export async function readJsonBody<S extends Schema>(
  c: Context,
  schema: S,
): Promise<BodyResult<v.InferOutput<S>>> {
  return parseJsonText(c, schema, await c.req.text());
}
