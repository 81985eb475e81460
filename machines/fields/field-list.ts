import * as v from 'valibot';
import type { AnswerContext } from '../answers/answer-context';
import type { ProgramRules } from '../program-rules';

// A step's questions, one row each (form-flow's "an input declared once", with our types): the
// field's rule (valibot, message-free: a problem is a key its words name), how a page asks it,
// when it is asked, how the review shows it, what the provider is sent, and an example answer
// for the tests. The step's answer schema, its type, the review's rows, the request bodies, the
// test fixture and the form fills all follow from the rows. The words live beside the step's
// page (`<step>-words.ts`), typed against these rows, so the machine and the scripts load the
// rows uncompiled and no page downloads another step's words (docs/decisions.md DEC-200).

/** How a page asks a field. The page draws every kind but `custom` from the row alone. */
export type Control =
  | {
      kind: 'text';
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'text';
      type?: 'text' | 'tel' | 'email';
      maxLength?: number;
      /** `short` for initials and codes, `medium` for a zip code or a phone number. */
      width?: 'short' | 'medium';
      /** Initials and codes: capital letters, no spelling check. */
      letters?: boolean;
      /** The value keeps digits only as it is typed (a phone number, SSN digits). */
      digits?: boolean;
    }
  /** A phone number: ten digits kept as typed or pasted (D9). */
  | { kind: 'phone' }
  | { kind: 'email' }
  /** Yes or no; `values` are what each means in the answer (A §3's '1' and '2' by default). */
  | { kind: 'yesNo'; values?: readonly [unknown, unknown] }
  /** `controls`: the group this box shows or hides (a mailing address that differs). */
  | { kind: 'checkbox'; controls?: string }
  | { kind: 'choice'; options: (rules: ProgramRules) => readonly string[]; inline?: boolean }
  | { kind: 'state'; autoComplete?: string }
  | {
      kind: 'date';
      /** The latest year listed is this many years ago (D7: 18; a child's date of birth: 0). */
      youngest?: (rules: ProgramRules) => number;
      /** Someone else's date: the browser's own birthday autofill stays off. */
      ownBirthday?: boolean;
    }
  /**
   * Drawn by the page itself: a composite the list cannot describe (say which and why);
   * `target` is where the error summary links (its first control), when not the field's id.
   */
  | {
      kind: 'custom';
      target?: string;
      /** A value of several parts (a household's income): each part's problem is its own. */
      parts?: readonly string[];
    };

/** What the rules of a field read: the build's rules, today and the other steps' answers. */
export type RuleContext = AnswerContext;

/** The answer as it is being given: the form's values, or a whole answer. */
export type Given = Readonly<Record<string, unknown>>;

/** How the review shows a field's value (src/shared/review draws each kind). */
export type ReviewAs =
  | 'text'
  | 'yesNo'
  | 'date'
  | 'phone'
  | 'choice'
  | 'money'
  /** Never shown (D14): "given" or "type it again". */
  | 'hidden';

export interface ReviewSpec {
  as: ReviewAs;
  /**
   * Fields with the same row are one line of the review, their values joined: a name's parts
   * with spaces, an address's parts as its lines, initials with commas.
   */
  row?: string;
  /**
   * How a row's values join: a name's parts with spaces, an address as its lines (the street
   * lines, then "City, ST 12345"), each value a line of its own (`lines`); else commas.
   */
  join?: 'space' | 'comma' | 'address' | 'lines';
  /** Its value begins the row (Puerto Rico's urbanization above the street, as the post office asks). */
  lead?: boolean;
  /** Shown only when this holds of the answer (a temporary address, a shared money answer). */
  when?: (answer: Given) => boolean;
  /** An empty value reads "None given" rather than being left out (D42). */
  emptyReads?: 'none';
}

/** A request a field goes into. */
export type Request = 'check' | 'enrol';

/** How a field's value goes into a request: its name there, or what it becomes. */
export type ApiTarget =
  | string
  | {
      name: string;
      /** `yn`: true → "Y", false → "N"; `usDate`: YYYY-MM-DD → MM/DD/YYYY. */
      format?: 'yn' | 'usDate';
      /** Left out when empty (a middle name, a school). */
      omitEmpty?: boolean;
      /** Sent only when this holds of all the answers (one number of two, D40). */
      when?: (answers: Given) => boolean;
    }
  /** A value that becomes several fields, or one of another shape. */
  | ((value: never, answers: Given) => Readonly<Record<string, string | number>>);

