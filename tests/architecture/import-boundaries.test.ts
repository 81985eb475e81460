// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Imports flow one way (bulletproof-react, docs/decisions.md): machines → shared → features →
// app. Biome's noRestrictedImports matches the text of an import, not the file it reaches, so
// "a feature may not import another feature" would take one override per feature and still
// miss a path spelled differently; this test resolves every import to its file instead.

const root = resolve(import.meta.dirname, '../..');
const SHARED = ['components', 'lib', 'shared', 'api', 'config', 'i18n'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

// Static imports, re-exports, `import type` and dynamic `import()`: a lazy page is still a
// dependency.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Relative imports of a source text, resolved to files under the repository. */
function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
}

/** Where a file sits in the layers: its top folder, and for a feature its name. */
function placeOf(path: string): { layer: string; feature?: string } {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'machines') return { layer: 'machines' };
  if (parts[0] !== 'src') return { layer: 'outside' };
  if (parts[1] === 'features') return { layer: 'features', feature: parts[2] };
  if (parts[1] === 'app') return { layer: 'app' };
  if (parts[1] && SHARED.includes(parts[1])) return { layer: 'shared' };
  return { layer: 'entry' };
}

/** Why an import breaks the one-way flow, or null when it does not. */
function violation(from: string, to: string): string | null {
  const source = placeOf(from);
  const target = placeOf(to);
  if (source.layer === 'machines' && target.layer !== 'machines' && target.layer !== 'outside') {
    return 'machines/ stays pure: it imports nothing from src/';
  }
  if (source.layer === 'shared' && (target.layer === 'features' || target.layer === 'app')) {
    return 'shared code (components, lib, shared, api, config, i18n) imports no feature or app code';
  }
  if (source.layer === 'features' && target.layer === 'app') {
    return 'a feature imports nothing from src/app';
  }
  if (source.layer === 'features' && target.layer === 'features') {
    if (source.feature !== target.feature) {
      return `feature "${source.feature}" imports feature "${target.feature}": move what both use to src/shared`;
    }
  }
  return null;
}

function violations(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    importsOf(file, read(file)).flatMap((target) => {
      const why = violation(file, target);
      return why ? [`${relative(root, file)} → ${relative(root, target)}: ${why}`] : [];
    }),
  );
}

const files = ['src', 'machines']
  .map((folder) => join(root, folder))
  .filter((folder) => existsSync(folder))
  .flatMap(sourceFiles);

describe('import boundaries', () => {
  it('reads the whole app and the machine', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no feature imports another, and shared code, app and machine import one way', () => {
    expect(violations(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('fails on each kind of violation, however the path is spelled', () => {
    const at = (path: string) => join(root, path);
    const fake: Record<string, string> = {
      [at('src/features/legacy/a.ts')]: "import { x } from '../application/programs';",
      [at('src/features/samples/b.tsx')]: "export { y } from '../../features/enrolment/plan-card';",
      [at('src/features/status/c.ts')]: "const page = import('../coverage/zip-page');",
      [at('src/components/d.tsx')]: "import type { Z } from '../features/coverage/zip-schema';",
      [at('src/lib/e.ts')]: "import { f } from '../app/flow/flow-storage';",
      [at('src/features/contact/f.ts')]: "import { g } from '../../app/routes';",
      [at('machines/g.ts')]: "import { h } from '../src/lib/validate';",
      [at('src/features/legacy/ok.ts')]:
        "import { i } from './question-schema';\nimport { j } from '../../shared/rules/ssn-rules';",
      [at('src/app/ok.ts')]: "import { k } from '../features/coverage/zip-page';",
    };
    const found = violations(Object.keys(fake), (file) => fake[file] ?? '');
    expect(found.map((line) => line.split(' → ')[0])).toEqual([
      'src/features/legacy/a.ts',
      'src/features/samples/b.tsx',
      'src/features/status/c.ts',
      'src/components/d.tsx',
      'src/lib/e.ts',
      'src/features/contact/f.ts',
      'machines/g.ts',
    ]);
  });
});
