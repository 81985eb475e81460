import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as enApplication } from '../../locales/en/application.po';
import { messages as enCommon } from '../../locales/en/common.po';
import { messages as enContact } from '../../locales/en/contact.po';
import { messages as enCoverage } from '../../locales/en/coverage.po';
import { messages as enEnrolment } from '../../locales/en/enrolment.po';
import { messages as enFlow } from '../../locales/en/flow.po';
import { messages as enLegacy } from '../../locales/en/legacy.po';
import { messages as enSamples } from '../../locales/en/samples.po';
import { messages as enStatus } from '../../locales/en/status.po';
import { messages as esApplication } from '../../locales/es/application.po';
import { messages as esCommon } from '../../locales/es/common.po';
import { messages as esContact } from '../../locales/es/contact.po';
import { messages as esCoverage } from '../../locales/es/coverage.po';
import { messages as esEnrolment } from '../../locales/es/enrolment.po';
import { messages as esFlow } from '../../locales/es/flow.po';
import { messages as esLegacy } from '../../locales/es/legacy.po';
import { messages as esSamples } from '../../locales/es/samples.po';
import { messages as esStatus } from '../../locales/es/status.po';

// The forms' catalogs (the flow's by region, DEC-165), so a schema test reads a message as the
// applicant does, values filled.
const i18n = setupI18n({
  locale: 'en',
  messages: {
    en: {
      ...enCommon,
      ...enFlow,
      ...enCoverage,
      ...enApplication,
      ...enEnrolment,
      ...enStatus,
      ...enLegacy,
      ...enContact,
      ...enSamples,
    },
    es: {
      ...esCommon,
      ...esFlow,
      ...esCoverage,
      ...esApplication,
      ...esEnrolment,
      ...esStatus,
      ...esLegacy,
      ...esContact,
      ...esSamples,
    },
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
