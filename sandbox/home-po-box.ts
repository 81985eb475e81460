import { foldedWords } from './household-key.ts';

// D43, D53: NLAD's and the Verifier's part: a home address is where the applicant lives, so
// an address that only receives mail is refused as one. The sandbox keeps its own rule, as a
// provider does, rather than trust the app's (machines/answers/po-box.ts): it reads the
// address's words, folded (case, accents, punctuation, look-alike letters of other scripts).

// Word sequences that name a mail-only address anywhere in the line. "0" stands for the
// letter O typed as a zero ("P.0. Box").
const MAIL_ONLY: readonly (readonly string[])[] = [
  ['po', 'box'],
  ['p0', 'box'],
  ['p', 'o', 'box'],
  ['p', '0', 'box'],
  ['pobox'],
  ['p0box'],
  ['pob'],
  ['p', 'o', 'b'],
  ['po', 'drawer'],
  ['p', 'o', 'drawer'],
  ['post', 'office', 'box'],
  ['post', 'office', 'drawer'],
  ['post', 'box'],
  ['postal', 'box'],
  ['pmb'],
  ['private', 'mailbox'],
  ['private', 'mail', 'box'],
  ['general', 'delivery'],
  ['entrega', 'general'],
  ['apartado'],
  ['apdo'],
  ['caja', 'postal'],
  ['caja', 'de', 'correo'],
  ['caja', 'de', 'correos'],
  ['casilla', 'postal'],
  ['casilla', 'de', 'correo'],
  ['casilla', 'de', 'correos'],
];

// A box number alone at the start: "Box 12", "Caja 12", "Casilla 45" (not "12 Box Elder Rd",
// nor a rural route's "RR 2 Box 15", where people live).
const BOX_WORDS = new Set(['box', 'caja', 'casilla']);

/** Whether a home address line names an address that only receives mail. */
export function isPoBoxHome(line: string): boolean {
  // "PO Box12" and "POBox 9": a number stuck to the word is its own word.
  const words = foldedWords(line).flatMap((word) =>
    word.replace(/^(pobox|p0box|pob|box|pmb)(\d+)$/, '$1 $2').split(' '),
  );
  const at = (index: number, sequence: readonly string[]) =>
    sequence.every((word, offset) => words[index + offset] === word);
  if (words.some((_, index) => MAIL_ONLY.some((sequence) => at(index, sequence)))) return true;
  const [first, second, third] = words;
  const number = (word: string | undefined) => word !== undefined && /^\d/.test(word);
  return (
    first !== undefined &&
    BOX_WORDS.has(first) &&
    (number(second) || (['no', 'num', 'number', 'numero'].includes(second ?? '') && number(third)))
  );
}
