import { page } from 'virtual:carrier-settings';
import type { Locale } from '../i18n/locale';

/** The page description search engines and link previews show: the carrier's, in `locale`. */
export function siteDescription(locale: Locale): string {
  return locale === 'es' ? page.description.es : page.description.en;
}
