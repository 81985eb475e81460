// D43: the home address is where the applicant lives, so it cannot be a post office box (the
// mailing address may be one). These are the spellings people type for one, in English and
// Spanish, in any case, with or without periods and spaces. A box on a rural or highway
// contract route ("RR 2 Box 15", "HC 1 Box 5") is a place people live, and is not one.

const PO_BOX_PATTERNS: readonly RegExp[] = [
  // PO Box, P.O. Box, P O Box, POBox, POB, P.O.B., PO Box123, and "P.0." typed with a zero
  // (not "Poblano St", "Po Blvd").
  /\bp ?[o0] ?b(?:ox)?(?![a-z])/,
  // PO Drawer, Post Office Drawer: the same service under another name.
  /\bp ?[o0] ?drawer(?![a-z])/,
  /\bpost office drawer(?![a-z])/,
  // Post Office Box, Post Box, Postal Box (not "12 Postal Rd").
  /\bpost(?:al)? (?:office )?box(?![a-z])/,
  // A private mailbox at a mail store: PMB 220, Private Mail Box, Private Mailbox.
  /\bpmb(?![a-z])/,
  /\bprivate mail ?box(?![a-z])/,
  // Mail held at the post office: General Delivery, and its Spanish name.
  /\bgeneral delivery(?![a-z])/,
  /\bentrega general(?![a-z])/,
  // Box 123, Box #12, Caja 12, Casilla 45: a box number at the start (not "12 Box Elder St",
  // "Boxwood Ln", "Calle Casillas").
  /^(?:box|caja|casilla) ?(?:#|no |num |number |numero )? ?\d/,
  // Apartado postal, Apartado de correos, Apdo. 45, Caja postal, Casilla postal, Casilla de
  // correo.
  /\bapartado(?: postal| de correos?)?(?![a-z])/,
  /\bapdo(?![a-z])/,
  /\b(?:caja|casilla) (?:postal|de correos?)(?![a-z])/,
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
