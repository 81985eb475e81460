// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, HINTED_CHUNKS } from '../../scripts/compile-hints';

type Output = { type: 'chunk'; name: string; code: string } | { type: 'asset'; source: string };

/** Runs the plugin's generateBundle on a bundle of plain objects, as Vite would at the end. */
function generate(bundle: Record<string, Output>, chunks?: string[]): Record<string, Output> {
  const hook = compileHints(chunks).generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Record<string, Output>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

const code = (output: Output | undefined) => (output as { code: string }).code;

describe('the compile-hints build plugin', () => {
  it('puts the hint on the first line of a named chunk, before what Vite put first', () => {
    const bundle = generate(
      {
        'assets/flow-screen.js': {
          type: 'chunk',
          name: 'flow-screen',
          code: 'const __vite__mapDeps=(i)=>i;\nexport function a(){}',
        },
      },
      ['flow-screen'],
    );
    expect(code(bundle['assets/flow-screen.js'])).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport function a(){}`,
    );
  });

  it('hints only the flow runtime by default, not the framework or a page (issue 30)', () => {
    expect(HINTED_CHUNKS).toEqual(['flow-runtime']);
    const bundle = generate({
      'assets/flow-runtime-x.js': { type: 'chunk', name: 'flow-runtime', code: 'f()' },
      'assets/framework-x.js': { type: 'chunk', name: 'framework', code: 'g()' },
      'assets/zip-page-x.js': { type: 'chunk', name: 'zip-page', code: 'h()' },
    });
    expect(code(bundle['assets/flow-runtime-x.js'])).toBe(`${COMPILE_HINT}\nf()`);
    expect(code(bundle['assets/framework-x.js'])).toBe('g()');
    expect(code(bundle['assets/zip-page-x.js'])).toBe('h()');
    expect(compileHints().name).toBe('compile-hints');
  });

  it('leaves stylesheets and other assets alone, and never adds the hint twice', () => {
    const bundle = generate(
      {
        'assets/index.css': { type: 'asset', source: 'body{margin:0}' },
        'assets/done.js': { type: 'chunk', name: 'done', code: `${COMPILE_HINT}\nx()` },
      },
      ['done'],
    );
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', source: 'body{margin:0}' });
    expect(code(bundle['assets/done.js'])).toBe(`${COMPILE_HINT}\nx()`);
  });
});
