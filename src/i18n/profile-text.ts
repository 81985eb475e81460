import { brandName } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react';
import type { Text } from '../../profiles/schema';

/**
 * Texts from the profile and the carrier's settings carry both languages; this picks the one
 * being shown, and re-renders with the rest of the page when the language changes. A profile
 * names the carrier as `{siteName}` (profiles/schema.ts): the brand of this build fills it in.
 */
export function useProfileText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => profileTextIn(text, i18n.locale);
}

/** The same choice outside a component, for code handed the `I18n` (review rows). */
export function profileTextIn(text: Text, locale: string): string {
  // A function, so a brand name holding `$&` or `$'` is put in as it is, not read as a pattern.
  return (locale === 'es' ? text.es : text.en).replaceAll('{siteName}', () => brandName);
}
