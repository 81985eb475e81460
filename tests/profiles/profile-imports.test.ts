import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DEC-101: machines/, src/ and sandbox/ all import profiles/, so it holds plain data and
// valibot only; the build loader alone may read a file with node:.

const root = join(import.meta.dirname, '../../profiles');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function specifiers(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}

describe('profiles/ imports', () => {
  it.each(files(root).map((file) => relative(root, file)))('%s', (file) => {
    for (const specifier of specifiers(readFileSync(join(root, file), 'utf8'))) {
      const allowed =
        specifier === 'valibot' ||
        specifier.startsWith('./') ||
        (specifier.startsWith('../') && file.includes('/')) ||
        (file === 'build-settings.ts' && specifier.startsWith('node:'));
      expect(allowed, `${file} imports ${specifier}`).toBe(true);
    }
  });
});
