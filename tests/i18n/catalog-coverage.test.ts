// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../lingui.config';

// A route loads the common catalog and its own (src/app/routes.tsx). A message of a file that
// lands in another catalog would show as a bare id in production, so: every file a page's
// code imports (statically, as it ships in that page's chunks) must have its messages in the
// page's catalog or in the common one.

const root = resolve(import.meta.dirname, '../..');
const catalogs = (config.catalogs ?? []).map((catalog) => {
  const expand = (paths: string[] | undefined) =>
    (paths ?? [])
      .filter((path) => !path.includes('node_modules'))
      .map((path) => path.replace('<rootDir>', root).replace(/\/\*\*$/, ''));
  return {
    name: (catalog.path ?? '').split('/').pop() ?? '',
    include: expand(catalog.include),
    exclude: expand(catalog.exclude),
  };
});
const within = (file: string, paths: string[]) =>
  paths.some((path) => file === path || file.startsWith(`${path}/`));

function catalogsOf(file: string): string[] {
  return catalogs
    .filter((catalog) => within(file, catalog.include) && !within(file, catalog.exclude))
    .map((catalog) => catalog.name);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const hasMessages = (file: string) =>
  /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8'));

function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from '(\.[^']+)'/gms)];
  return found
    .map((match) => resolve(dirname(file), match[1] ?? ''))
    .map((path) =>
      [path, `${path}.ts`, `${path}.tsx`].find(
        (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
      ),
    )
    .filter((path): path is string => path !== undefined && /\.tsx?$/.test(path));
}

function reachable(file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const next of staticImports(path)) visit(next);
  };
  visit(file);
  return seen;
}

// DEC-150: the guidance catalog is fetched only by flow pages, on top of the flow's catalog, so
// its code may use the flow's eager headlines.
const loadedOver: Record<string, string[]> = { guidance: ['flow'] };

const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))];
const show = (path: string) => relative(root, path);

describe('message catalogs', () => {
  it('puts every file with messages in exactly one catalog', () => {
    const wrong = files
      .filter(hasMessages)
      .map((file) => [show(file), catalogsOf(file)] as const)
      .filter(([, names]) => names.length !== 1);
    expect(wrong).toEqual([]);
  });

  it('gives every page the messages of the code it imports', () => {
    const problems: string[] = [];
    for (const file of files) {
      const [own] = catalogsOf(file);
      if (!own) continue;
      for (const dependency of reachable(file)) {
        if (!hasMessages(dependency)) continue;
        const theirs = catalogsOf(dependency)[0];
        if (theirs !== 'common' && theirs !== own && !loadedOver[own]?.includes(theirs ?? '')) {
          problems.push(`${show(file)} (${own}) imports ${show(dependency)} (${theirs})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has each route load the catalog of its page', () => {
    const routes = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
    const pages = [
      ...routes.matchAll(/import\('(\.[^']+)'\),\s*'\w+',\s*'(\w+)'/g),
      ...routes.matchAll(/import\('(\.[^']+)'\),\s*loadCatalog\('(\w+)'\)/g),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const [, module, catalog] of pages) {
      const path = resolve(join(root, 'src/app'), `${module}.tsx`);
      expect([show(path), catalogsOf(path)]).toEqual([show(path), [catalog]]);
    }
  });
});
