import type { Plugin } from 'vite';

// react-router's production build defines every context and component at module level with
// React's factories (`var Link = React.forwardRef(…)`) and names them for React's developer
// tools (`Link.displayName = "Link"`). The bundler cannot know that the factories have no side
// effects, and an assignment to a binding keeps the binding: so Form, ScrollRestoration,
// HistoryRouter and the fetchers' context, with everything they call, reached every page
// although the app renders none of them (1.2 kB gzip). The build marks the factory calls pure,
// as a source build would with /* @__PURE__ */, and drops the displayName lines, which nothing
// reads in production; tree-shaking does the rest (DEC-166).

const routerBuild = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const displayNameLine = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;
// The module imports React under several names (React, React2, …), one per source file.
const pureFactoryCall = /(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g;

/** The code without `X.displayName = "…";` lines and with React's factory calls marked pure. */
export function treeShakable(code: string): string {
  return code.replace(displayNameLine, '').replace(pureFactoryCall, '/* @__PURE__ */ $1');
}

/** Applies treeShakable to react-router's production modules, in builds only. */
export function treeShakableRouter(): Plugin {
  return {
    name: 'tree-shakable-router',
    apply: 'build',
    transform: {
      filter: { id: routerBuild },
      handler(code) {
        const changed = treeShakable(code);
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}