export interface FieldRow {
  /** How it is asked; a function where the profile's rules ask it another way (A §4's box, D40's question). */
  control: Control | ((rules: ProgramRules) => Control);
  /** Rows of one group are asked together, in a fieldset with the group's words. */
  group?: string;
  /** The value's own rule; its problems are keys the step's words name. */
  rule: (context: RuleContext) => v.GenericSchema;
  /** Asked under these rules only; otherwise no part of the answer (A §5's answers stay A's). */
  asked?: (rules: ProgramRules) => boolean;
  /** Asked only when this holds of the answer being given (a follow-up question). */
  when?: (given: Given, context: RuleContext) => boolean;
  /** The value kept when the question is not asked (`when` is false), or made from the answer. */
  otherwise?: unknown;
  /** Never stored (D14): after a reload the page asks for it again. */
  secret?: boolean;
  review?: ReviewSpec;
  /** The request fields it becomes; none when the provider is not sent it. */
  api?: Partial<Record<Request, ApiTarget>>;
  /** A realistic answer, for the test fixture and the form fills. */
  example: unknown;
  /**
   * Its answer changes what is asked next or where the application goes (a follow-up, a stop):
   * the test model plays each of its values, not only the example (tests/support/answer-variants.ts).
   */
  branches?: true;
}

/** A check across fields that `when` cannot say: its problem goes to `field`. */
export interface StepCheck {
  field: string;
  key: string;
  ok: (answer: Given, context: RuleContext) => boolean;
}

export type FieldList = Readonly<Record<string, FieldRow>>;

/** Declare a step's rows (the identity: it keeps their literal types for the answer type). */
export function fieldList<const T extends Record<string, FieldRow>>(rows: T): T {
  return rows;
}

type RowValue<R extends FieldRow> =
  | v.InferOutput<ReturnType<R['rule']>>
  | (R extends { otherwise: infer O } ? (O extends (...args: never[]) => infer P ? P : O) : never);

type AskedKeys<L extends FieldList> = {
  [K in keyof L]: L[K] extends { asked: unknown } ? K : never;
}[keyof L];

/** The answer a list gives: each field's value; a field the rules may not ask is optional. */
export type AnswerOf<L extends FieldList> = {
  -readonly [K in Exclude<keyof L, AskedKeys<L>>]: RowValue<L[K]>;
} & { -readonly [K in AskedKeys<L>]?: RowValue<L[K]> };

/** How a row is asked under `rules`. */
export function controlOf(row: FieldRow, rules: ProgramRules): Control {
  return typeof row.control === 'function' ? row.control(rules) : row.control;
}

/** What a yes/no control's answers are: yes first (A §3: '1' and '2'). */
export function yesNoValues(
  control: Extract<Control, { kind: 'yesNo' }>,
): readonly [unknown, unknown] {
  return control.values ?? ['1', '2'];
}

/** The fields the build's rules ask, in the list's order. */
export function askedFields(list: FieldList, rules: ProgramRules): string[] {
  return Object.keys(list).filter((name) => list[name]?.asked?.(rules) ?? true);
}

/** The fields asked of this answer now: asked by the rules, and their `when` holds. */
export function shownFields(list: FieldList, given: Given, context: RuleContext): string[] {
  return askedFields(list, context.rules).filter(
    (name) => list[name]?.when?.(given, context) ?? true,
  );
}

/** The value a row keeps where it is not asked of `answer`. */
export function otherwiseOf(row: FieldRow, answer: Given): unknown {
  return typeof row.otherwise === 'function'
    ? (row.otherwise as (answer: Given) => unknown)(answer)
    : row.otherwise;
}

/**
 * The step's answer schema (the page validates with it, the machine guards with it): every
 * field the rules ask, judged by its rule when it is asked of this answer, else its `otherwise`
 * value; then the step's checks. Every problem at once (D23), each on its field.
 */
