// D29 (and D5 on the household step): initials and a typed signature are the applicant's
// own, compared with case, accents and repeated spaces ignored.

export interface ApplicantName {
  firstName: string;
  lastName: string;
}

/** Lower case without accents or periods, spaces single: "  José  M. López" → "jose m lopez". */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();
}

/** The applicant's initials as written: "Ana" "López" → "AL", "Élodie" "Ñúñez" → "ÉÑ". */
export function expectedInitials(name: ApplicantName | null | undefined): string {
  if (!name) return '';
  const first = [...name.firstName.trim().normalize('NFC')][0] ?? '';
  const last = [...name.lastName.trim().normalize('NFC')][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** Typed initials equal the expected ones, ignoring case, accents, spaces and periods. */
export function initialsMatch(typed: string, expected: string): boolean {
  return foldName(typed).replace(/ /g, '') === foldName(expected).replace(/ /g, '');
}

/**
 * A signature is the applicant's full name: first name, any middle names, last name, with
 * case, accents, periods and repeated spaces ignored ("maria  lopez", "María J. López").
 */
export function signatureMatches(typed: string, name: ApplicantName): boolean {
  const words = foldName(typed).split(' ');
  const first = foldName(name.firstName).split(' ');
  const last = foldName(name.lastName).split(' ');
  if (words.length < first.length + last.length) return false;
  const starts = first.every((word, index) => words[index] === word);
  const ends = last.every((word, index) => words[words.length - last.length + index] === word);
  return starts && ends;
}
