import { msg } from '@lingui/core/macro';
import {
  controlOf,
  type FieldList,
  type Given,
  type ReviewSpec,
} from '../../../../machines/fields/field-list';
import type { AnswerStepKey } from '../../../../machines/step-answers';
import { focusTarget } from '../../../components/step-form/field-targets';
import { type FieldWords, say, type WordContext } from '../../../components/step-form/field-words';
import { formatBirthDate, formatMoney, formatPhone } from '../../../shared/review/review-answers';

// The review's rows of a step whose questions are rows (machines/steps/): each field the
// review shows, as text, with the words of its step; fields that share a row are one line.

export interface ReviewRow {
  /** Unique in the review; also keys the React list. */
  id: string;
  key: string;
  /** One line, or several (an address). */
  value: string | string[];
  /** Said after "Edit" to screen readers, so each button names what it changes. */
  edits: string;
  step: AnswerStepKey;
  /** Where Edit puts the focus on the step's page: the row's first field. */
  focus?: string;
  /** D51: one of its answers differs from what the last eligibility check was sent with. */
  changed?: boolean;
}

/** A number a person gave, never shown: given, or to be typed again after a reload (D14). */
export function hiddenValue(value: unknown, context: WordContext): string {
  return value
    ? context.i18n._(msg`Given (hidden for your privacy)`)
    : context.i18n._(msg`Not kept after the page reloaded: please type it again below`);
}

function valueText(
  spec: ReviewSpec,
  value: unknown,
  words: FieldWords,
  context: WordContext,
): string {
  const { i18n } = context;
  const own = words.reviewValue?.(value, context);
  if (own !== undefined) return own;
  switch (spec.as) {
    case 'yesNo':
      return value === '1' || value === true ? i18n._(msg`Yes`) : i18n._(msg`No`);
    case 'date':
      return formatBirthDate(String(value ?? ''), i18n.locale);
    case 'phone':
      return value ? formatPhone(String(value)) : '';
    case 'money':
      return formatMoney(Number(value), i18n.locale);
    case 'choice': {
      const label = words.options?.[String(value)];
      if (!label) return String(value ?? '');
      const shown = typeof label === 'function' ? label(context) : i18n._(label);
      return typeof shown === 'string' ? shown : String(value ?? '');
    }
    case 'hidden':
      return hiddenValue(value, context);
    default:
      return String(value ?? '').trim();
  }
}

/** An address's lines: its street lines, then "City, ST 12345" from its last three parts. */
function addressLines(parts: string[]): string[] {
  const [city = '', state = '', zip = ''] = parts.slice(-3);
  return [...parts.slice(0, -3), `${city}, ${state} ${zip}`.trim()];
}

/**
 * The rows of one step's answer, in the list's order; a row is `changed` when one of its
 * fields is among `changed` (D51: differs from what the last check was sent with).
 */
export function reviewRows(
  step: AnswerStepKey,
  list: FieldList,
  words: Readonly<Record<string, FieldWords>>,
  answer: Given,
  context: WordContext,
  changed: readonly string[] = [],
): ReviewRow[] {
  const rows = new Map<string, { row: ReviewRow; parts: string[]; spec: ReviewSpec }>();
  for (const [name, field] of Object.entries(list)) {
    const spec = field.review;
    const text = words[name];
    if (!spec || !text || !(name in answer)) continue;
    if (spec.when && !spec.when(answer)) continue;
    if (text.reviewLines) {
      const focus = focusTarget(name, controlOf(field, context.rules));
      for (const line of text.reviewLines(answer[name], context)) {
        const row = { ...line, step, focus, changed: changed.includes(name) };
        rows.set(line.id, { row, parts: [line.value], spec });
      }
      continue;
    }
    const value = valueText(spec, answer[name], text, context);
    const id = spec.row ?? name;
    const existing = rows.get(id);
    if (existing) {
      existing.parts.push(value);
      if (changed.includes(name)) existing.row.changed = true;
      continue;
    }
    const row: ReviewRow = {
      id,
      key: text.review ? say(text.review, context) : '',
      value: '',
      edits: text.edits ? say(text.edits, context) : '',
      step,
      focus: focusTarget(name, controlOf(field, context.rules)),
      changed: changed.includes(name),
    };
    rows.set(id, { row, parts: [value], spec });
  }
  return [...rows.values()].map(({ row, parts, spec }) => {
    const given = parts.filter((part) => part !== '');
    if (given.length === 0 && spec.emptyReads === 'none') {
      return { ...row, value: context.i18n._(msg`None given`) };
    }
    if (spec.join === 'address') return { ...row, value: addressLines(given) };
    return { ...row, value: given.join(spec.join === 'space' ? ' ' : ', ') };
  });
}
