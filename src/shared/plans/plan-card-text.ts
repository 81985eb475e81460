/**
 * A plan card's data line is its amount in bold and a label. `{amount}` in the label says where
 * the amount goes (Spanish puts "ILIMITADOS" after "Datos"); without it the amount comes first.
 */
export function dataLineParts(label: string): { before: string; after: string } {
  const at = label.indexOf('{amount}');
  if (at === -1) return { before: '', after: ` ${label}` };
  return { before: label.slice(0, at), after: label.slice(at + '{amount}'.length) };
}
