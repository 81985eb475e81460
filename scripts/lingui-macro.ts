import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

// Lingui's macros (`t`, `Trans`, `plural` from @lingui/core/macro and @lingui/react/macro)
// compile through Babel: @vitejs/plugin-react 6 runs no Babel. @rolldown/plugin-babel did this,
// but every version of it needs Node 22.12 (its engines field), and this project builds on
// Node 20.19+ (issue 29). This plugin does only that: Babel with the one macro plugin, on
// the files that import a macro (the hook filter spares every other file a call into
// JavaScript), before Vite strips the types.

const MACRO_IMPORT = /@lingui\/(?:core\/|react\/)?macro\b/;
const SOURCE = /\.[cm]?[jt]sx?$/;

function parserPlugins(id: string): ('typescript' | 'jsx')[] {
  const path = id.replace(/\?.*$/, '');
  if (/\.[cm]?tsx$/.test(path)) return ['typescript', 'jsx'];
  if (/\.[cm]?ts$/.test(path)) return ['typescript'];
  return path.endsWith('x') ? ['jsx'] : [];
}

export function linguiMacro(): Plugin {
  // Source maps keep a test's or the dev server's line numbers right; a build without maps
  // (vite.config.ts) has no use for them.
  let sourceMaps = true;
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    configResolved(config) {
      sourceMaps = config.command !== 'build' || Boolean(config.build.sourcemap);
    },
    transform: {
      filter: {
        id: { include: SOURCE, exclude: /[\\/]node_modules[\\/]/ },
        code: MACRO_IMPORT,
      },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps,
          parserOpts: { sourceType: 'module', plugins: parserPlugins(id) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map ?? null };
      },
    },
  };
}
