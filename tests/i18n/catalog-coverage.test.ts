// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import config from '../../lingui.config';
import { screens } from '../../machines/screens';
import { loadScreen, pageSource, registeredScreens } from '../../src/app/flow/screen-registry';
import { loadCatalog } from '../../src/i18n/locale';

// The registry's loaders ask for catalogs; the test records which.
vi.mock('../../src/i18n/locale', async (original) => ({
  ...(await original<typeof import('../../src/i18n/locale')>()),
  loadCatalog: vi.fn(async () => undefined),
}));

// A route loads the common catalog and its own (src/app/routes.tsx). A message of a file that
// lands in another catalog would show as a bare id in production, so: every file a page's
// code imports (statically, as it ships in that page's chunks) must have its messages in the
// page's catalog or in the common one.

const root = resolve(import.meta.dirname, '../..');
const expand = (paths: string[] | undefined) =>
  (paths ?? [])
    .filter((path) => !path.includes('node_modules'))
    .map((path) =>
      path
        .replace('<rootDir>', root)
        .replace(/\/\*\*$/, '')
        .replace(/\/$/, ''),
    );
// A catalog whose path has Lingui's {name} is one catalog per folder its include matches.
const catalogs = (config.catalogs ?? []).flatMap((catalog) => {
  const name = (catalog.path ?? '').split('/').pop() ?? '';
  const include = expand(catalog.include);
  const exclude = expand(catalog.exclude);
  if (name !== '{name}') return [{ name, include, exclude }];
  const pattern = include[0] ?? '';
  const parent = pattern.slice(0, pattern.indexOf('{name}'));
  return readdirSync(parent)
    .filter((folder) => statSync(join(parent, folder)).isDirectory())
    .map((folder) => ({
      name: folder,
      include: include.map((path) => path.replace('{name}', folder)),
      exclude: exclude.map((path) => path.replace('{name}', folder)),
    }));
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
// its code may use the flow's eager headlines. DEC-165: a region's pages are drawn by the flow
// screen, whose route loads the flow's catalog, so they may use the screens' headings
// (machines/screen-headings.ts) and the flow's shared lines.
const regions = [...new Set(registeredScreens.map((key) => pageSource(key)?.catalog ?? ''))];
const loadedOver: Record<string, string[]> = {
  guidance: ['flow'],
  // DEC-156: the zip entry (src/app/flow) draws the coverage region's form; its route loads
  // both catalogs (src/app/routes.tsx).
  flow: ['coverage'],
  ...Object.fromEntries(regions.map((region) => [region, ['flow']])),
};
// A page that shows other screens' words (the review, machines/screens.ts `wordsOf`) arrives
// with their catalogs too.
for (const key of registeredScreens) {
  const own = pageSource(key)?.catalog ?? '';
  for (const other of (screens[key] as { wordsOf?: readonly string[] }).wordsOf ?? []) {
    const theirs = pageSource(other as typeof key)?.catalog;
    if (theirs) loadedOver[own] = [...(loadedOver[own] ?? []), theirs];
  }
}

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
      ...routes.matchAll(/import\('(\.[^']+)'\),\s*'\w+',\s*\[?([\w',\s]+?)\]?\s*\)/g),
      ...routes.matchAll(/import\('(\.[^']+)'\),\s*loadCatalog\('(\w+)'\)/g),
    ];
    expect(pages.length).toBeGreaterThan(10);
    for (const [, module, list] of pages) {
      const loads = [...(list ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]);
      const path = resolve(join(root, 'src/app'), `${module}.tsx`);
      // The page's own catalog first, then those of the code in its chunks (DEC-165: the zip
      // page in the flow screen's), and no other.
      expect([show(path), catalogsOf(path)]).toEqual([show(path), [loads[0]]]);
      const needed = new Set(
        [...reachable(path)]
          .filter(hasMessages)
          .flatMap(catalogsOf)
          .filter((name) => name !== 'common'),
      );
      expect([show(path), [...new Set(loads)].sort()]).toEqual([show(path), [...needed].sort()]);
    }
  });

  // DEC-165: a flow page arrives with its region's catalog (src/app/flow/screen-registry.ts).
  // Which catalog that is follows from lingui.config.ts and the files the page imports, so a
  // page loaded without the catalog of its messages fails here, not as bare ids in production.
  it('has each flow page load the catalogs of its messages with its code', async () => {
    // The flow screen's route loads these for every flow page.
    const always = new Set(['common', 'flow']);
    const firstOfPath = new Map(
      registeredScreens.map((key) => [screens[key].path, key] as const).reverse(),
    );
    const asked = vi.mocked(loadCatalog);
    let lazy = 0;
    for (const [path, key] of firstOfPath) {
      asked.mockClear();
      await loadScreen(path);
      // Drawn with the flow screen's own chunk and catalogs: the route test above holds them.
      if (asked.mock.calls.length === 0) continue;
      lazy++;
      const module = pageSource(key)?.module ?? '';
      // The registry names a page's module from the features' folder (DEC-223).
      const file = resolve(root, 'src/features', module);
      const needed = new Set(
        [...reachable(file)]
          .filter(hasMessages)
          .flatMap(catalogsOf)
          .filter((name) => !always.has(name)),
      );
      const loads = new Set(asked.mock.calls.map(([name]) => name));
      expect([path, show(file), [...loads].sort()]).toEqual([path, show(file), [...needed].sort()]);
    }
    expect(lazy).toBeGreaterThan(20);
    // Every flow page transformed and loaded: seconds, more on a busy machine.
  }, 60_000);
});
