// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, compileHints } from '../../scripts/compile-hints';

type Output = { type: 'chunk'; code: string } | { type: 'asset'; source: string };

/** Runs the plugin's generateBundle on a bundle of plain objects, as Vite would at the end. */
function generate(bundle: Record<string, Output>, minBytes = 0): Record<string, Output> {
  const hook = compileHints(minBytes).generateBundle as unknown as {
    order: string;
    handler: (options: unknown, bundle: Record<string, Output>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return bundle;
}

describe('the compile-hints build plugin', () => {
  it('puts the hint on the first line of every script chunk, before what Vite put first', () => {
    const bundle = generate({
      'assets/flow-screen.js': {
        type: 'chunk',
        code: 'const __vite__mapDeps=(i)=>i;\nexport function a(){}',
      },
      'assets/index.js': { type: 'chunk', code: 'import"./a.js";' },
    });
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      expect(output.code.split('\n')[0]).toBe(COMPILE_HINT);
    }
    expect((bundle['assets/flow-screen.js'] as { code: string }).code).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport function a(){}`,
    );
  });

  it('leaves stylesheets and other assets alone, and never adds the hint twice', () => {
    const bundle = generate({
      'assets/index.css': { type: 'asset', source: 'body{margin:0}' },
      'assets/done.js': { type: 'chunk', code: `${COMPILE_HINT}\nx()` },
    });
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', source: 'body{margin:0}' });
    expect((bundle['assets/done.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\nx()`);
  });

  it('hints a chunk of the threshold or more, not a smaller one (DEC-079)', () => {
    const large = `export const x = "${'a'.repeat(COMPILE_HINT_MIN_BYTES)}";`;
    const small = 'export const y = 1;';
    const bundle = generate(
      {
        'assets/large.js': { type: 'chunk', code: large },
        'assets/small.js': { type: 'chunk', code: small },
      },
      COMPILE_HINT_MIN_BYTES,
    );
    expect((bundle['assets/large.js'] as { code: string }).code).toBe(`${COMPILE_HINT}\n${large}`);
    expect((bundle['assets/small.js'] as { code: string }).code).toBe(small);
    expect(compileHints().name).toBe('compile-hints');
  });
});
