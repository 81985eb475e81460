import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks that get the hint, by name: the flow's runtime (the machine, xstate, the code that
 * draws its screens), which the first Continue runs for the first time. The hint makes V8 keep
 * the bytecode and code of every function of a chunk, called or not: on ten chunks of 8 kB or
 * more it cost the end of an application about 0.25 MiB of heap (issue 30), and the framework,
 * React DOM and the pages run at their first load anyway, where compiling them lazily showed
 * no cost.
 */
export const HINTED_CHUNKS: readonly string[] = ['flow-runtime'];

/**
 * Puts V8's compile hint at the top of the named script chunks, so Chrome compiles their
 * functions while the chunk streams in, on a background thread, instead of one by one on the
 * main thread the first time each runs. On a slow phone that first run was the applicant's tap:
 * the first Continue (the coverage check) spent ~30 ms of its ~130 ms compiling code at 4x CPU,
 * the later ones ~10 ms (issue 6 §4, DEC-079). Added after Vite's own rewriting, which puts a
 * line of its own first, because V8 only reads the hint at the very top of a script.
 */
export function compileHints(chunks: readonly string[] = HINTED_CHUNKS): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (
            output.type === 'chunk' &&
            chunks.includes(output.name) &&
            !output.code.startsWith(COMPILE_HINT)
          ) {
            output.code = `${COMPILE_HINT}\n${output.code}`;
          }
        }
      },
    },
  };
}
