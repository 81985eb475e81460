// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SANDBOX = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'sandbox');

// Type imports count: a circle of types still ties the files together for a reader and for
// tools that follow every import (madge, dependency-cruiser).
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.\/[^'"]+)['"]/gm;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(SANDBOX).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(SANDBOX, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => (match[1] ?? '').slice(2));
    graph.set(file, targets);
  }
  return graph;
}

function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('the sandbox’s modules', () => {
  it('issue 26 §3: no import circle in sandbox/ (the SandboxDb type lives apart from db.ts)', () => {
    const graph = importGraph();
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
