import streetTypes from 'street-types';
import { foldText } from './household-key.ts';
import { numbersAsDigits } from './number-words.ts';

// D53: one benefit per household, and a household is its home address, compared as the Postal
// Service writes addresses (Publication 28): the spellings of one home give one key, whoever
// types them. NLAD's part, played by the sandbox; the app never sees these keys.

export type HomeAddress = {
  address1: string;
  address2?: string | undefined;
  zipCode: string;
  /** Puerto Rico's urbanization (Urb.), part of the address there. */
  urbanization?: string | undefined;
};

/**
 * A home as compared. `key` is the whole address; `base` the same without its street type,
 * and `typed` whether it had one: "12 Main" and "12 Main Street" are one home (the type left
 * out), "12 Main St" and "12 Main Ave" are two.
 */
export type HomeKey = { key: string; base: string; typed: boolean };

// Publication 28, appendix C1: every spelling of a street type, as its standard abbreviation
// (the `street-types` package holds the table). A spelling listed under two types (MDW under
// MEADOW and MEADOWS) keeps the type whose own abbreviation it is.
const STREET_TYPES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const type of streetTypes) {
    const standard = type.standardAbbr.trim().toLowerCase();
    map.set(standard, standard);
  }
  for (const type of streetTypes) {
    const standard = type.standardAbbr.trim().toLowerCase();
    for (const spelling of [type.suffix, ...type.abbrs]) {
      const word = spelling.trim().toLowerCase();
      if (!map.has(word)) map.set(word, standard);
    }
  }
  return map;
})();
const STANDARD_TYPES: ReadonlySet<string> = new Set(STREET_TYPES.values());

// Publication 28, appendix B: directionals, one word or two ("North East", "N E", "N.E.").
const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};
const PAIRS: Readonly<Record<string, string>> = { ne: 'ne', nw: 'nw', se: 'se', sw: 'sw' };
const DIRECTION_SET = new Set(Object.values(DIRECTIONS));

// Publication 28, appendix C2. The words that announce a door (Apartment, Apt, Unit, Suite,
// #, No., Room) are one unit: the number is kept, the word is not, so "Apt 4", "# 4", "Unit 4"
// and a bare "4" meet. The others (floor, building, lot, trailer…) name something else and
// keep their abbreviation.
const DOOR_WORDS = new Set([
  '#',
  'apt',
  'apartment',
  'apartamento',
  'unit',
  'ste',
  'suite',
  'no',
  'num',
  'number',
  'rm',
  'room',
]);
const OTHER_UNITS: Readonly<Record<string, string>> = {
  basement: 'bsmt',
  building: 'bldg',
  department: 'dept',
  floor: 'fl',
  front: 'frnt',
  hangar: 'hngr',
  lobby: 'lbby',
  lower: 'lowr',
  office: 'ofc',
  penthouse: 'ph',
  space: 'spc',
  trailer: 'trlr',
  upper: 'uppr',
};

// Words Publication 28 writes one way that a street name spells both ways.
const NAME_WORDS: Readonly<Record<string, string>> = { saint: 'st', sainte: 'ste' };

// Two words that are one: a rural route, a highway contract route.
const PHRASES: readonly [readonly string[], string][] = [
  [['rural', 'route'], 'rr'],
  [['r', 'r'], 'rr'],
  [['highway', 'contract', 'route'], 'hc'],
  [['highway', 'contract'], 'hc'],
];

const CARE_OF = /^\s*(?:c\s*\/\s*o|c\/|in care of|care of|attn|attention)\b/i;
const CARE_OF_INSIDE = /\s(?:c\s*\/\s*o|in care of|care of)\s.*$/i;

/** The lines of an address without its "c/o …" (or "Attn …") parts: they name a person. */
function withoutCareOf(lines: readonly string[]): string {
  return lines
    .flatMap((line) => line.split(/[,;\n]/))
    .filter((part) => !CARE_OF.test(part))
    .map((part) => part.replace(CARE_OF_INSIDE, ''))
    .join(' ');
}

function joinPhrases(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < words.length; ) {
    const phrase = PHRASES.find(([parts]) =>
      parts.every((part, offset) => words[index + offset] === part),
    );
    if (phrase) {
      out.push(phrase[1]);
      index += phrase[0].length;
    } else {
      out.push(words[index] ?? '');
      index++;
    }
  }
  return out;
}

