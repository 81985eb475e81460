import unhomoglyph from 'unhomoglyph';

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

const CARDINALS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const ORDINALS = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS_ORDINALS = [
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];

type NumberWord = { value: number; ordinal: boolean; tens: boolean };

const NUMBER_WORDS = new Map<string, NumberWord>([
  ...CARDINALS.map((word, value): [string, NumberWord] => [
    word,
    { value, ordinal: false, tens: false },
  ]),
  ...ORDINALS.map((word, value): [string, NumberWord] => [
    word,
    { value, ordinal: true, tens: false },
  ]),
  ...TENS.map((word, index): [string, NumberWord] => [
    word,
    { value: (index + 2) * 10, ordinal: false, tens: true },
  ]),
  ...TENS_ORDINALS.map((word, index): [string, NumberWord] => [
    word,
    { value: (index + 2) * 10, ordinal: true, tens: false },
  ]),
]);

// An ordinal is written `<number>th` whatever its spelling: 1st, 2nd, 3d, First, Twenty-first.
const asNumber = (value: number, ordinal: boolean) => `${value}${ordinal ? 'th' : ''}`;

/**
 * Numbers as one form: leading zeros dropped (0012 → 12), number words written in digits
 * (One → 1, Twenty-one → 21, Fifth → 5th; zero to ninety-nine, cardinal and ordinal), and
 * numeric ordinals as `<n>th` (1st, 2nd, 3rd, 3d → 1th, 2th, 3th).
 */
function numbersAsDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    const spelled = NUMBER_WORDS.get(word);
    if (spelled) {
      const next = NUMBER_WORDS.get(words[index + 1] ?? '');
      if (spelled.tens && next && next.value > 0 && next.value < 10 && !next.tens) {
        out.push(asNumber(spelled.value + next.value, next.ordinal));
        index++;
      } else {
        out.push(asNumber(spelled.value, spelled.ordinal));
      }
      continue;
    }
    const ordinal = /^(\d+)(st|nd|rd|th|d)$/.exec(word);
    if (ordinal) {
      out.push(asNumber(Number(ordinal[1]), true));
      continue;
    }
    out.push(word.replace(/^0+(?=\d)/, ''));
  }
  return out;
}

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
