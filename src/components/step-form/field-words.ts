import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { FieldList, Given } from '../../../machines/fields/field-list';
import type { ProgramRules } from '../../../machines/program-rules';
import type { Text as ProfileText } from '../../../profiles/schema';

// A step's words, field by field, beside its page: what the rows of machines/steps/ ask in
// English and Spanish. The type asks for an entry for every row, so a new question cannot
// reach a page, the review or the error summary without its words.

/** What a field's words may read: the language, the profile's texts, the rules, the answers. */
export interface WordContext {
  i18n: I18n;
  /** A profile or carrier text in the language on show. */
  text: (text: ProfileText) => string;
  rules: ProgramRules;
  /** The applicant's initials from step 1 ('' before it). */
  initials: string;
  /** The form's values as typed, or the answer as kept. */
  values: Given;
}

/** A message, or words made from the context (a value, a profile text). */
export type Words = MessageDescriptor | ((context: WordContext) => MessageDescriptor | string);

/** Rich words for a label, a hint or a note: a message, or markup made from the context. */
export type RichWords = MessageDescriptor | ((context: WordContext) => ReactNode);

export interface FieldWords {
  /** The label, or the legend of a question with choices. */
  label: RichWords;
  hint?: RichWords;
  /** A secret kept without its value after a reload (D14): why it is asked again. */
  forgotten?: Words;
  /** Before the field, as it is (a notice); nothing when it gives nothing. */
  before?: (context: WordContext) => ReactNode;
  /** Before the field, while it is shown: a heading and what it means (a follow-up's reason). */
  intro?: { heading?: Words; text?: RichWords };
  /** Each problem's message, by the key the row's rule names (D27). */
  messages?: Readonly<Record<string, Words>>;
  /** A choice's options' labels, by value. */
  options?: Readonly<Record<string, RichWords>>;
  /** A line under an option that helps tell it from the others, by value. */
  optionHints?: Readonly<Record<string, RichWords>>;
  /** After the field, while it is shown (a link to what happens to the answer). */
  after?: RichWords;
  /** The review's label for the field (or for its row of several fields). */
  review?: Words;
  /**
   * The review's words for the value where its kind's own do not say it (`values`: every
   * step's answers); undefined leaves it to the kind's.
   */
  reviewValue?: (value: unknown, context: WordContext) => string | undefined;
  /** Said after "Edit" to screen readers: what the review's Edit link changes. */
  edits?: Words;
  /** A value the review shows on several lines of its own (a household and its income). */
  reviewLines?: (
    value: unknown,
    context: WordContext,
  ) => readonly { id: string; key: string; value: string; edits: string }[];
}

/** The words of a group of rows: a fieldset's legend (a heading, where it leads a part). */
export interface GroupWords {
  legend: Words;
  hint?: RichWords;
  heading?: boolean;
}

/** Words for every row of `list`. */
export type StepWords<L extends FieldList> = { readonly [K in keyof L]: FieldWords };

export function isDescriptor(words: unknown): words is MessageDescriptor {
  return typeof words === 'object' && words !== null && 'id' in words;
}

/** Words as a string in the language on show. */
export function say(words: Words, context: WordContext): string {
  if (isDescriptor(words)) return context.i18n._(words);
  const made = words(context);
  return typeof made === 'string' ? made : context.i18n._(made);
}

/** Words as markup (a label, a hint). */
export function show(words: RichWords, context: WordContext): ReactNode {
  return isDescriptor(words) ? context.i18n._(words) : words(context);
}

/** Every problem's message of a step, as the form's error summary reads them. */
export function stepMessages(
  words: Readonly<Record<string, FieldWords>>,
  context: WordContext,
): Record<string, MessageDescriptor> {
  const messages: Record<string, MessageDescriptor> = {};
  for (const field of Object.values(words)) {
    for (const [key, message] of Object.entries(field.messages ?? {})) {
      if (key in messages) continue;
      if (isDescriptor(message)) messages[key] = message;
      else {
        const made = message(context);
        // A string made here is already in the language on show.
        messages[key] = typeof made === 'string' ? { id: made, message: made } : made;
      }
    }
  }
  return messages;
}
