/** Only digits reach an SSN field, four at most (A §9): a space or dash typed by habit is dropped. */
export function keepSsnDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
