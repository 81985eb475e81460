import { useLingui } from '@lingui/react';
import { expectedInitials } from '../../../machines/answers/applicant-name';
import type { Given } from '../../../machines/fields/field-list';
import { useProfileText } from '../../i18n/profile-text';
import { useFlow } from '../../lib/flow-context';
import type { WordContext } from './field-words';

/** What a step's words read on this page: the language, the profile, the rules, the name. */
export function useWordContext(values: Given = {}): WordContext {
  const { i18n } = useLingui();
  const text = useProfileText();
  const rules = useFlow((snapshot) => snapshot.context.programRules);
  const name = useFlow((snapshot) => snapshot.context.application.answers.personalInfo);
  return { i18n, text, rules, initials: expectedInitials(name), values };
}
