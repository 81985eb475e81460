// The import rules of README's code map, checked by `npm run deps` (first in `npm test`):
// no circles anywhere, and imports flow one way, machines → shared → features → app. Every
// import counts: static, re-export, `import type` and lazy `import()` (a lazy page is still a
// dependency, and a circle through a type or a lazy import still ties its files together).

/** The folders whose code may not go round in circles. */
const CODE = '^(src|machines|profiles|server|sandbox|scripts)/';
/** Shared code: what features and the app build on. */
const SHARED = '^src/(components|lib|shared|api|config|i18n)/';
/** The failure guidance's lazily loaded part (DEC-150), reached through lazy-guidance.tsx. */
const GUIDANCE =
  '^src/(shared/guidance/(guidance-view|failure-guidance|guidance-panel|resolution-checklist)[.]tsx?|lib/failure-message[.]ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A file reaches itself through its imports. Move what both sides need into a module ' +
        'that imports neither (data never imports a lazily loaded module).',
      from: { path: CODE },
      to: { circular: true },
    },
    {
      name: 'machines-import-nothing-from-src',
      severity: 'error',
      comment: 'machines/ stays pure: no React, no fetch, no app code (DESIGN.md).',
      from: { path: '^machines/' },
      to: { path: '^src/' },
    },
    {
      name: 'machines-reach-no-react-ky-or-dom',
      severity: 'error',
      comment:
        'Nothing the machine imports reaches React, ky or the DOM (DEC-201): the rows, the ' +
        'rules and the request builders stay plain data and functions, loaded uncompiled by ' +
        'Stately, the scripts and the browser paths.',
      from: { path: '^machines/' },
      to: {
        path: '^node_modules/(react|react-dom|react-router|react-router-dom|ky|@xstate/react|@lingui/react)/',
        reachable: true,
      },
    },
    {
      name: 'shared-imports-no-feature-or-app',
      severity: 'error',
      comment:
        'Shared code (components, lib, shared, api, config, i18n) imports no feature or app ' +
        'code: move what it needs down to src/shared.',
      from: { path: SHARED },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment: 'A feature imports nothing from src/app: the app assembles the features.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      severity: 'error',
      comment: 'Features do not import each other: move what both use to src/shared.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'pages-never-import-the-http-client',
      severity: 'error',
      comment:
        'Pages call the typed functions of src/api (or the machine does), never the HTTP ' +
        'client itself.',
      from: { path: '^src/features/' },
      to: { path: ['^src/api/client\\.ts$', '^node_modules/ky/'] },
    },
    {
      name: 'guidance-loads-lazily',
      severity: 'error',
      comment:
        'DEC-150: the guidance table, its panels and its messages are no part of a first load: ' +
        "only lazy-guidance.tsx's import() reaches them (their types may be imported).",
      from: { path: '^(src|machines)/', pathNot: GUIDANCE },
      to: { path: GUIDANCE, dependencyTypesNot: ['dynamic-import', 'exotic-require'] },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // A type import reaches dependency-cruiser as `typeOnlyImport('…')`
    // (.dependency-cruiser.babel.cjs); `require` is what `typeOnlyImport` is counted with.
    moduleSystems: ['es6', 'cjs'],
    exoticRequireStrings: ['typeOnlyImport'],
    babelConfig: { fileName: '.dependency-cruiser.babel.cjs' },
    // Honours the tsconfig's `paths`, should it get any (it is read without the compiler).
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Without TypeScript's API dependency-cruiser would resolve and follow JavaScript only.
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
