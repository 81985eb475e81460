import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalog per part of the site, so a page downloads only the text it shows (issue 6 §4,
// DEC-070): the long information texts stay out of the flow and the home page, and
// the flow's hundreds of messages stay out of the information pages, and a flow page carries
// its region's text only, and an application step its step's (DEC-165).
// `src/app/routes.tsx` says which catalog each route loads, `src/app/flow/screen-registry.ts`
// which one each flow page loads beside its code. What several parts use lives in src/shared
// (features never import each other, .dependency-cruiser.cjs), so
// `common` takes it by folder.
const feature = (name: string) => `<rootDir>/src/features/${name}`;
const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include,
  exclude: ['**/node_modules/**', ...exclude],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: false,
  catalogs: [
    catalog(
      'common',
      [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/config',
        '<rootDir>/src/i18n',
        '<rootDir>/src/api',
        '<rootDir>/src/shared',
        '<rootDir>/src/main.tsx',
      ],
      // The failure guidance (D30) is shown only in the flow: catalogs `flow` and `guidance`.
      [
        '<rootDir>/src/app/flow/**',
        '<rootDir>/src/shared/guidance/**',
        '<rootDir>/src/lib/failure-message.ts',
        '<rootDir>/src/components/step-form/provider-failure.tsx',
      ],
    ),
    // The flow is split by region (DEC-165): `flow` holds what every flow screen may show (the
    // session notices, a failure's eager line, the screens' headings, which the pages of
    // several regions use), and each feature folder has its own catalog, loaded with its pages
    // (src/app/flow/screen-registry.ts), so a step downloads the text of its region only.
    catalog('flow', [
      '<rootDir>/src/app/flow',
      // DEC-150: a failure's one eager line and the provider's words' label, shown before the
      // guidance arrives; the rest of the guidance has a catalog of its own.
      '<rootDir>/src/shared/guidance/failure-headlines.tsx',
      // D48: where a check stands, one sentence per status, on the pending pages at once.
      '<rootDir>/src/shared/guidance/pending-headlines.ts',
      '<rootDir>/src/shared/guidance/lazy-guidance.tsx',
      '<rootDir>/src/components/step-form/provider-failure.tsx',
      '<rootDir>/machines',
      // The application steps' frame (its Back link): each step has a catalog of its own.
      feature('application/step-layout.tsx'),
    ]),
    catalog('coverage', [feature('coverage')]),
    // The application's steps share no text (their frame's Back link is the flow's), so each
    // step's folder is a catalog of its own: a reload of one step carries that step's text
    // only, and the idle prefetch brings the next step's with its page (DEC-157, DEC-165).
    catalog('{name}', [feature('application/{name}/')]),
    // The order's confirmation, which a reload or the order's link opens on its own, apart from
    // the pages before the order (DEC-165).
    catalog('enrolment', [feature('enrolment')], [feature('enrolment/confirmation/**')]),
    catalog('confirmation', [feature('enrolment/confirmation')]),
    catalog('status', [feature('status')]),
    catalog('legacy', [feature('legacy')]),
    // D57: a representative's start page, confirmation and shift, loaded only for a shift.
    catalog('assisted', [feature('assisted')]),
    // The failure guidance (D30, DEC-150): loaded with its code when a call starts or a failure
    // shows (src/shared/guidance/lazy-guidance.tsx), never in a page's first load.
    catalog(
      'guidance',
      ['<rootDir>/src/shared/guidance', '<rootDir>/src/lib/failure-message.ts'],
      [
        '<rootDir>/src/shared/guidance/failure-headlines.tsx',
        '<rootDir>/src/shared/guidance/pending-headlines.ts',
        '<rootDir>/src/shared/guidance/lazy-guidance.tsx',
      ],
    ),
    catalog('home', [feature('information/home-page.tsx')]),
    catalog('information', [feature('information')], [feature('information/home-page.tsx')]),
    catalog('blog', [feature('blog')]),
    catalog('contact', [feature('contact')]),
    catalog('samples', [feature('samples')]),
    catalog('privacy', [feature('privacy')]),
  ],
  format: formatter({ lineNumbers: false }),
  // The Trans macro renders our Trans, which shows inserted values as typed (issue 28 §9).
  // Root-relative, so the import the macro writes into any file resolves (Vite's root).
  runtimeConfigModule: { Trans: ['/src/i18n/trans.tsx', 'Trans'] },
});
