import { i18n } from '@lingui/core';
import { type CatalogName, catalogLoaders } from './catalogs';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** B §9: the choice is kept as the user's locale (D14 allows localStorage for it). */
const LOCALE_KEY = 'locale';

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode); the browser's language still counts.
  }
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

// The catalogs the pages seen so far needed: a language switch fetches these again in the
// other language, and nothing more.
const inUse = new Set<CatalogName>(['common']);
const loaded: Record<Locale, Set<CatalogName>> = { en: new Set(), es: new Set() };
let wanted: Locale = 'en';

async function fetchCatalogs(locale: Locale, names: CatalogName[]) {
  const catalogs = await Promise.all(names.map((name) => catalogLoaders[locale][name]()));
  // Merged into what the locale already has (`i18n.load` adds, it does not replace).
  i18n.load(locale, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
  for (const name of names) loaded[locale].add(name);
}

/**
 * A page's own catalog, in the current language (A §7: only what the page shows). Route
 * loaders await it beside the page's code, so the page never draws without its text.
 */
export async function loadCatalog(name: CatalogName): Promise<void> {
  inUse.add(name);
  if (!loaded[wanted].has(name)) await fetchCatalogs(wanted, [name]);
}

export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  // Kept before the catalog arrives, so a page opened meanwhile already uses the choice.
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not saved: the page still switches.
  }
  await fetchCatalogs(
    locale,
    [...inUse].filter((name) => !loaded[locale].has(name)),
  );
  // A later choice made while these were on their way wins.
  if (wanted !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}
