// D43: the home address is where the applicant lives, so it cannot be a post office box (the
// mailing address may be one). These are the spellings people type for one, in English and
// Spanish, in any case, with or without periods and spaces.

const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, P O Box, POBox, POB, P.O.B., PO Box123 (not "Poblano St", "Po Blvd").
  /\bp ?o ?b(?:ox)?(?![a-z])/,
  // Post Office Box, Post Box.
  /\bpost (?:office )?box(?![a-z])/,
  // Box 123, Box #12: a box number at the start (not "12 Box Elder St", "Boxwood Ln").
  /^box ?(?:#|no |number )? ?\d/,
  // Apartado postal, Apartado de correos, Apdo. 45, Casilla postal, Casilla de correo.
  /\bapartado(?: postal| de correos)?(?![a-z])/,
  /\bapdo(?![a-z])/,
  /\bcasilla (?:postal|de correos?)(?![a-z])/,
];

/** The address as compared: lowercase, no accents, periods as spaces, single spaces. */
function folded(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `address` names a post office box rather than a place to live (D43). */
export function isPoBox(address: string): boolean {
  const text = folded(address);
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(text));
}
