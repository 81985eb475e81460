import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { treeShakable } from '../../scripts/tree-shakable-router';

// DEC-166: react-router's production module, made tree-shakable in the build: its React
// factory calls marked pure and its displayName lines dropped, nothing else touched.

describe('react-router made tree-shakable', () => {
  it('marks forwardRef, createContext and memo calls pure under any React alias', () => {
    const code = [
      'var Link = React3.forwardRef(function Link(props, ref) {});',
      'var RouteContext = React.createContext({ outlet: null });',
      'var DataRoutes = React2.memo(DataRoutesImpl);',
      'var state = React.useState(0);',
      'var named = MyReact.forwardRef(render);',
    ].join('\n');
    const changed = treeShakable(code);
    expect(changed).toContain('var Link = /* @__PURE__ */ React3.forwardRef(function');
    expect(changed).toContain('var RouteContext = /* @__PURE__ */ React.createContext({');
    expect(changed).toContain('var DataRoutes = /* @__PURE__ */ React2.memo(DataRoutesImpl)');
    expect(changed).toContain('var state = React.useState(0);');
    expect(changed).toContain('var named = MyReact.forwardRef(render);');
  });

  it('drops a whole displayName line and keeps every other assignment', () => {
    const code = [
      'Link.displayName = "Link";',
      '    FetcherForm2.displayName = "fetcher.Form";',
      'Link.displayName = name;',
      'options.displayName = "kept";  doMore();',
    ].join('\n');
    expect(treeShakable(code).split('\n')).toEqual([
      '',
      '',
      'Link.displayName = name;',
      'options.displayName = "kept";  doMore();',
    ]);
  });

  it('lets the bundler drop the components the app never renders', async () => {
    const bundle = async (transform: boolean) => {
      const { output } = await build({
        input: 'virtual:entry',
        external: ['react', 'react-dom', 'cookie', 'set-cookie-parser'],
        write: false,
        output: { format: 'esm' },
        // react-router's "use client" means nothing here; Vite drops the same warning.
        onwarn: (warning, warn) => {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
        plugins: [
          {
            name: 'entry',
            resolveId: (id) => (id === 'virtual:entry' ? id : null),
            load: (id) =>
              id === 'virtual:entry'
                ? `import { BrowserRouter, Link, Routes, Route } from ${JSON.stringify(`${process.cwd()}/node_modules/react-router/dist/production/index.mjs`)};
                   export default [BrowserRouter, Link, Routes, Route];`
                : null,
            transform: (code, id) =>
              transform && id.includes('react-router/dist/production/') ? treeShakable(code) : null,
          },
        ],
      });
      return output[0].code;
    };
    const [plain, shaken] = await Promise.all([bundle(false), bundle(true)]);
    expect(plain).toContain('ScrollRestoration');
    expect(shaken).not.toContain('ScrollRestoration');
    expect(shaken).not.toContain('FetcherForm');
    expect(shaken).toContain('function BrowserRouter');
    expect(shaken.length).toBeLessThan(plain.length * 0.95);
  });
});
