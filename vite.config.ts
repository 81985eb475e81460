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
        replacement: new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
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
  },
});
