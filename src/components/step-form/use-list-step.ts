import type { FieldList } from '../../../machines/fields/field-list';
import { askedFields } from '../../../machines/fields/field-list';
import { type AnswerStepKey, answerSchema, answerStepFields } from '../../../machines/step-answers';
import { useAnswerContext, useAnswerStep, useFlow, useStepAnswer } from '../../lib/flow-context';
import { type FieldWords, stepMessages, type WordContext } from './field-words';
import { emptyValue, fieldTarget, type StepFieldsProps } from './step-fields';
import { useStepForm } from './use-step-form';
import { useWordContext } from './use-word-context';

/**
 * The form of a step whose questions are rows (machines/steps/): its values start from the
 * kept answer (or empty), it is judged by the step's schema, the machine's own, with the
 * step's words, and its valid answer is the step's event.
 */
export function useListStep<K extends AnswerStepKey>(
  step: K,
  words: Readonly<Record<string, FieldWords>>,
) {
  const base = useWordContext();
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const saved = useStepAnswer(step) as Record<string, unknown> | null;
  const answer = useAnswerStep(step);
  const ruleContext = useAnswerContext();
  const list = answerStepFields(step) as FieldList;
  const names = askedFields(list, ruleContext.rules);
  const form = useStepForm({
    initial: (): Record<string, unknown> =>
      Object.fromEntries(
        names.map((name) => [
          name,
          saved?.[name] ?? emptyValue(list[name]?.control ?? { kind: 'text' }),
        ]),
      ),
    schema: answerSchema(step, ruleContext),
    messages: (values) => stepMessages(words, { ...base, values }),
    fields: names,
    targets: Object.fromEntries(
      names.map((name) => [name, fieldTarget(name, list[name]?.control ?? { kind: 'text' })]),
    ),
    busy,
    onValid: answer as (value: unknown) => void,
  });
  const wordContext: WordContext = { ...base, values: form.values };
  const fields: Pick<StepFieldsProps, 'list' | 'words' | 'form' | 'ruleContext' | 'wordContext'> = {
    list,
    words,
    form: form as unknown as StepFieldsProps['form'],
    ruleContext,
    wordContext,
  };
  return { form, busy, fields, wordContext };
}
