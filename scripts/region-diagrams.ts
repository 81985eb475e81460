import type { AnyStateNode } from 'xstate';
import {
  descendants,
  edgesOf,
  eventLabel,
  guardLabel,
  mermaidText,
  safeId,
  shortId,
} from './machine-labels';

// A region's diagrams for docs/machine/<region>.md: the region in one Mermaid diagram when it
// reads at about 1,200 px wide, otherwise in several, each a few whole sub-trees.

/** A diagram's title: the sub-trees it draws (they share a parent): `enrolment: offer, planOnly`. */
export function partTitle(roots: AnyStateNode[]): string {
  const named = roots.filter((root) => root.type !== 'history');
  const parent = named[0]?.parent;
  if (!parent?.parent) return named.map((root) => root.key).join(', ');
  return `${shortId(parent)}: ${named.map((root) => root.key).join(', ')}`;
}

/** Every state in the sub-trees of `roots`. */
const within = (roots: AnyStateNode[]) => roots.flatMap((root) => [root, ...descendants(root)]);

/**
 * Mermaid's gaps between states side by side and between ranks, in px, top to bottom and left
 * to right: left to right the ranks run across the page, so their gap is what widens it.
 */
export const SPACING = { down: { node: 100, rank: 160 }, across: { node: 200, rank: 110 } };

/**
 * An arrow's event, shorter for the answer of the state's own call: `done` or `error` where the
 * state invokes that call (its description names it), so that the labels of a call's many
 * outcomes, drawn side by side, do not run into each other (issue 40).
 */
export function ownCallLabel(node: AnyStateNode, event: string): string {
  const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (call && node.invoke.some((invoke) => invoke.id === call[2])) return call[1] as string;
  return eventLabel(event);
}

/**
 * The Mermaid text of one diagram of `region`: the sub-trees of `roots`, every transition
 * from them, one arrow a pair of states labelled with every event (and guard) that takes it.
 * A target in another region is a small node named after that region; a target in this
 * region but outside `roots` (drawn in another of its diagrams), a small node named after the
 * state. `across` lays the diagram out left to right.
 */
