// Number words as digits, one form for every spelling of a number in an address (Publication
// 28 writes numbers as digits): the household key and the home key both read them.

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
export function numbersAsDigits(words: readonly string[]): string[] {
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
