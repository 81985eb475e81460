import { toUsDate } from '../answers/birth-date';
import type { ApiTarget, FieldList, Given, Request } from '../fields/field-list';

// The fields the answers give a request, by the rows' `api` (machines/steps/, DEC-200): only
// the calls read them, so they stay out of the machine's own code.

function formatted(
  target: Exclude<ApiTarget, string | ((...args: never[]) => unknown)>,
  value: unknown,
) {
  if (target.format === 'yn') return value ? 'Y' : 'N';
  const text = value === undefined || value === null ? '' : String(value);
  if (target.format === 'usDate') return toUsDate(text);
  return text;
}

/**
 * The fields `answer` gives a request, by the rows' `api` (the rest of the body is the
 * request's own: ids, consent time, program). `answers` is every step's answer, flat.
 */
export function requestFields(
  list: FieldList,
  request: Request,
  answer: Given,
  answers: Given,
): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [name, row] of Object.entries(list)) {
    const target = row.api?.[request];
    if (target === undefined || !(name in answer)) continue;
    const value = answer[name];
    if (typeof target === 'string') {
      body[target] = value === undefined || value === null ? '' : (value as string | number);
      continue;
    }
    if (typeof target === 'function') {
      Object.assign(body, (target as (value: unknown, all: Given) => object)(value, answers));
      continue;
    }
    if (target.when && !target.when(answers)) continue;
    const text = formatted(target, value);
    if (target.omitEmpty && text.trim() === '') continue;
    body[target.name] = text;
  }
  return body;
}
