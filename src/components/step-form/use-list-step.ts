import { fromIsoDate } from '../../../machines/answers/birth-date';
import type { Control, FieldList, Given, RuleContext } from '../../../machines/fields/field-list';
import {
  askedFields,
  controlOf,
  shownFields,
  stepSchema,
} from '../../../machines/fields/field-list';
import { type AnswerStepKey, answerSchema, answerStepFields } from '../../../machines/step-answers';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../lib/flow-context';
import { emptyValue, fieldTarget } from './field-targets';
import { type FieldWords, stepMessages, type WordContext } from './field-words';
import type { StepFieldsProps } from './step-fields';
import { useStepForm } from './use-step-form';
import { useWordContext } from './use-word-context';

/** The suffixes of a field's messages: its own, or each of its parts' (`.adults`, …). */
function partsOf(control: Control): string[] {
  const parts = control.kind === 'custom' ? control.parts : undefined;
  return parts ? parts.map((part) => `.${part}`) : [''];
}

/** A kept value as its field holds it: a date of birth as its three selects. */
function formValue(kind: string, value: unknown): unknown {
  return kind === 'date' && typeof value === 'string' ? fromIsoDate(value) : value;
}

export interface ListFormOptions {
  list: FieldList;
  words: Readonly<Record<string, FieldWords>>;
  /** The answer kept (or made from other answers), which the form starts from. */
  saved: Given | null;
  /** What a field starts with when nothing is kept (the zip code just checked). */
  defaults?: Given;
  ruleContext: RuleContext;
  onValid: (answer: Record<string, unknown>) => void;
  /** The form's schema, when it is not the list's alone (an answer step's, the machine's). */
  schema?: StepFieldsSchema;
  busy?: boolean;
  isBusyNow?: () => boolean;
}

type StepFieldsSchema = ReturnType<typeof stepSchema>;

/**
 * The form of a list of rows (machines/steps/): its values start from the kept answer (or
 * empty), it is judged by the list's schema with the words' messages, every problem at once.
 */
export function useListForm(options: ListFormOptions) {
  const { list, words, saved, defaults = {}, ruleContext, onValid, busy = false } = options;
  const base = useWordContext();
  const names = askedFields(list, ruleContext.rules);
  const kindOf = (name: string): Control => {
    const row = list[name];
    return row ? controlOf(row, ruleContext.rules) : { kind: 'text' };
  };
  const form = useStepForm({
    initial: (): Record<string, unknown> => {
      // A field not asked of the kept answer holds a value made from it (a mailing address
      // that is the home address): the form shows it empty, as it was when it was hidden.
      const asked = new Set(saved ? shownFields(list, saved, ruleContext) : []);
      return Object.fromEntries(
        names.map((name) => {
          if (saved && name in saved && asked.has(name)) {
            return [name, formValue(kindOf(name).kind, saved[name])];
          }
          return [name, name in defaults && !saved ? defaults[name] : emptyValue(kindOf(name))];
        }),
      );
    },
    schema: options.schema ?? stepSchema(list, ruleContext),
    messages: (values) => stepMessages(words, { ...base, values }),
    // A value of several parts (an income) has a message for each, and links to each.
    fields: names.flatMap((name) => partsOf(kindOf(name)).map((part) => `${name}${part}`)),
    targets: Object.fromEntries(
      names.flatMap((name) => {
        const control = kindOf(name);
        const parts = control.kind === 'custom' ? (control.parts ?? []) : [];
        return [
          [name, fieldTarget(name, control)],
          ...parts.map((part) => [`${name}.${part}`, part]),
        ];
      }),
    ),
    busy,
    ...(options.isBusyNow ? { isBusyNow: options.isBusyNow } : {}),
    onValid: onValid as (value: unknown) => void,
  });
  // A question no longer asked (its answer changed) starts empty when it is asked again, and
  // its message goes (A §4: unticking the Tribal box drops the number).
  const forgetHidden = (next: Record<string, unknown>) => {
    const shown = new Set(shownFields(list, next, ruleContext));
    const reset: Record<string, unknown> = { ...next };
    for (const name of names) {
      if (shown.has(name)) continue;
      const empty = emptyValue(kindOf(name));
      if (JSON.stringify(reset[name]) === JSON.stringify(empty)) continue;
      reset[name] = empty;
      for (const part of partsOf(kindOf(name))) form.errors.clear(`${name}${part}` as never);
    }
    return reset;
  };
  const set = (field: string, value: unknown) =>
    form.setValues((current) => forgetHidden({ ...current, [field]: value }));
  const change = (next: Record<string, unknown>) =>
    form.setValues((current) => forgetHidden({ ...current, ...next }));
  const listForm = { ...form, set, change };
  const wordContext: WordContext = { ...base, values: form.values };
  const fields: Pick<
    StepFieldsProps,
    'list' | 'words' | 'form' | 'ruleContext' | 'wordContext' | 'kept'
  > = {
    list,
    words,
    form: listForm as unknown as StepFieldsProps['form'],
    ruleContext,
    wordContext,
    kept: saved,
  };
  return { form: listForm, busy, fields, wordContext };
}

/**
 * An answer step whose questions are rows: judged by the step's schema, the machine's own
 * (DEC-171), and its valid answer is the step's event.
 */
export function useListStep<K extends AnswerStepKey>(
  step: K,
  words: Readonly<Record<string, FieldWords>>,
  defaults?: Given,
) {
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer(step) as Given | null;
  const answer = useAnswerStep(step);
  const ruleContext = useAnswerContext();
  return useListForm({
    list: answerStepFields(step) as FieldList,
    words,
    saved,
    ...(defaults ? { defaults } : {}),
    ruleContext,
    schema: answerSchema(step, ruleContext) as StepFieldsSchema,
    busy,
    onValid: answer as (value: unknown) => void,
  });
}
