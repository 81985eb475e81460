import { i18n } from '@lingui/core';
import { answerCatalogRequests } from './catalog-requests';
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

/**
 * The server sends the prerendered first screen in this language (server/serve-app.ts),
 * so a Spanish reader's next visit paints in Spanish before any script runs. The language
 * alone, which D14 already lets the browser keep.
 */
function rememberForServer(locale: Locale) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older phone browsers this app serves
  document.cookie = `${LOCALE_KEY}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

// The catalogs the pages seen so far needed: a language switch fetches these again in the
// other language, and nothing more.
const inUse = new Set<CatalogName>(['common']);
const loaded: Record<Locale, Set<CatalogName>> = { en: new Set(), es: new Set() };
let wanted: Locale = 'en';

async function fetchCatalogs(locale: Locale, names: CatalogName[]) {
  const catalogs = await Promise.all(
    names.map((name) => {
      const load = catalogLoaders[locale][name];
      if (!load) throw new Error(`No catalog ${name} in ${locale}`);
      return load();
    }),
  );
  // Merged into what the locale already has (`i18n.load` adds, it does not replace).
  i18n.load(locale, Object.assign({}, ...catalogs.map((catalog) => catalog.messages)));
  for (const name of names) loaded[locale].add(name);
}

/** The language the page is drawn in now (none before the first activation). */
const shownLocale = (): Locale[] => (isLocale(i18n.locale) ? [i18n.locale] : []);

/**
 * A page's own catalog, in the current language (A §7: only what the page shows). Route
 * loaders await it beside the page's code, so the page never draws without its text. While a
 * language switch is on its way it comes in both languages: the page draws in the one on show
 * until the switch is done, and stays in it if the switch fails (issue 39: a page opened then
 * showed message ids). Asked again until both it needs are here, so a switch that starts or
 * fails meanwhile is followed.
 */
export async function loadCatalog(name: CatalogName): Promise<void> {
  inUse.add(name);
  for (;;) {
    const missing = [...new Set([wanted, ...shownLocale()])].filter(
      (locale) => !loaded[locale].has(name),
    );
    if (missing.length === 0) return;
    await Promise.all(missing.map((locale) => fetchCatalogs(locale, [name])));
  }
}

answerCatalogRequests(loadCatalog);

export async function activateLocale(locale: Locale): Promise<void> {
  const before = wanted;
  // Wanted at once, so a page opened while the catalogs are on their way loads its own in
  // this language too.
  wanted = locale;
  try {
    await fetchCatalogs(
      locale,
      [...inUse].filter((name) => !loaded[locale].has(name)),
    );
  } catch (error) {
    // Not switched (a lost connection): pages opened from now on load their words in the
    // language on show, never a catalog the page cannot use; the choice is not kept.
    if (wanted === locale) wanted = before;
    throw error;
  }
  // A later choice made while these were on their way wins.
  if (wanted !== locale) return;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not saved: the page still switches.
  }
  rememberForServer(locale);
  i18n.activate(locale);
  // Absent while pages are prerendered at build time (src/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
