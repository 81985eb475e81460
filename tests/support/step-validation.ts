import type { ApplicationData } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { type AnswerStepKey, answerSchema } from '../../machines/step-answers';
import { type FieldWords, stepMessages } from '../../src/components/step-form/field-words';
import { validate } from '../../src/lib/validate';
import { wordContextFor } from './word-context';

/**
 * A step's form as its page judges it: the step's schema (the machine's) under `rules`, on
 * `today`, after `data`'s answers, with its words' messages in the locale active.
 */
export function stepValidation(
  step: AnswerStepKey,
  words: Readonly<Record<string, FieldWords>>,
  options: { rules?: ProgramRules; today?: Date; data?: ApplicationData } = {},
) {
  const rules = options.rules ?? DEFAULT_PROGRAM_RULES;
  const schema = answerSchema(step, {
    rules,
    today: options.today ?? new Date(),
    answers: options.data?.answers ?? {},
  });
  const messages = (values: Record<string, unknown> = {}) =>
    stepMessages(words, { ...wordContextFor(options.data, rules), values });
  return {
    schema,
    messages: messages(),
    check: (values: Record<string, unknown>) => validate(schema, values, messages(values)),
  };
}