/** North → n, and two directions written apart ("N E", "North East") as one (ne). */
function directions(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const direction = DIRECTIONS[word] ?? word;
    const last = out[out.length - 1];
    const pair = last !== undefined ? PAIRS[`${last}${direction}`] : undefined;
    if (pair && DIRECTION_SET.has(last ?? '') && DIRECTION_SET.has(direction)) {
      out[out.length - 1] = pair;
    } else {
      out.push(direction);
    }
  }
  return out;
}

const isUnitId = (word: string | undefined) =>
  word !== undefined && (/\d/.test(word) || /^[a-z]$/.test(word));

/**
 * The words of the street (number, directions, name, type) and of the unit apart: a unit is
 * a unit word and the id after it, wherever it was written ("Apt 4B, 12 Main St"). A door's
 * word goes ("Apt 4" is "4"); a lone letter joins the number before it ("4 B" is "4b").
 */
function splitUnits(words: readonly string[]): { street: string[]; units: string[] } {
  const street: string[] = [];
  const units: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    // "#12 Main St": a house number, not a unit.
    if (index === 0 && word === '#' && /^\d/.test(words[1] ?? '') && !isUnitId(words[2])) {
      continue;
    }
    const door = DOOR_WORDS.has(word);
    // "Apt #4", "Apartment No. 4": one door word is enough.
    if (door && DOOR_WORDS.has(words[index + 1] ?? '') && isUnitId(words[index + 2])) continue;
    // After the house number, "Upper" or "Front" is more likely the street's name.
    const other =
      index === 1
        ? null
        : (OTHER_UNITS[word] ?? (Object.values(OTHER_UNITS).includes(word) ? word : null));
    if ((door || other) && isUnitId(words[index + 1])) {
      // "# 4 B", "Apt 4-B": the id and a lone letter after it.
      let id = words[index + 1] ?? '';
      index++;
      while (/^\d+$/.test(id) && /^[a-z]$/.test(words[index + 1] ?? '')) {
        id += words[index + 1];
        index++;
      }
      if (other) units.push(other);
      units.push(id);
      continue;
    }
    if (door && word === '#') continue;
    street.push(word);
  }
  return { street: joinLetters(street), units };
}

/**
 * "12 Main St 4 B": a lone letter after a number that is not the house number joins it (the
 * unit 4b); after the house number it may be a direction ("12 N Main"), and stays a word.
 */
function joinLetters(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const [index, word] of words.entries()) {
    const last = out[out.length - 1];
    const afterHouse = index === 1 && DIRECTION_SET.has(word);
    if (last !== undefined && /^\d+$/.test(last) && /^[a-z]$/.test(word) && !afterHouse) {
      out[out.length - 1] = `${last}${word}`;
    } else {
      out.push(word);
    }
  }
  return out;
}

/**
 * The street's type: the last type word after the street's name, which follows the house
 * number ("12 Park" is Park, without a type; "12 Park Ave" is Park Avenue; "1 23rd Ave" is
 * 23rd Avenue).
 */
function streetTypeIndex(street: readonly string[]): number {
  const first = /^\d/.test(street[0] ?? '') ? 2 : 1;
  for (let index = street.length - 1; index >= first; index--) {
    if (STANDARD_TYPES.has(street[index] ?? '')) return index;
  }
  return -1;
}

/** The words of one address, folded and abbreviated as Publication 28 writes them. */
export function addressWords(lines: readonly string[]): string[] {
  const text = foldText(withoutCareOf(lines)).replaceAll('#', ' # ');
  const words = text.split(/[^\p{L}\p{N}#]+/u).filter(Boolean);
  return numbersAsDigits(directions(joinPhrases(words))).map(
    (word) => NAME_WORDS[word] ?? STREET_TYPES.get(word) ?? word,
  );
}

/** The words of an urbanization, without the word "Urbanización" (or "Urb") before it. */
function urbanizationWords(value: string | undefined): string[] {
  const words = foldText(value ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words[0] === 'urb' || words[0] === 'urbanizacion' ? words.slice(1) : words;
}

export function homeKey(home: HomeAddress): HomeKey {
  const { street, units } = splitUnits(addressWords([home.address1, home.address2 ?? '']));
  const type = streetTypeIndex(street);
  const rest = `|${units.join(' ')}|${urbanizationWords(home.urbanization).join(' ')}|${home.zipCode.trim()}`;
  return {
    key: `${street.join(' ')}${rest}`,
    base: `${street.filter((_, index) => index !== type).join(' ')}${rest}`,
    typed: type >= 0,
  };
}

/** Whether two homes are one (what the database query asks, for tests and docs). */
export function sameHome(a: HomeKey, b: HomeKey): boolean {
  return a.key === b.key || (a.base === b.base && (!a.typed || !b.typed));
}
