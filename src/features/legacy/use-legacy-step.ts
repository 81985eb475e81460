import type { Given, RuleContext } from '../../../machines/fields/field-list';
import type { LegacyData } from '../../../machines/flow-types';
import { legacyAnswerFields } from '../../../machines/legacy-data';
import type { FieldWords } from '../../components/step-form/field-words';
import { type ListFormOptions, useListForm } from '../../components/step-form/use-list-step';
import { useFlow, useFlowSend } from '../../lib/flow-context';

// A page of the short form whose questions are rows (machines/steps/legacy-*.ts): its form, judged
// by its rows' schema, which the machine checks again (DEC-171), and sent as its page's event.

/** The event each page's answer is sent with; it carries the answer by its slot's name. */
const EVENTS = {
  homeAddress: 'legacy.address.submitted',
  contact: 'legacy.contact.submitted',
  question: 'legacy.question.submitted',
  personal: 'legacy.personal.submitted',
  program: 'legacy.program.submitted',
} as const;

type PageKey = keyof typeof EVENTS;

/** What the short form's rows read: the build's rules and today (the machine's, too). */
export function useLegacyRuleContext(): RuleContext {
  const rules = useFlow((snapshot) => snapshot.context.programRules);
  return { rules, today: new Date(), answers: {} };
}

/** The short form's answers so far. */
export const useLegacy = (): LegacyData => useFlow((snapshot) => snapshot.context.legacy);

/** The form of a short-form page: `key`'s rows, from its answer (or `defaults`), sent as its event. */
export function useLegacyStep(
  key: PageKey,
  words: Readonly<Record<string, FieldWords>>,
  defaults?: Given,
) {
  const send = useFlowSend();
  const saved = useFlow((snapshot) => snapshot.context.legacy[key]);
  return useLegacyForm({
    list: legacyAnswerFields[key],
    words,
    saved,
    ...(defaults ? { defaults } : {}),
    onValid: (answer) => send({ type: EVENTS[key], [key]: answer } as never),
  });
}

/** A short-form form over any list of rows, with the flow's busy state. */
export function useLegacyForm(options: Omit<ListFormOptions, 'ruleContext' | 'busy'>) {
  const busy = useFlow((snapshot) => snapshot.hasTag('busy'));
  const ruleContext = useLegacyRuleContext();
  return useListForm({ ...options, ruleContext, busy });
}
