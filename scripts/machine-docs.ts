import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

// The machine's documentation, one page a region (docs/machine/<region>.md) and an index
// (docs/machine.md) with the overview of the regions and the transitions that belong to no
// region (deep links, session expiry) as a table. Built from the live machine: a top-level
// state belongs to the region file (machines/regions/*.ts) that exports its config, so a
// state added to a region appears in that region's diagram with no list to update.

export type MachineDocs = {
  /** Region name → the top-level state keys it defines, in the machine's order. */
  regions: Map<string, string[]>;
  /** Markdown file path → its text. */
  files: Map<string, string>;
};

type Transition = NonNullable<AnyStateNode['always']>[number];
type Edge = { source: AnyStateNode; transition: Transition; event: string };

const safeId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');
const shortId = (node: AnyStateNode) => node.id.replace(/^[^.]+\./, '');

/** `xstate.done.actor.checkCoverage` → `checkCoverage done`; '' → `always`. */
export function eventLabel(event: string): string {
  if (event === 'always') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[2]} ${actor[1]}`;
  return event;
}

/** A guard as words: `visits /Foo and hasFirstName`. */
export function guardLabel(guard: unknown): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function' && 'guards' in guard) {
    const parts = (guard.guards as unknown[]).map((part) => {
      const text = guardLabel(part);
      return typeof part === 'function' && 'guards' in part ? `(${text})` : text;
    });
    return guard.name === 'not' ? `not ${parts[0]}` : parts.join(` ${guard.name} `);
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    if (params && typeof params === 'object') {
      const words = Object.values(params).map((value) =>
        Array.isArray(value) ? `[${value.join(', ')}]` : String(value),
      );
      return `${type} ${words.join(' ')}`;
    }
    return type;
  }
  return 'inline guard';
}

const actionLabel = (action: unknown) =>
  typeof action === 'string'
    ? action
    : typeof action === 'object' && action !== null && 'type' in action
      ? String(action.type)
      : 'inline action';

function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  for (const [event, list] of node.transitions) {
    for (const transition of list) edges.push({ source: node, transition, event });
  }
  for (const transition of node.always ?? []) {
    edges.push({ source: node, transition, event: 'always' });
  }
  return edges;
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/**
 * Which region file defines each top-level state: the file that exports the state's config
 * under the state's own name (`export const coverage = …`). By name, not by identity, since
 * the machine may add to a region's config (the deep links' routing state).
 */
async function regionsOf(machine: AnyStateMachine, folder: string) {
  const regions = new Map<string, string[]>();
  const owner = new Map<string, string>();
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .sort();
  for (const file of files) {
    const region = basename(file, '.ts');
    const exports = (await import(pathToFileURL(resolve(folder, file)).href)) as object;
    for (const key of Object.keys(machine.root.states)) {
      if (!(key in exports)) continue;
      const other = owner.get(key);
      if (other) throw new Error(`Both ${other}.ts and ${region}.ts export "${key}".`);
      owner.set(key, region);
    }
  }
  for (const key of Object.keys(machine.root.states)) {
    const region = owner.get(key);
    if (!region) throw new Error(`No file in ${folder} exports the state "${key}".`);
    regions.set(region, [...(regions.get(region) ?? []), key]);
  }
  return { regions, owner };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(head: string[], rows: string[][]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

const mermaidText = (text: string) =>
  text
    .replace(/[:;#"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A diagram's title: the sub-trees it draws (they share a parent): `enrolment: offer, planOnly`. */
function partTitle(roots: AnyStateNode[]): string {
  const named = roots.filter((root) => root.type !== 'history');
  const parent = named[0]?.parent;
  if (!parent?.parent) return named.map((root) => root.key).join(', ');
  return `${shortId(parent)}: ${named.map((root) => root.key).join(', ')}`;
}

/** Every state in the sub-trees of `roots`. */
const within = (roots: AnyStateNode[]) => roots.flatMap((root) => [root, ...descendants(root)]);

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
        draw(safeId(node.id), to, eventLabel(event), guard);
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
  const text = [
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
 * every character of its labels. Top to bottom (a region in one diagram), arrows that fan out
 * line their targets up side by side; left to right (a region in several), they stack, so a
 * piece may have fewer arrows. The bounds were set by rendering every region and piece with
 * Mermaid 11 in Chromium: coverage, 20 arrows and 514 characters top to bottom, is 1,736 px
 * wide; the widest piece within the left-to-right bounds, 1,457 px.
 */
export const DIAGRAM_BUDGET = {
  whole: { arrows: 20, labels: 600 },
  piece: { arrows: 14, labels: 560 },
};
const inBudget =
  (budget: { arrows: number; labels: number }) => (diagram: { arrows: number; labels: number }) =>
    diagram.arrows <= budget.arrows && diagram.labels <= budget.labels;

export async function machineDocs(
  machine: AnyStateMachine,
  folder = 'machines/regions',
): Promise<MachineDocs> {
  const { regions, owner } = await regionsOf(machine, folder);
  const regionOf = (node: AnyStateNode): string | null => {
    let top = node;
    while (top.parent && top.parent !== machine.root) top = top.parent;
    return top === machine.root ? null : (owner.get(top.key) ?? null);
  };
  const files = new Map<string, string>();
  const generated =
    'Generated by `npm run machine:docs` from the live machine; do not edit by hand.';

  // One page a region: its own states and transitions, in one diagram or, when one would be
  // too big to read (`DIAGRAM_BUDGET`), in several, each a few whole sub-trees of the region. An arrow
  // into another region ends at a small node named after that region; an arrow into another
  // diagram of the same region, at a node named after that diagram.
  const crossings = new Map<string, { count: number; events: Map<string, number> }>();
  for (const [region, keys] of regions) {
    const tops = keys.map((key) => machine.root.states[key] as AnyStateNode);
    const nodes = tops.flatMap((top) => [top, ...descendants(top)]);
    for (const node of nodes) {
      for (const { event, transition } of edgesOf(node)) {
        for (const target of transition.target ?? []) {
          const other = regionOf(target) ?? 'start';
          if (other === region) continue;
          const pair = `${region} → ${other}`;
          const crossing = crossings.get(pair) ?? { count: 0, events: new Map() };
          crossing.count += 1;
          const name = eventLabel(event);
          crossing.events.set(name, (crossing.events.get(name) ?? 0) + 1);
          crossings.set(pair, crossing);
        }
      }
    }
    const whole = inBudget(DIAGRAM_BUDGET.whole)(diagramOf(tops, region, regionOf));
    const parts = whole
      ? [tops]
      : partsOf(tops, (roots) =>
          inBudget(DIAGRAM_BUDGET.piece)(diagramOf(roots, region, regionOf, true)),
        );
    // A region drawn in several diagrams is drawn left to right: its pieces fan out to many
    // targets, which Mermaid otherwise lines up side by side.
    const diagrams = parts.map((roots) => ({
      roots,
      text: diagramOf(roots, region, regionOf, parts.length > 1).text,
    }));
    const stateRows = nodes
      .filter((node) => node.type !== 'history')
      .map((node) => {
        const meta = node.meta as { route?: string } | undefined;
        return [
          `\`${shortId(node)}\``,
          meta?.route ? `\`${meta.route}\`` : '',
          node.tags.join(', '),
          node.description ?? '—',
        ];
      });
    const leaving = nodes.flatMap((node) =>
      edgesOf(node).flatMap(({ transition, event }) =>
        (transition.target ?? [])
          .filter((target) => regionOf(target) !== region)
          .map((target) => [
            `\`${shortId(node)}\``,
            eventLabel(event),
            guardLabel(transition.guard),
            `\`${shortId(target)}\` (${regionOf(target)})`,
          ]),
      ),
    );
    files.set(
      `docs/machine/${region}.md`,
      [
        `# The ${region} region`,
        '',
        generated,
        '',
        `The states \`machines/regions/${region}.ts\` defines: ${keys.map((key) => `\`${key}\``).join(', ')}.`,
        'An arrow into another region ends at a node named after that region; the last table says',
        'where exactly. A typed or bookmarked URL reaches the region through its `deepLink` state;',
        'the session expiry applies from any screen: see [the overview](../machine.md).',
        ...(diagrams.length > 1
          ? [
              `The region is drawn in ${diagrams.length} diagrams, so that each stays readable; an arrow`,
              'into another of them ends at a node named after it.',
            ]
          : []),
        '',
        ...diagrams.flatMap(({ roots, text }) => [
          ...(diagrams.length > 1 ? [`## ${partTitle(roots)}`, ''] : []),
          '```mermaid',
          text,
          '```',
          '',
        ]),
        `${diagrams.length > 1 ? '## Every state' : '## States'}`,
        '',
        ...table(['State', 'Route', 'Tags', 'Description'], stateRows),
        '',
        '## Into other regions',
        '',
        ...(leaving.length > 0
          ? table(['From', 'Event', 'Guard', 'To'], leaving)
          : ['None: every transition stays in this region.']),
        '',
      ].join('\n'),
    );
  }

  // The index: the regions and how they connect, then what belongs to no region.
  const overview = [
    'flowchart LR',
    ...[...regions.keys()].map((region) => `  ${safeId(region)}["${region}"]`),
    ...[...crossings.entries()].sort().map(([pair, { count, events }]) => {
      const [from, to] = pair.split(' → ') as [string, string];
      const main = [...events.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 2)
        .map(([event]) => event);
      const more = events.size > 2 ? ', …' : '';
      return `  ${safeId(from)} -->|"${count}: ${mermaidText(main.join(', '))}${more}"| ${safeId(to)}`;
    }),
  ];
  const globalEdges = edgesOf(machine.root);
  const byEvent = new Map<string, Map<string, number>>();
  for (const { transition, event } of globalEdges) {
    for (const target of transition.target ?? []) {
      const region = regionOf(target) ?? 'start';
      const counts = byEvent.get(event) ?? new Map<string, number>();
      counts.set(region, (counts.get(region) ?? 0) + 1);
      byEvent.set(event, counts);
    }
  }
  overview.push('  anywhere(["any screen"])');
  for (const [event, counts] of byEvent) {
    for (const [region, count] of counts) {
      overview.push(`  anywhere -.->|"${mermaidText(event)} ×${count}"| ${safeId(region)}`);
    }
  }
  const globalRows = globalEdges.map(({ transition, event }) => [
    event,
    guardLabel(transition.guard) || '—',
    (transition.target ?? [])
      .map((target) => `\`${shortId(target)}\` (${regionOf(target)})`)
      .join(', '),
    transition.actions.map(actionLabel).join(', '),
    transition.description ?? '',
  ]);
  const combinedRows = Object.entries(machine.implementations.guards)
    .filter(([, guard]) => typeof guard === 'function' && 'guards' in guard)
    .map(([name, guard]) => [name, guardLabel(guard)])
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  const screenRows = descendants(machine.root).flatMap((node) => {
    const route = (node.meta as { route?: string } | undefined)?.route;
    const region = regionOf(node) ?? '';
    return route
      ? [[`\`${route}\``, `\`${shortId(node)}\``, `[${region}](machine/${region}.md)`]]
      : [];
  });
  files.set(
    'docs/machine.md',
    [
      '# The enrolment machine',
      '',
      `${generated} The machine is`,
      '`machines/enrolment.machine.ts`; to explore it in Stately, import',
      '`docs/enrolment.machine.stately.js` (README, "The state machine").',
      '',
      '## Regions',
      '',
      'Each region is one file in `machines/regions/` and one page here, with its diagram, its',
      'states (route, tags, description) and where it hands over to another region.',
      '',
      ...[...regions.entries()].map(
        ([region, keys]) =>
          `- [${region}](machine/${region}.md): ${keys.map((key) => `\`${key}\``).join(', ')}`,
      ),
      '',
      'How the regions connect (an arrow counts the transitions from one region into another',
      'and names the most frequent events; dotted arrows are the transitions in the table below):',
      '',
      '```mermaid',
      ...overview,
      '```',
      '',
      '## Screens',
      '',
      'Every state that is a screen, by its route; the region page has its description.',
      '',
      ...table(['Route', 'State', 'Region'], screenRows),
      '',
      '## From any screen',
      '',
      'These transitions belong to the machine itself, not to a region: they apply whatever',
      'screen is open. `route.visited` is a URL the person typed, bookmarked or reached with the',
      'back button (`machines/deep-links.ts`): one row per screen group, whose guard asks whether',
      "the URL names a screen of the group that may open; the group's `deepLink` state, drawn on",
      "its region's page, then picks the screen. The first row whose guard holds wins.",
      '',
      ...table(['Event', 'Guard', 'Target', 'Actions', 'Description'], globalRows),
      '',
      '## Guards that combine others',
      '',
      'Every guard has a name, in the diagrams and in Stately; these are built from other guards',
      '(in the setup of the file that defines them), and this is what each checks.',
      '',
      ...table(['Guard', 'Holds when'], combinedRows),
      '',
    ].join('\n'),
  );
  return { regions, files };
}
