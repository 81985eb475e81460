import unhomoglyph from 'unhomoglyph';
import { numbersAsDigits } from './number-words.ts';

// One household is one address (issue 28 §7, D44): the key is the shipping address, folded so
// that the spellings of one place give one key, whoever applies from it.

/**
 * Text as a comparison sees it. Compatibility forms (full-width, ligatures) fold by NFKC;
 * invisible characters (Unicode Cf: zero-width spaces, joiners, BOM, soft hyphen) go; accents
 * go; a letter from another script that looks like a Latin one (Cyrillic а, Greek Ο) becomes
 * that letter through Unicode's confusables table (UTS #39, the `unhomoglyph` package). Only
 * characters outside ASCII are mapped: the table also folds ASCII into ASCII (0 → O, 1 → l,
 * m → rn), which would turn house numbers into letters.
 */
export function foldText(value: string): string {
  const plain = value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return plain
    .replace(/[^\p{ASCII}]/gu, (character) => unhomoglyph(character))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The folded text's words: letters and digits, punctuation and spaces between them. */
export function foldedWords(value: string): string[] {
  return foldText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// USPS-style abbreviations (Publication 28) for the words that most often come both ways.
const ADDRESS_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  highway: 'hwy',
  parkway: 'pkwy',
  square: 'sq',
  trail: 'trl',
  crescent: 'cres',
  expressway: 'expy',
  freeway: 'fwy',
  plaza: 'plz',
  route: 'rte',
  heights: 'hts',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

// "Apt 3", "Unit 3", "# 3", "No. 3" and "Suite 3" name the same door: the number is kept,
// the word that announces it is not.
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'no', 'number', 'rm']);

/** "3 B" and "3B" are one door: a lone letter after a number joins it. */
function joinUnitLetters(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const last = out[out.length - 1];
    if (last !== undefined && /^\d+$/.test(last) && /^\p{L}$/u.test(word)) {
      out[out.length - 1] = `${last}${word}`;
    } else {
      out.push(word);
    }
  }
  return out;
}

export function addressKey(value: string): string {
  const words = foldedWords(value)
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .filter((word) => !UNIT_WORDS.has(word));
  return joinUnitLetters(numbersAsDigits(words)).join(' ');
}

/**
 * The household an enrolment is for: its shipping address (both lines) and zip code. Two
 * applicants at one address are one household unless the second certifies a separate one
 * (`iehFlag`, D44).
 */
export function householdKey(address: {
  shippingAddress1: string;
  shippingAddress2?: string | undefined;
  shippingZipcode: string;
}): string {
  const lines = `${address.shippingAddress1} ${address.shippingAddress2 ?? ''}`;
  return `${addressKey(lines)}|${foldedWords(address.shippingZipcode).join('')}`;
}
