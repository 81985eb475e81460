import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '../i18n/locale';

/** Offers the other language, named in that language (WCAG 3.1.2 via `lang`). */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const next = i18n.locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className="language-switch"
      onClick={() => void activateLocale(next)}
      aria-label={next === 'es' ? t`Ver en español` : t`View in English`}
    >
      <span lang={next}>{next === 'es' ? 'Español' : 'English'}</span>
    </button>
  );
}
