import {
  askedFields,
  controlOf,
  type FieldList,
  type FieldRow,
  type Given,
  otherwiseOf,
  type RuleContext,
  shownFields,
  yesNoValues,
} from '../../machines/fields/field-list';
import type { ProgramRules } from '../../machines/program-rules';

// Answers a step's yes/no questions allow, found from its rows rather than written out: a test
// that needs "each branch of the household worksheet" names none of its fields, so a question
// added to the list is played without a test edit (docs/adding-a-question.md).

function yesNoChoices(list: FieldList, context: RuleContext): string[] {
  return askedFields(list, context.rules).filter(
    (name) => controlOf(list[name] as FieldRow, context.rules).kind === 'yesNo',
  );
}

/** The yes/no questions whose answer leads elsewhere (`branches`): the rest keep one answer. */
function branchingChoices(list: FieldList, context: RuleContext): string[] {
  return yesNoChoices(list, context).filter((name) => list[name]?.branches);
}

/** `given` as a person gives it: a shown field keeps its value (else the row's example), a hidden one its `otherwise`. */
function settled(list: FieldList, given: Given, context: RuleContext): Record<string, unknown> {
  const shown = new Set(shownFields(list, given, context));
  const answer: Record<string, unknown> = {};
  for (const name of askedFields(list, context.rules)) {
    const row = list[name] as FieldRow;
    const value = given[name];
    answer[name] = !shown.has(name)
      ? otherwiseOf(row, given)
      : value === undefined || value === ''
        ? row.example
        : value;
  }
  return answer;
}

/**
 * Every answer the list's branching yes/no questions allow from `base` under `context`'s rules:
 * each such question shown takes each of its values (a follow-up only where its `when` holds), the other
 * fields keep `base`'s value, or the row's example where `base` left them empty, or their
 * `otherwise` where they are not asked. In the list's order, `base`'s own branch included.
 */
export function yesNoVariants(
  list: FieldList,
  base: Given,
  context: RuleContext,
): Record<string, unknown>[] {
  let variants: Given[] = [base];
  for (const name of branchingChoices(list, context)) {
    const control = controlOf(list[name] as FieldRow, context.rules);
    if (control.kind !== 'yesNo') continue;
    variants = variants.flatMap((given) =>
      (list[name]?.when?.(given, context) ?? true)
        ? yesNoValues(control).map((value) => ({ ...given, [name]: value }))
        : [given],
    );
  }
  return variants.map((given) => settled(list, given, context));
}

/** Whether two answers give the same value to every field. */
export function sameAnswer(a: Given, b: Given): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/**
 * `answer` with the first yes/no question `context`'s rules ask beyond `others`' left
 * unanswered, where it is shown: what those rules refuse and `others` take (D44's worksheet
 * under A §5). `undefined` when the rules ask no such question of this answer.
 */
export function unansweredBeyond(
  list: FieldList,
  answer: Given,
  context: RuleContext,
  others: ProgramRules,
): Record<string, unknown> | undefined {
  const askedByOthers = new Set(askedFields(list, others));
  const shown = new Set(shownFields(list, answer, context));
  const name = yesNoChoices(list, context).find((n) => !askedByOthers.has(n) && shown.has(n));
  return name === undefined ? undefined : { ...answer, [name]: '' };
}
