import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  controlOf,
  type FieldList,
  type Given,
  type ReviewSpec,
} from '../../../machines/fields/field-list';
import { formatBirthDate, formatMoney, formatPhone } from '../../shared/review/review-answers';
import { focusTarget } from './field-targets';
import { type FieldWords, say, type WordContext } from './field-words';

// The review's rows of a list of rows (machines/steps/): each field the review shows, as text,
// with the words of its page; fields that share a row are one line. The application's review
// and the short form's both list theirs so.

export interface ReviewRow {
  /** Unique in the review; also keys the React list. */
  id: string;
  key: string;
  /** One line, or several (an address). */
  value: string | string[];
  /** Said after "Edit" to screen readers, so each button names what it changes. */
  edits: string;
  /** Where Edit puts the focus on the page that asks it: the row's first field. */
  focus?: string;
  /** D51: one of its answers differs from what the last eligibility check was sent with. */
  changed?: boolean;
}

/**
 * The review's own words, from the page that lists the rows (its catalog's, so that the
 * `common` catalog, which every page loads, does not carry them).
 */
export interface ReviewWords {
  /** A number a person gave, never shown (D14). */
  given: MessageDescriptor;
  /** A number not kept across a reload, to be typed again (D14). */
  notKept: MessageDescriptor;
  /** An empty answer that reads "None given" (D42). */
  noneGiven: MessageDescriptor;
}

function valueText(
  spec: ReviewSpec,
  value: unknown,
  words: FieldWords,
  context: WordContext & { said: ReviewWords },
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
      return i18n._(value ? context.said.given : context.said.notKept);
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
 * The rows of one answer, in the list's order; a row is `changed` when one of its fields is
 * among `changed` (D51: differs from what the last check was sent with).
 */
export function reviewRows(
  list: FieldList,
  words: Readonly<Record<string, FieldWords>>,
  answer: Given,
  context: WordContext & { said: ReviewWords },
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
        const row = { ...line, focus, changed: changed.includes(name) };
        rows.set(line.id, { row, parts: [line.value], spec });
      }
      continue;
    }
    const value = valueText(spec, answer[name], text, context);
    const id = spec.row ?? name;
    const existing = rows.get(id);
    if (existing) {
      if (spec.lead) existing.parts.unshift(value);
      else existing.parts.push(value);
      if (changed.includes(name)) existing.row.changed = true;
      continue;
    }
    const row: ReviewRow = {
      id,
      key: text.review ? say(text.review, context) : '',
      value: '',
      edits: text.edits ? say(text.edits, context) : '',
      focus: focusTarget(name, controlOf(field, context.rules)),
      changed: changed.includes(name),
    };
    rows.set(id, { row, parts: [value], spec });
  }
  return [...rows.values()].map(({ row, parts, spec }) => {
    const given = parts.filter((part) => part !== '');
    if (given.length === 0 && spec.emptyReads === 'none') {
      return { ...row, value: context.i18n._(context.said.noneGiven) };
    }
    if (spec.join === 'address') return { ...row, value: addressLines(given) };
    if (spec.join === 'lines') return { ...row, value: given };
    return { ...row, value: given.join(spec.join === 'space' ? ' ' : ', ') };
  });
}
