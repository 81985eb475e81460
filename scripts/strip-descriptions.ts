import { resolve, sep } from 'node:path';
import { type Plugin, parseAst } from 'vite';

const machinesDir = `${resolve('machines')}${sep}`;
const stepsDir = `${resolve('machines', 'steps')}${sep}`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The name of a property written out (not computed), or undefined. */
function propertyName(node: Node): unknown {
  if (node.type !== 'Property' || node.computed) return undefined;
  const key = node.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name : key.value;
}

/** A `description: '…'` (or a template) property: words for Stately, not for the browser. */
function isDescription(node: Node): boolean {
  return propertyName(node) === 'description' && isWords(node.value as Node);
}

/**
 * A row's `example: …` (machines/steps/, DEC-200): a realistic answer for the tests' fixture
 * and form fills, written out as a literal; the browser never reads it.
 */
function isExample(node: Node): boolean {
  if (propertyName(node) !== 'example') return false;
  const value = node.value as Node;
  return value.type === 'Literal' || value.type === 'TemplateLiteral';
}

/** Text written out: a string, a template, or a choice between two of them. */
function isWords(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'ConditionalExpression') {
    return isWords(node.consequent as Node) && isWords(node.alternate as Node);
  }
  return false;
}

/** Every description property's range, with the comma that follows it. */
function descriptionRanges(
  program: Node,
  code: string,
  examples: boolean,
): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: Node) => {
    if (isDescription(node) || (examples && isExample(node))) {
      const comma = /^\s*,/.exec(code.slice(node.end));
      ranges.push([node.start, node.end + (comma ? comma[0].length : 0)]);
      return;
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const item of child) isNode(item) && visit(item);
      else if (isNode(child)) visit(child);
    }
  };
  visit(program);
  return ranges;
}

/**
 * The code without its `description` properties (none: unchanged); with `examples`, without
 * the rows' `example` properties either.
 */
export function withoutDescriptions(code: string, examples = false): string {
  if (!code.includes('description') && !(examples && code.includes('example'))) return code;
  const ranges = descriptionRanges(parseAst(code) as unknown as Node, code, examples);
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}

/**
 * DEC-158: the machine's states and transitions carry a `description` for product owners, who
 * read them in Stately, the generated diagrams and docs/machine.md. The browser never shows
 * them, and they were 9 kB of every flow page's first load (3.5 kB gzip); a production build
 * leaves them out of machines/ files, and the steps' rows' examples, which are the tests'.
 * Tests, scripts and the Stately file read the sources, which keep them.
 */
export function stripDescriptions(): Plugin {
  return {
    name: 'strip-machine-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(machinesDir)) return null;
      const stripped = withoutDescriptions(code, id.startsWith(stepsDir));
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
