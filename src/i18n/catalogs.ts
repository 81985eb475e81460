import type { Messages } from '@lingui/core';

// Every catalog of lingui.config.ts, found on disk: one file per part of the site and
// language (locales/{en,es}/<name>.po), each a chunk of its own. Nothing lists them by hand;
// tests/i18n/catalogs.test.ts holds the two languages to the same names, and each page's
// catalog to one that exists.

/** A catalog's name: its file's, `coverage` for locales/en/coverage.po. */
export type CatalogName = string;

type Loader = () => Promise<{ messages: Messages }>;

const byName = (files: Record<string, Loader>): Record<CatalogName, Loader> =>
  Object.fromEntries(
    Object.entries(files).map(([file, load]) => [file.replace(/^.*\/|\.po$/g, ''), load]),
  );

export const catalogLoaders: Record<'en' | 'es', Record<CatalogName, Loader>> = {
  en: byName(import.meta.glob<{ messages: Messages }>('../../locales/en/*.po')),
  es: byName(import.meta.glob<{ messages: Messages }>('../../locales/es/*.po')),
};
