/** The code has six letters or digits. */
export const CODE_LENGTH = 6;

/** What a code box keeps of typed or pasted text: A–Z and 0–9, upper-cased. */
export function keepCodeCharacters(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A pasted or autofilled code spread over the boxes from the first; the rest stay empty. */
export function spreadCode(text: string): string[] {
  const characters = [...keepCodeCharacters(text).slice(0, CODE_LENGTH)];
  return Array.from({ length: CODE_LENGTH }, (_, index) => characters[index] ?? '');
}

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}