export function diagramOf(
  roots: AnyStateNode[],
  region: string,
  regionOf: (node: AnyStateNode) => string | null,
  across = false,
): { text: string; arrows: number; labels: number } {
  const own = new Set(within(roots));
  const lines: string[] = [];
  const declare = (node: AnyStateNode, indent: string, label: string) => {
    const children = Object.values(node.states);
    lines.push(`${indent}${safeId(node.id)} : ${label}`);
    if (children.length === 0) return;
    lines.push(`${indent}state ${safeId(node.id)} {`);
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}  [*] --> ${safeId(initial.id)}`);
    for (const child of children) declare(child, `${indent}  `, child.key);
    lines.push(`${indent}}`);
  };
  // Sub-trees below the region's top states are drawn inside their ancestors' boxes (the
  // roots share a parent), so each diagram says where it is.
  const ancestors: AnyStateNode[] = [];
  for (let node = roots[0]?.parent; node?.parent; node = node.parent) ancestors.unshift(node);
  let indent = '  ';
  for (const [index, ancestor] of ancestors.entries()) {
    lines.push(`${indent}${safeId(ancestor.id)} : ${ancestor.key}`);
    lines.push(`${indent}state ${safeId(ancestor.id)} {`);
    const inside = ancestors[index + 1] ?? null;
    const initial = ancestor.initial?.target?.[0];
    if (initial && (initial === inside || (!inside && roots.includes(initial)))) {
      lines.push(`${indent}  [*] --> ${safeId(initial.id)}`);
    }
    indent += '  ';
  }
  for (const root of roots) declare(root, indent, root.key);
  for (let depth = ancestors.length; depth > 0; depth -= 1) {
    indent = indent.slice(2);
    lines.push(`${indent}}`);
  }
  const arrows = new Map<string, Map<string, string[]>>();
  const elsewhere = new Map<string, string>();
  const draw = (from: string, to: string, event: string, guard: string) => {
    const key = `${from} --> ${to}`;
    const events = arrows.get(key) ?? new Map<string, string[]>();
    events.set(event, [...(events.get(event) ?? []), guard || 'else']);
    arrows.set(key, events);
  };
  for (const node of own) {
    for (const { transition, event } of edgesOf(node)) {
      const guard = guardLabel(transition.guard);
      for (const target of transition.target ?? []) {
        const targetRegion = regionOf(target) ?? 'start';
        let to = safeId(target.id);
        if (targetRegion !== region) {
          to = `region_${safeId(targetRegion)}`;
          elsewhere.set(to, targetRegion);
        } else if (!own.has(target)) {
          to = `other_${safeId(target.id)}`;
          elsewhere.set(to, shortId(target));
        }
        draw(safeId(node.id), to, ownCallLabel(node, event), guard);
      }
    }
  }
  const labels = [...arrows.entries()].sort().map(([key, events]) => {
    const label = [...events.entries()]
      .map(([event, guards]) =>
        guards.length === 1 && guards[0] === 'else' ? event : `${event} [${guards.join(', ')}]`,
      )
      .join(' / ');
    return [key, mermaidText(label)] as const;
  });
  const spacing = across ? SPACING.across : SPACING.down;
  const text = [
    // Wider gaps between states and between ranks than Mermaid's own (50): neighbouring
    // arrows' labels then have room (issue 40; measured with scripts/diagram-labels.ts).
    `%%{init: {'state': {'nodeSpacing': ${spacing.node}, 'rankSpacing': ${spacing.rank}}}}%%`,
    'stateDiagram-v2',
    ...(across ? ['  direction LR'] : []),
    ...lines,
    ...[...elsewhere.entries()].sort().map(([id, name]) => `  state "→ ${name}" as ${id}`),
    ...labels.map(([key, label]) => `  ${key} : ${label}`),
  ].join('\n');
  return {
    text,
    arrows: labels.length,
    labels: labels.reduce((sum, [, label]) => sum + label.length, 0),
  };
}

/**
 * The sub-trees of `roots` split into diagrams that are each `readable`: a diagram too big is
 * drawn as one diagram per root, or, for a single root without transitions of its own, one
 * per child; neighbouring pieces with the same parent that are readable together are drawn
 * together again.
 */
export function partsOf(
  roots: AnyStateNode[],
  readable: (roots: AnyStateNode[]) => boolean,
): AnyStateNode[][] {
  if (readable(roots)) return [roots];
  const [only] = roots;
  const pieces =
    roots.length > 1
      ? roots.map((root) => [root])
      : only && edgesOf(only).length === 0 && Object.keys(only.states).length > 0
        ? Object.values(only.states).map((child) => [child])
        : null;
  if (!pieces) return [roots];
  const parts: AnyStateNode[][] = [];
  for (const piece of pieces.flatMap((piece) => partsOf(piece, readable))) {
    const last = parts.at(-1);
    const siblings = last && [...last, ...piece].every((node) => node.parent === piece[0]?.parent);
    if (last && siblings && readable([...last, ...piece]))
      parts[parts.length - 1] = [...last, ...piece];
    else parts.push(piece);
  }
  return parts;
}

/**
 * Does a diagram read at about 1,200 px wide, that is, is it no wider than the coverage
 * region's, which reads well? Mermaid lays a state diagram out wider with every arrow and
 * every character of its labels. Top to bottom, arrows that fan out line their targets up
 * side by side; left to right they stack, which is why the pieces of a split region are drawn
 * left to right. The bounds were set by rendering every region and candidate piece
 * with Mermaid 11 in headless Chromium (the SVG's natural width): coverage, 20 arrows and 514
 * characters top to bottom, is 1,736 px wide; the transfer alone, 21 arrows, 3,884 px; the
 * widest piece within the left-to-right bounds, 1,571 px.
 */
export const DIAGRAM_BUDGET = {
  whole: { arrows: 16, labels: 480 },
  piece: { arrows: 10, labels: 400 },
};
const inBudget =
  (budget: { arrows: number; labels: number }) => (diagram: { arrows: number; labels: number }) =>
    diagram.arrows <= budget.arrows && diagram.labels <= budget.labels;

/**
 * A region's diagrams: the whole region top to bottom when it is readable so, else pieces
 * within the budget, left to right (their arrows fan out to many targets, which Mermaid
 * lines up side by side top to bottom).
 */
export function regionDiagrams(
  tops: AnyStateNode[],
  region: string,
  regionOf: (node: AnyStateNode) => string | null,
): { roots: AnyStateNode[]; text: string }[] {
  const whole = diagramOf(tops, region, regionOf);
  if (inBudget(DIAGRAM_BUDGET.whole)(whole)) return [{ roots: tops, text: whole.text }];
  return partsOf(tops, (roots) =>
    inBudget(DIAGRAM_BUDGET.piece)(diagramOf(roots, region, regionOf, true)),
  ).map((roots) => ({ roots, text: diagramOf(roots, region, regionOf, true).text }));
}
