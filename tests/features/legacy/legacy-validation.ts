import { setupI18n } from '@lingui/core';
import { type FieldList, stepSchema } from '../../../machines/fields/field-list';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { type FieldWords, stepMessages } from '../../../src/components/step-form/field-words';
import { validate } from '../../../src/lib/validate';
import { wordContextFor } from '../../support/word-context';

/**
 * A short-form page's form as the page judges it: its rows' schema (the machine's guard, DEC-171)
 * under the ACP's rules, on `today`, with its words' messages in the locale active.
 */
export function legacyValidation(
  list: FieldList,
  words: Readonly<Record<string, FieldWords>>,
  today = new Date(),
) {
  const schema = stepSchema(list, { rules: DEFAULT_PROGRAM_RULES, today, answers: {} });
  // A message's values may be worded in the reader's language (a file's size).
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const messages = (values: Record<string, unknown> = {}) =>
    stepMessages(words, { ...wordContextFor(), i18n, values });
  return {
    messages: messages(),
    check: (values: Record<string, unknown>) => validate(schema, values, messages(values)),
  };
}
