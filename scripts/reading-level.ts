import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

// The Flesch-Kincaid grade of a page's prose (issue 40: the information pages and the agreement
// must read at grade 8 or below). Prose is the text of the page's paragraphs and list items,
// one line each: headings, labels and buttons are not sentences. A line is at least one
// sentence; a word is a run of letters or digits (with inner apostrophes, dots or hyphens:
// "don't", "9.25", "fcc.gov", "voice-only"), its syllables counted by wooorm's `syllable`, and a
// number one syllable a group of digits.

/** The highest grade a page may measure. */
export const MAX_GRADE = 8;

const WORD = /[\p{L}\p{N}]+(?:['’.\-/][\p{L}\p{N}]+)*/gu;

export interface Counts {
  sentences: number;
  words: number;
  syllables: number;
}

function syllablesOf(word: string): number {
  if (/\p{N}/u.test(word) && !/\p{L}/u.test(word)) return word.split(/[.,/-]/).length;
  return Math.max(1, syllable(word));
}

/** The sentences, words and syllables of prose lines. */
export function countProse(lines: readonly string[]): Counts {
  const counts: Counts = { sentences: 0, words: 0, syllables: 0 };
  for (const line of lines) {
    const words = line.match(WORD) ?? [];
    if (words.length === 0) continue;
    // A sentence ends at . ! or ? before a space or the line's end; a line ends one anyway.
    const ends = line.match(/[.!?](?=\s|$)/g)?.length ?? 0;
    const endsWithOne = /[.!?]["”’)]*\s*$/.test(line);
    counts.sentences += ends + (endsWithOne ? 0 : 1);
    counts.words += words.length;
    for (const word of words) counts.syllables += syllablesOf(word);
  }
  return counts;
}

/** The Flesch-Kincaid grade of prose lines, to one decimal (0 for no prose). */
export function gradeOf(lines: readonly string[]): number {
  const counts = countProse(lines);
  if (counts.words === 0) return 0;
  return (
    Math.round(
      10 *
        fleschKincaid({
          sentence: counts.sentences,
          word: counts.words,
          syllable: counts.syllables,
        }),
    ) / 10
  );
}

/**
 * A page's prose lines: the text of each paragraph, list item, definition and table cell that
 * holds no other of them, and of each label that is a sentence (the agreement's certifications
 * are their fields' labels), whitespace folded and a list number left out. Not read: headings,
 * buttons, navigation, a paragraph that is a link alone, a form field's hint ("Your initials (required)") and a line that is one
 * token alone (an e-mail address, a phone number).
 */
/** Parts of a list item drawn on a line of their own. */
const OWN_LINE = '[class$="__name"], [class$="__hint"]';

const fold = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\d+\.\s+/, '');

export function proseLines(root: ParentNode): string[] {
  const BLOCKS = 'p, li, dd, td, blockquote, figcaption, label';
  return (
    [...root.querySelectorAll(BLOCKS)]
      .filter((block) => !block.querySelector(BLOCKS))
      .filter(
        (block) => !block.closest('h1, h2, h3, h4, h5, h6, button, legend, nav, .field__hint'),
      )
      // A paragraph that is one link alone ("Apply now") is a way on, not a sentence.
      .filter(
        (block) =>
          !(
            block.children.length === 1 &&
            block.children[0]?.tagName === 'A' &&
            block.textContent?.trim() === block.children[0]?.textContent?.trim()
          ),
      )
      .flatMap((block) => {
        // A list item's name and its hint show as lines of their own (a document and what it
        // proves, a program and its note): each is read as one.
        const parts: string[] = [];
        let current = '';
        for (const node of block.childNodes) {
          const own =
            node instanceof Element && node.matches(OWN_LINE) ? (node.textContent ?? '') : null;
          if (own === null) current += node.textContent ?? '';
          else {
            parts.push(current, own);
            current = '';
          }
        }
        parts.push(current);
        return parts.map((text) => ({ label: block.tagName === 'LABEL', text: fold(text) }));
      })
      .filter(({ label, text }) => !label || /[.!?]["”’)]*$/.test(text))
      .map(({ text }) => text)
      .filter((text) => /\s/.test(text))
  );
}

/** The lines that read hardest: each line's own grade, highest first. */
export function hardestLines(
  lines: readonly string[],
  count = 3,
): { line: string; grade: number }[] {
  return lines
    .map((line) => ({ line, grade: gradeOf([line]) }))
    .sort((a, b) => b.grade - a.grade)
    .slice(0, count);
}