export function stepSchema(
  list: FieldList,
  context: RuleContext,
  checks: readonly StepCheck[] = [],
): v.GenericSchema<unknown, Record<string, unknown>> {
  const names = askedFields(list, context.rules);
  const rules = Object.fromEntries(names.map((name) => [name, list[name]?.rule(context)]));
  return v.pipe(
    v.looseObject({}),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const given = dataset.value as Given;
      const output: Record<string, unknown> = {};
      const later: string[] = [];
      let valid = true;
      for (const name of names) {
        const row = list[name] as FieldRow;
        if (row.when && !row.when(given, context)) {
          later.push(name);
          continue;
        }
        const result = v.safeParse(rules[name] as v.GenericSchema, given[name], {
          abortPipeEarly: true,
        });
        if (result.success) {
          output[name] = result.output;
          continue;
        }
        valid = false;
        // The first problem of each part (a value of several parts reports each, D23).
        const seen = new Set<string>();
        for (const issue of result.issues) {
          const part = (issue.path ?? []).map((item) => String(item.key)).join('.');
          if (seen.has(part)) continue;
          seen.add(part);
          addIssue({
            message: issue.message,
            path: [
              {
                type: 'object',
                origin: 'value',
                input: given as Record<string, unknown>,
                key: name,
                value: given[name],
              },
              ...(issue.path ?? []),
            ],
          });
        }
      }
      // A value made from the answer (a mailing address that is the home address) follows it.
      for (const name of later) output[name] = otherwiseOf(list[name] as FieldRow, output);
      for (const check of checks) {
        if (check.ok(given, context)) continue;
        valid = false;
        addIssue({
          message: check.key,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: given as Record<string, unknown>,
              key: check.field,
              value: given[check.field],
            },
          ],
        });
      }
      return valid ? output : NEVER;
    }),
  );
}

/** A row whose rule reads its value alone: no rules, no day, no other answer, never skipped. */
export type PlainRow = FieldRow & {
  control: Control;
  rule: () => v.GenericSchema;
  asked?: never;
  when?: never;
};

/**
 * The schema of a list asked before the flow's rules are loaded: the zip code, which the first
 * screen asks before the machine's code has arrived (DEC-156). Its rows read nothing of a rule
 * context (their type says so), so none is given.
 */
export function plainSchema(
  list: Readonly<Record<string, PlainRow>>,
): v.GenericSchema<unknown, Record<string, unknown>> {
  return stepSchema(list, {} as RuleContext);
}

/** The list's example answer under `rules`: what a realistic applicant gives (tests). */
export function exampleAnswer(list: FieldList, context: RuleContext): Record<string, unknown> {
  const given = Object.fromEntries(
    askedFields(list, context.rules).map((name) => [name, list[name]?.example]),
  );
  const shown = new Set(shownFields(list, given, context));
  const answer: Record<string, unknown> = {};
  for (const name of askedFields(list, context.rules)) {
    if (shown.has(name)) answer[name] = given[name];
  }
  for (const name of askedFields(list, context.rules)) {
    if (!shown.has(name)) answer[name] = otherwiseOf(list[name] as FieldRow, answer);
  }
  return answer;
}

/**
 * `answer` with each field `context`'s rules ask besides those `others` ask (all of them without
 * `others`), when it lacks it: the row's example where it is asked of this answer, else its
 * `otherwise` (tests: an answer given under one profile's rules, as a person under another's
 * gives it; a page's answer from a few given fields).
 */
export function completedAnswer(
  list: FieldList,
  answer: Given,
  context: RuleContext,
  others?: ProgramRules,
): Record<string, unknown> {
  const asked = new Set(others ? askedFields(list, others) : []);
  const missing = askedFields(list, context.rules).filter(
    (name) => !asked.has(name) && !(name in answer),
  );
  if (missing.length === 0) return { ...answer };
  const given = { ...answer, ...Object.fromEntries(missing.map((n) => [n, list[n]?.example])) };
  const shown = new Set(shownFields(list, given, context));
  const completed: Record<string, unknown> = { ...answer };
  for (const name of missing) {
    completed[name] = shown.has(name) ? given[name] : otherwiseOf(list[name] as FieldRow, answer);
  }
  return completed;
}

/** The secret fields of a list (D14). */
export function secretFields(list: FieldList): string[] {
  return Object.keys(list).filter((name) => list[name]?.secret);
}
