import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Below this size (bytes of code) a chunk gets no hint: a page's own chunk or a small shared
 * one compiles in well under a millisecond when it first runs, while the hint's line costs
 * every such file its bytes (about 0.3 kB on a flow page's first load of 20-odd files) and
 * makes V8 keep bytecode for functions the page may never call (DEC-079).
 */
export const COMPILE_HINT_MIN_BYTES = 8 * 1024;

/**
 * Puts V8's compile hint at the top of every script chunk of COMPILE_HINT_MIN_BYTES or more, so
 * Chrome compiles each chunk's functions while the chunk streams in, on a background thread,
 * instead of one by one on the main thread the first time each runs. On a slow phone that first run was the applicant's
 * tap: the first Continue (the coverage check) spent ~30 ms of its ~130 ms compiling code at
 * 4x CPU, the later ones ~10 ms (issue 6 §4, DEC-079). Every chunk is code the app
 * runs once it has loaded it (a page, or what a page needs), and first loads showed no more
 * blocking time with the hint than without. Added after Vite's own rewriting, which puts a
 * line of its own first, because V8 only reads the hint at the very top of a script.
 */
export function compileHints(minBytes = COMPILE_HINT_MIN_BYTES): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (
            output.type === 'chunk' &&
            output.code.length >= minBytes &&
            !output.code.startsWith(COMPILE_HINT)
          ) {
            output.code = `${COMPILE_HINT}\n${output.code}`;
          }
        }
      },
    },
  };
}
