import type { Messages } from '@lingui/core';

/** The parts of the site with a catalog of their own (lingui.config.ts). */
export type CatalogName =
  | 'common'
  | 'flow'
  | 'coverage'
  // Each step of the application has its own (lingui.config.ts, DEC-165).
  | 'personal-info'
  | 'contact-info'
  | 'household'
  | 'qualification'
  | 'tribal-status'
  | 'review'
  | 'agreement'
  | 'enrolment'
  | 'confirmation'
  | 'status'
  | 'legacy'
  | 'guidance'
  | 'home'
  | 'information'
  | 'blog'
  | 'contact'
  | 'samples'
  | 'privacy';

type Loader = () => Promise<{ messages: Messages }>;

// Written out rather than a template import, so each catalog is a chunk of its own and the
// bundler never guesses at files.
export const catalogLoaders: Record<'en' | 'es', Record<CatalogName, Loader>> = {
  en: {
    common: () => import('../../locales/en/common.po'),
    flow: () => import('../../locales/en/flow.po'),
    coverage: () => import('../../locales/en/coverage.po'),
    'personal-info': () => import('../../locales/en/personal-info.po'),
    'contact-info': () => import('../../locales/en/contact-info.po'),
    household: () => import('../../locales/en/household.po'),
    qualification: () => import('../../locales/en/qualification.po'),
    'tribal-status': () => import('../../locales/en/tribal-status.po'),
    review: () => import('../../locales/en/review.po'),
    agreement: () => import('../../locales/en/agreement.po'),
    enrolment: () => import('../../locales/en/enrolment.po'),
    confirmation: () => import('../../locales/en/confirmation.po'),
    status: () => import('../../locales/en/status.po'),
    legacy: () => import('../../locales/en/legacy.po'),
    guidance: () => import('../../locales/en/guidance.po'),
    home: () => import('../../locales/en/home.po'),
    information: () => import('../../locales/en/information.po'),
    blog: () => import('../../locales/en/blog.po'),
    contact: () => import('../../locales/en/contact.po'),
    samples: () => import('../../locales/en/samples.po'),
    privacy: () => import('../../locales/en/privacy.po'),
  },
  es: {
    common: () => import('../../locales/es/common.po'),
    flow: () => import('../../locales/es/flow.po'),
    coverage: () => import('../../locales/es/coverage.po'),
    'personal-info': () => import('../../locales/es/personal-info.po'),
    'contact-info': () => import('../../locales/es/contact-info.po'),
    household: () => import('../../locales/es/household.po'),
    qualification: () => import('../../locales/es/qualification.po'),
    'tribal-status': () => import('../../locales/es/tribal-status.po'),
    review: () => import('../../locales/es/review.po'),
    agreement: () => import('../../locales/es/agreement.po'),
    enrolment: () => import('../../locales/es/enrolment.po'),
    confirmation: () => import('../../locales/es/confirmation.po'),
    status: () => import('../../locales/es/status.po'),
    legacy: () => import('../../locales/es/legacy.po'),
    guidance: () => import('../../locales/es/guidance.po'),
    home: () => import('../../locales/es/home.po'),
    information: () => import('../../locales/es/information.po'),
    blog: () => import('../../locales/es/blog.po'),
    contact: () => import('../../locales/es/contact.po'),
    samples: () => import('../../locales/es/samples.po'),
    privacy: () => import('../../locales/es/privacy.po'),
  },
};
