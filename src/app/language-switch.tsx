import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '../i18n/locale';

/**
 * Offers the other language, named in that language (WCAG 3.1.2 via `lang`). `onSwitch` hears
 * whether it switched: the other language's words may not arrive on a weak line.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch: (switched: boolean) => void }) {
  const { i18n, t } = useLingui();
  const next = i18n.locale === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className="language-switch"
      onClick={() =>
        activateLocale(next).then(
          () => onSwitch(true),
          () => onSwitch(false),
        )
      }
      aria-label={next === 'es' ? t`Ver en español` : t`View in English`}
    >
      <span lang={next}>{next === 'es' ? 'Español' : 'English'}</span>
    </button>
  );
}
