import { type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';

// Every catalog of both languages (by region and by application step, DEC-165), so a
// schema test reads a message as the applicant does, values filled.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po', { eager: true });

function messagesOf(locale: 'en' | 'es'): Messages {
  return Object.assign(
    {},
    ...Object.entries(catalogs)
      .filter(([path]) => path.includes(`/locales/${locale}/`))
      .map(([, catalog]) => catalog.messages),
  );
}

const i18n = setupI18n({ locale: 'en', messages: { en: messagesOf('en'), es: messagesOf('es') } });

/** The text of a message descriptor in `locale`; undefined for no message. */
export function say(
  descriptor: MessageDescriptor | undefined,
  locale: 'en' | 'es' = 'en',
): string | undefined {
  if (!descriptor) return undefined;
  i18n.activate(locale);
  return i18n._(descriptor);
}
