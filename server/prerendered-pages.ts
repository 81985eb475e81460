import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { findStaticFile, type StaticFile } from './static-files.ts';

// The pages `npm run build` prerendered (scripts/prerender.ts): dist/prerendered/{locale}/
// {path}.html. Only files actually listed there are ever read, so no request path reaches
// the file system; the list is read again after a new build.

export type PageLocale = 'en' | 'es';

/**
 * The language the reader's first screen is drawn in, as the app itself would choose it
 * (src/i18n/locale.ts): the saved choice (a `locale` cookie the app sets beside its
 * localStorage entry), else the browser's first language.
 */
export function chooseLocale(cookie: string | undefined, acceptLanguage: string | undefined) {
  const saved = /(?:^|;\s*)locale=(en|es)(?:;|$)/.exec(cookie ?? '')?.[1];
  if (saved === 'en' || saved === 'es') return saved;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

function listPages(directory: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(directory)) return pages;
  for (const entry of readdirSync(directory, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const path = `/${entry.slice(0, -'.html'.length).split(sep).join('/')}`;
    pages.set(path === '/index' ? '/' : path, join(directory, entry));
  }
  return pages;
}

/** Finds the prerendered page of a path in a language, or null. */
export function prerenderedPages(distDir: string) {
  let builtAt = -1;
  let pages: Record<PageLocale, Map<string, string>> = { en: new Map(), es: new Map() };
  const refresh = () => {
    const index = join(distDir, 'index.html');
    const stamp = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (stamp === builtAt) return;
    builtAt = stamp;
    const root = join(distDir, 'prerendered');
    pages = { en: listPages(join(root, 'en')), es: listPages(join(root, 'es')) };
  };
  return (path: string, locale: PageLocale): StaticFile | null => {
    refresh();
    const file = pages[locale].get(path);
    if (!file) return null;
    // Listed files only, and findStaticFile refuses any that leads out of dist/.
    const inDist = relative(distDir, file).split(sep).join('/');
    return inDist.startsWith('..') ? null : findStaticFile(distDir, `/${inDist}`);
  };
}
