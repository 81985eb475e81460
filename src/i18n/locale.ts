import { i18n } from '@lingui/core';

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

async function loadMessages(locale: Locale) {
  // One catalog per locale, fetched only when that locale is used (A §7).
  return locale === 'es'
    ? (await import('../../locales/es/messages.po')).messages
    : (await import('../../locales/en/messages.po')).messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  // Kept before the catalog arrives, so a page opened meanwhile already uses the choice.
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not saved: the page still switches.
  }
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
  document.documentElement.lang = locale;
}
