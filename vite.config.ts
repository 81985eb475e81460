import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { carrierSettings } from './scripts/carrier-settings-plugin.ts';
import { compileHints } from './scripts/compile-hints';
import { stripDescriptions } from './scripts/strip-descriptions.ts';

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

// DEC-166: rolldown's automatic splitting leaves every module shared by two kinds of page in a
// chunk of its own, so a flow page's first load was 49 files, many under 300 bytes, each with its
// import lines and its incompressible hashed names. Two groups gather what always loads
// together: the framework every page needs, and the flow's runtime (xstate, the machine and the
// code that draws its screens), which only flow pages load. Dependencies are not pulled in
// after them (includeDependenciesRecursively), so a module the zip entry or an information page
// shares with the flow (the screen table, the tab's storage) stays out of the flow's chunk, and
// so does what the flow fetches later (the API calls, the idle prefetch's walk).
const outsideRuntime =
  /[\\/](machines[\\/](screens|screen-route|screen-headings|flow-types|next-screens)|src[\\/]app[\\/]flow[\\/](zip-entry|flow-presence|flow-storage|enrolment-calls|intent-keys))\.tsx?$/;
const flowRuntime =
  /[\\/](machines[\\/]|src[\\/]app[\\/]flow[\\/]|src[\\/]lib[\\/]flow-context\.tsx$|node_modules[\\/](xstate|@xstate)[\\/])/;
const framework =
  /node_modules[\\/](react|react-router|react-router-dom|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/;

// The sandbox API runs beside the dev server (scripts/dev.ts); the app always calls /api
// on its own origin unless VITE_PROVIDER_API_URL says otherwise (D2).
const sandboxApi = process.env.SANDBOX_API_URL ?? 'http://127.0.0.1:8788';

export default defineConfig({
  plugins: [
    carrierSettings(),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    preloadReactDom(),
    compileHints(),
    stripDescriptions(),
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
    // Spec A §9: chunks may take long on a weak connection; warn only on real bloat.
    chunkSizeWarningLimit: 200,
    // Browsers preload modules themselves (Chrome since 66, Firefox since 115, Safari since 17);
    // an older one still runs every page, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: framework, priority: 20 },
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
