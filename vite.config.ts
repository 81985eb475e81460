import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { carrierSettings } from './scripts/carrier-settings-plugin.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { linguiMacro } from './scripts/lingui-macro.ts';
import { stripDescriptions } from './scripts/strip-descriptions.ts';
import { treeShakableRouter } from './scripts/tree-shakable-router.ts';

/**
 * src/main.tsx imports React DOM dynamically, so it is evaluated in a task of its own; this
 * puts its chunk in index.html's preloads, so it still downloads beside the entry instead of
 * one round trip later.
 */
function preloadReactDom(): Plugin {
  let base = '/';
  return {
    name: 'preload-react-dom',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.moduleIds.some((id) => id.includes('react-dom-client.production')),
        );
        if (!chunk) throw new Error('No chunk holds React DOM: check src/main.tsx');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// DEC-161: rolldown's automatic splitting leaves every module shared by two kinds of page in a
// chunk of its own, so a flow page's first load was 49 files, many under 300 bytes, each with its
// import lines and its incompressible hashed names. Two groups gather what always loads
// together: the framework every page needs, and the flow's runtime (xstate, the machine and the
// code that draws its screens), which only flow pages load. Dependencies are not pulled in
// after them (includeDependenciesRecursively), so a module the zip entry or an information page
// shares with the flow (the screen table, the tab's storage) stays out of the flow's chunk, and
// so does what the flow fetches later (the API calls, the idle prefetch's walk, the reader of a
// flow kept in the tab, D60).
const outsideRuntime =
  /[\\/](machines[\\/](screens|screen-headings|flow-types|next-screens|flat-answers|answers[\\/](patterns|po-box|state-codes)|fields[\\/](field-list|rules)|requests[\\/][\w-]+|steps[\\/](shipping-details|zip-code|legacy-identity-page)|tribal-benefit)|src[\\/]app[\\/]flow[\\/](zip-entry|flow-presence|flow-storage|kept-flow|kept-flow-reader|intent-keys|calls[\\/][\w-]+))\.tsx?$/;
const flowRuntime =
  /[\\/](machines[\\/]|src[\\/]app[\\/]flow[\\/]|src[\\/]lib[\\/]flow-context\.tsx$|node_modules[\\/](xstate|@xstate|use-isomorphic-layout-effect)[\\/])|virtual:carrier-settings[\\/]programRules$/;
// src/i18n/trans.tsx is the Trans every message renders (issue 28 §9): beside Lingui's own, so
// a page imports it from the chunk it already imports Lingui from, not from one more.
// React DOM's own index (createPortal, which a representative's shift uses, D57) stays beside
// React: it loads with React DOM's client on every page anyway, and shared by the client and a
// lazy chunk it would otherwise be a file of its own on every page.
const framework =
  /node_modules[\\/](react|react-router|react-router-dom|@lingui[\\/](core|react)|use-sync-external-store)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$|[\\/]src[\\/]i18n[\\/]trans\.tsx$/;

// Issue 30: a whole application fetched 82 scripts, half of them under 500 bytes, each paying
// its import lines, its exports and its hashed name. The groups below gather small shared
// modules by the pages that load them, so no page loads much it does not use (the budgets,
// scripts/budget-table.ts, hold every page; the status lookup and the income step are the
// tightest): what the zip entry and every flow page load (valibot, which every schema
// imports, the field lists' framework and the field rules every form shares, which the zip
// page's row and the information pages' forms judge with, and the failure's eager line), the
// form's parts, the fields the information pages
// share with the flow, the parts every page shows, the program facts, the steps' own fields,
// and the review's. A page stays a chunk of its own: a page merged into a group still needs
// a file to be imported by (a facade), so merging pages saves no file.
const flowBase =
  /([\\/]src[\\/](shared[\\/](guidance[\\/](lazy-guidance|failure-headlines)|rules[\\/]zip-rules)|components[\\/]step-form[\\/]provider-failure|api[\\/]api-error)\.tsx?|[\\/]machines[\\/](answers[\\/](patterns|po-box|state-codes)|fields[\\/](field-list|rules)|flat-answers|screen-headings)\.ts|node_modules[\\/]valibot[\\/].*)$/;
const formParts =
  /[\\/]src[\\/](components[\\/](error-summary|text-field|field-error|radio-group|step-form[\\/](use-step-form|submit-button))|lib[\\/](validate|use-form-errors))\.tsx?$/;
const fields = /[\\/]src[\\/]components[\\/](checkbox-field|select-field|choice-select)\.tsx$/;
const contactFields =
  /[\\/]src[\\/]shared[\\/](contact[\\/](email|phone)-field|address[\\/](address-binding|address-fields|mailing-address|elsewhere-links))\.tsx?$/;
const pageParts =
  /[\\/]src[\\/](components[\\/](page-heading|page-title|step-form[\\/]summary-list)|lib[\\/]field-focus)\.tsx?$/;
// The program's amounts and status in words: most pages that show one show the others, and the
// status lookup and the steps before the income question show none (DEC-161).
const amounts =
  /([\\/]src[\\/](components[\\/]program-notice|lib[\\/]money|shared[\\/](programs[\\/]amount-text|review[\\/]review-answers))\.tsx?|virtual:carrier-settings[\\/](programStatus|programShortName|programNameInSentence|benefit))$/;
const programFacts =
  /([\\/]src[\\/]shared[\\/](address[\\/]us-states|programs[\\/]programs)\.ts|[\\/]profiles[\\/]income\.ts|virtual:carrier-settings[\\/](incomeRule|qualifyingPrograms))$/;
const stepLayout =
  /([\\/]src[\\/](components[\\/]step-indicator|features[\\/]application[\\/]step-layout|shared[\\/]rules[\\/]signature-rules)\.tsx?|virtual:carrier-settings[\\/]contactRules)$/;
// What draws a step from its rows (DEC-200): the machine's field list is in the flow's runtime,
// so these stay apart from the form's parts, which the information pages load too.
const listStep =
  /[\\/]src[\\/]components[\\/]step-form[\\/](use-list-step|use-word-context|field-targets)\.ts$/;
const personFields =
  /[\\/]src[\\/](components[\\/]date-of-birth-field|lib[\\/]date-of-birth|shared[\\/]person[\\/][\w-]+)\.tsx?$/;
const reviewParts =
  /([\\/]src[\\/](components[\\/]step-form[\\/](secret-reentry-field|busy-notice)|shared[\\/]secrets[\\/]secrets-schema)\.tsx?|virtual:carrier-settings[\\/]householdQuestion)$/;
/**
 * A group of the calls of src/app/flow/calls, with the modules only they use (`also`: paths
 * from the project's root, such as the request builders of machines/requests).
 */
function callGroup(calls: string, also?: string): RegExp {
  const more = also ? `|${also.replaceAll('/', '[\\\\/]')}` : '';
  return new RegExp(
    `[\\\\/](src[\\\\/]app[\\\\/]flow[\\\\/]calls[\\\\/](${calls})${more})\\.tsx?$`,
  );
}
const partGroups: [string, RegExp][] = [
  ['flow-base', flowBase],
  ['forms', formParts],
  ['fields', fields],
  ['contact-fields', contactFields],
  ['page-parts', pageParts],
  ['amounts', amounts],
  ['program-facts', programFacts],
  ['step-layout', stepLayout],
  ['list-step', listStep],
  ['person-fields', personFields],
  ['review-parts', reviewParts],
  // The short form's frame, its pages' words (its review shows them all) and what draws them: one
  // file for every page of it, rather than one for each set of pages that shares a part.
  [
    'legacy-parts',
    /([\\/]src[\\/]features[\\/]legacy[\\/](legacy-layout|use-legacy-step|[\w-]+-words)\.tsx?|virtual:carrier-settings[\\/]legacyForm)$/,
  ],
  // The API client (ky) with the small parts of it every call group shares; the calls stay in
  // their groups (DEC-167), a file each in src/app/flow/calls (DEC-201).
  [
    'api-client',
    /([\\/]src[\\/]api[\\/](client|api-error|reseller-code|send-contact-message)\.ts|node_modules[\\/]ky[\\/].*)$/,
  ],
  [
    'coverage-calls',
    callGroup('check-coverage|check-home-state|join-waitlist', 'src/features/coverage/zip-ranges'),
  ],
  [
    'eligibility-calls',
    callGroup(
      'check-eligibility|check-status|check-legacy-eligibility|eligibility-request',
      'src/api/eligibility-answer|src/lib/sha256-hex|machines/requests/(eligibility-check|status-check|legacy-check)',
    ),
  ],
  [
    'enrolment-calls',
    callGroup(
      'enrol|transfer|find-tablet|send-intent',
      'src/api/enrolment-answer|src/app/flow/intent-keys|src/lib/browser-time-zone|machines/requests/(enrolment|consent-time|device-terms)',
    ),
  ],
  ['order-calls', callGroup('look-up-order')],
  // D57: only a representative's start page makes it.
  ['representative-calls', callGroup('verify-representative')],
];
const loadedFirst = /(^|\/)(framework|shell|rolldown-runtime)-[\w-]+\.(js|css)$/;
const entryModule = /([\\/]src[\\/]main\.tsx|[\\/]index\.html)$/;

// The sandbox API runs beside the dev server (scripts/dev.ts); the app always calls /api
// on its own origin unless VITE_PROVIDER_API_URL says otherwise (D2).
const sandboxApi = process.env.SANDBOX_API_URL ?? 'http://127.0.0.1:8788';

export default defineConfig({
  plugins: [
    carrierSettings(),
    react(),
    linguiMacro(),
    lingui(),
    preloadReactDom(),
    compileHints(),
    stripDescriptions(),
    treeShakableRouter(),
  ],
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: new URL(
          './node_modules/react-router/dist/production/index.mjs',
          import.meta.url,
        ).pathname,
      },
      // @xstate/react imports useSyncExternalStore through its shim for React 17; React 19 has
      // it built in, and the shim's own copy of it cost every flow page about 0.7 kB gzip. The
      // package's plain entries use React's (DEC-166).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
    ],
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: sandboxApi, changeOrigin: false, xfwd: true } },
  },
  build: {
    target: 'es2022',
    outDir: process.env.DIST_DIR?.trim() || 'dist',
    sourcemap: false,
    // Spec A §9: chunks may take long on a weak connection. What a page downloads is held by
    // `npm run budgets` (scripts/budget-table.ts), in gzip bytes per page, which is what the
    // connection pays. This limit is per chunk, minified and before compression: React DOM's
    // client alone is one module of about 211 kB (66 kB gzip) that no split can divide, so
    // 200 warned on every build about what the budgets already count (issue 29). 256 still
    // catches a chunk that grows by a library.
    chunkSizeWarningLimit: 256,
    // Browsers preload modules themselves (Chrome since 66, Firefox since 115, Safari since 17);
    // an older one still runs every page, only without the head start.
    modulePreload: {
      polyfill: false,
      // Each lazy import carries the list of files to preload with it; the chunks index.html
      // loads before any page (the framework, the shell and its stylesheet, rolldown's runtime)
      // are always there already, and naming them in each of ~40 lists cost bytes (DEC-161).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedFirst.test(dep)),
    },
    rolldownOptions: {
      // Rolldown's "[PLUGIN_TIMINGS]" report, on request only: BUILD_TIMINGS=1 npm run build.
      checks: { bundlerTimings: process.env.BUILD_TIMINGS === '1' },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: framework, priority: 20 },
            // What main.tsx imports (routes, layout, header and footer, the locale, the screen
            // table, the tab's storage) loads on every page, in one chunk. Left to itself,
            // rolldown gave each set of these that some lazy page also imports a chunk of its
            // own: 13 files on every page. main.tsx stays alone in the entry: it awaits the first
            // page at its top level, and a chunk it waits on must not import it back (DEC-166).
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !entryModule.test(id),
              priority: 5,
            },
            ...partGroups.map(([name, test]) => ({ name, test, priority: 3 })),
            {
              name: 'flow-runtime',
              test: (id: string) => flowRuntime.test(id) && !outsideRuntime.test(id),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
