// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 26 §4: a page or component of src/features stays short enough to read at once. One
// that grows past the limit is split by what its parts hold (its fields, a panel beside the
// form, a hook that sends), into small files named for them.

const MAX_LINES = 180;
const root = resolve(import.meta.dirname, '../..');

function components(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

const lineCount = (path: string) =>
  readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').length;

describe('the size of feature pages and components', () => {
  const files = components(join(root, 'src/features'));

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it(`keeps each at ${MAX_LINES} lines or fewer`, () => {
    const long = files
      .map((path) => [relative(root, path), lineCount(path)] as const)
      .filter(([, lines]) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
