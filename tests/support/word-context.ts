import { i18n } from '@lingui/core';
import { expectedInitials } from '../../machines/answers/applicant-name';
import type { ApplicationData } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import type { WordContext } from '../../src/components/step-form/field-words';

/** The words' context of a page showing `data` under `rules`, in the locale active in i18n. */
export function wordContextFor(
  data?: ApplicationData,
  rules: ProgramRules = DEFAULT_PROGRAM_RULES,
): WordContext {
  return {
    i18n,
    text: (text) => (i18n.locale === 'es' ? text.es : text.en),
    rules,
    initials: expectedInitials(data?.answers.personalInfo),
    values: {},
  };
}
