import type { CatalogName } from './catalogs';

// DEC-150: code that arrives later (the failure guidance) asks for its catalog through this
// small module rather than importing locale.ts, which lives in the main chunk: the bundler
// splits a module shared by the main chunk and a lazy one into a chunk of its own, and the
// Lingui runtime moved with locale.ts into every page's first load.

type Load = (name: CatalogName) => Promise<void>;

let load: Load | undefined;

/** locale.ts hands over its loadCatalog when the app starts. */
export function answerCatalogRequests(loader: Load): void {
  load = loader;
}

/** The catalog in the current language, kept for a language switch (locale.ts). */
export function requestCatalog(name: CatalogName): Promise<void> {
  // main.tsx and the prerender import locale.ts before any page; without it (unit tests, which
  // load every catalog themselves) there is nothing to fetch.
  return load ? load(name) : Promise.resolve();
}
