import type * as v from 'valibot';

// A carrier reads these lines, not a developer (issue 29): one plain line per problem, naming
// the key, saying what is allowed there, and for an unknown key the valid key it is nearest to.
// valibot's own words ("Invalid key: Expected never but received …") say none of that.

type AnySchema = v.GenericSchema<unknown, unknown> & {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  /** A record's values (its keys are the file's own, such as certification ids). */
  value?: AnySchema;
  wrapped?: AnySchema;
  options?: readonly unknown[];
};
type Issue = v.BaseIssue<unknown>;

/**
 * An error that prints as its message alone: build tools print an error's stack (or Node's
 * inspection of it, as `vite build` does), and a carrier needs no line of our code.
 */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = message;
  }

  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.message;
  }
}
SettingsError.prototype.name = 'SettingsError';

/** The schema at a key path, through objects, lists, `nullable` and `optional`. */
function schemaAt(schema: AnySchema, path: readonly PropertyKey[]): AnySchema | undefined {
  let current: AnySchema | undefined = schema;
  for (const key of path) {
    while (current?.wrapped) current = current.wrapped;
    if (current === undefined) return undefined;
    if (current.entries) current = current.entries[String(key)];
    else if (current.item) current = current.item;
    else if (current.value) current = current.value;
    else return undefined;
  }
  return current;
}

/** What a value at this place may be, in words. */
export function describeSchema(schema: AnySchema | undefined, depth = 0): string {
  if (schema === undefined) return 'nothing (no such key)';
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'picklist':
      return `one of ${(schema.options ?? []).join(', ')}`;
    case 'nullable':
      return `${describeSchema(schema.wrapped, depth)}, or null`;
    case 'optional':
      return `${describeSchema(schema.wrapped, depth)}, or nothing`;
    case 'array':
      return depth > 0 ? 'a list' : `a list, each ${describeSchema(schema.item, depth + 1)}`;
    case 'record':
      return depth > 0
        ? 'an object'
        : `an object whose every value is ${describeSchema(schema.value, depth + 1)}`;
    case 'object':
    case 'strict_object': {
      const keys = Object.keys(schema.entries ?? {});
      if (keys.length === 2 && keys.includes('en') && keys.includes('es')) {
        return 'a text in English and Spanish: { "en": "…", "es": "…" }';
      }
      return depth > 1 ? 'an object' : `an object with ${keys.join(', ')}`;
    }
    default:
      return schema.expects;
  }
}

/** Edit distance (insertions, deletions, substitutions, and two letters swapped). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The valid key a mistyped one is nearest to, when it is near enough to be a typo. */
export function nearestKey(key: string, keys: readonly string[]): string | undefined {
  let best: { key: string; score: number } | undefined;
  for (const candidate of keys) {
    const score = distance(key.toLowerCase(), candidate.toLowerCase());
    if (best === undefined || score < best.score) best = { key: candidate, score };
  }
  if (best === undefined) return undefined;
  return best.score <= Math.max(2, Math.floor(best.key.length / 3)) ? best.key : undefined;
}

const keyPath = (issue: Issue) =>
  (issue.path ?? []).map((item) => item.key as PropertyKey).filter((key) => key !== undefined);

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

function isUnknownKey(issue: Issue) {
  return issue.type === 'strict_object' && issue.expected === 'never';
}

// valibot's own messages all start so; ours (the schemas' own words) never do.
const LIBRARY_MESSAGE = /^Invalid (type|key|length|value|format|entry|item|\w+):/;

const LANGUAGES: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

/** Whether a schema is a text in both languages, `{ en, es }`. */
function isText(schema: AnySchema | undefined): boolean {
  const keys = Object.keys(schema?.entries ?? {});
  return keys.length === 2 && keys.includes('en') && keys.includes('es');
}

/** What one issue says, without its key. */
function problem(schema: AnySchema, issue: Issue, missingKeys: Set<string>): string | null {
  const path = keyPath(issue);
  const at = schemaAt(schema, path);
  if (isUnknownKey(issue)) {
    const key = String(path[path.length - 1]);
    const keys = Object.keys(schemaAt(schema, path.slice(0, -1))?.entries ?? {});
    const near = nearestKey(key, keys);
    return near
      ? `unknown key: did you mean ${near}?`
      : `unknown key: the keys here are ${keys.join(', ')}`;
  }
  if (issue.received === 'undefined' && issue.type === 'strict_object') {
    if (missingKeys.has(path.join('.'))) return null;
    const language = LANGUAGES[String(path[path.length - 1])];
    if (language && isText(schemaAt(schema, path.slice(0, -1)))) {
      return `missing: the ${language} text (every text is given in English and Spanish)`;
    }
    return `missing: it is ${describeSchema(at)}`;
  }
  if (!LIBRARY_MESSAGE.test(issue.message))
    return `${issue.message} (given: ${shown(issue.input)})`;
  if (issue.kind === 'schema') {
    return `is ${shown(issue.input)}, but must be ${describeSchema(at)}`;
  }
  // A library check without words of ours.
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_length':
      return `has ${issue.received} items; it must have at least ${requirement}`;
    case 'min_value':
      return `is ${shown(issue.input)}; it must be at least ${requirement}`;
    case 'max_value':
      return `is ${shown(issue.input)}; it must be at most ${requirement}`;
    case 'integer':
      return `is ${shown(issue.input)}; it must be a whole number`;
    default:
      return `is ${shown(issue.input)}; it must be ${describeSchema(at)} (${issue.type.replaceAll('_', ' ')} ${issue.expected})`;
  }
}

/**
 * One line per problem: `key.path: what is wrong and what is allowed`. A mistyped key and the
 * key it stands for make one line (`brandNmae: unknown key: did you mean brandName?`), not a
 * second one saying brandName is missing.
 */
export function describeSettingsIssues(
  schema: AnySchema,
  issues: readonly Issue[],
  names: Readonly<Record<string, string>> = {},
): string[] {
  // The keys an unknown key stands for: their "missing" line would say the same thing again.
  const standsFor = new Set<string>();
  for (const issue of issues) {
    if (!isUnknownKey(issue)) continue;
    const path = keyPath(issue);
    const keys = Object.keys(schemaAt(schema, path.slice(0, -1))?.entries ?? {});
    const near = nearestKey(String(path[path.length - 1]), keys);
    if (near) standsFor.add([...path.slice(0, -1), near].join('.'));
  }
  const lines: string[] = [];
  for (const issue of issues) {
    const text = problem(schema, issue, standsFor);
    if (text === null) continue;
    const key = keyPath(issue).join('.') || '(the whole file)';
    // A variable names its key and each item of a list it set (api.redirectHosts.0).
    const set = Object.keys(names).find((name) => key === name || key.startsWith(`${name}.`));
    lines.push(`${set ? `${key} (from ${names[set]})` : key}: ${text}`);
  }
  return [...new Set(lines)];
}
