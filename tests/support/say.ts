import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as enCommon } from '../../locales/en/common.po';
import { messages as enContact } from '../../locales/en/contact.po';
import { messages as enFlow } from '../../locales/en/flow.po';
import { messages as enSamples } from '../../locales/en/samples.po';
import { messages as esCommon } from '../../locales/es/common.po';
import { messages as esContact } from '../../locales/es/contact.po';
import { messages as esFlow } from '../../locales/es/flow.po';
import { messages as esSamples } from '../../locales/es/samples.po';

// The forms' catalogs, so a schema test reads a message as the applicant does, values filled.
const i18n = setupI18n({
  locale: 'en',
  messages: {
    en: { ...enCommon, ...enFlow, ...enContact, ...enSamples },
    es: { ...esCommon, ...esFlow, ...esContact, ...esSamples },
  },
});

/** The text of a message descriptor in `locale`; undefined for no message. */
export function say(
  descriptor: MessageDescriptor | undefined,
  locale: 'en' | 'es' = 'en',
): string | undefined {
  if (!descriptor) return undefined;
  i18n.activate(locale);
  return i18n._(descriptor);
}
