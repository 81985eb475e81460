import type { AnyStateNode } from 'xstate';

// How the machine docs and the Stately file name what they draw: state ids for Mermaid, events
// and guards in words, and the transitions leaving a state.

export type Transition = NonNullable<AnyStateNode['always']>[number];
export type Edge = { source: AnyStateNode; transition: Transition; event: string };

export const safeId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');
export const shortId = (node: AnyStateNode) => node.id.replace(/^[^.]+\./, '');

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

export function edgesOf(node: AnyStateNode): Edge[] {
  const edges: Edge[] = [];
  for (const [event, list] of node.transitions) {
    for (const transition of list) edges.push({ source: node, transition, event });
  }
  for (const transition of node.always ?? []) {
    edges.push({ source: node, transition, event: 'always' });
  }
  return edges;
}

export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

export const mermaidText = (text: string) =>
  text
    .replace(/[:;#"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
