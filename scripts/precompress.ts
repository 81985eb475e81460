// The last step of `npm run build`: writes a .br and a .gz beside every text file of dist/
// (scripts, styles, HTML, the prerendered pages), so neither the Node server nor nginx
// compresses per request (issue 15 §3): both serve the file a browser accepts as is.
// The .gz is Zopfli's: a gzip stream any browser reads, searched harder than zlib's level 9
// can afford per request, 3–4% smaller on the large chunks (about 4 kB on a flow page's first
// load), shared out between threads (DEC-166). `npm start` asks for fast levels instead
// (PRECOMPRESS=fast: its own server, where the minutes Zopfli takes on a cold build matter more
// than a few kilobytes), and every result is kept by content in node_modules/.cache, so a
// chunk that did not change since the last build, or that the other profile's build shares,
// is not compressed again (DEC-191).
import { readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { distDir } from '../server/dist-dir.ts';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
// Below this, the headers outweigh what compression saves.
const MIN_BYTES = 512;

type Totals = { files: number; bytes: number; br: number; gz: number; cached: number };

/** How hard to search: the production build's best, or `npm start`'s fast levels. */
export type Level = 'best' | 'fast';

/** Where results are kept by content between builds. */
export const CACHE_DIR = 'node_modules/.cache/precompress';
/** A result no build used for this long is dropped. */
const KEEP_DAYS = 14;

/** The level PRECOMPRESS asks for: `fast`, or else the production build's best. */
export function levelOf(value: string | undefined): Level {
  return value === 'fast' ? 'fast' : 'best';
}

/**
 * The files shared out between `threads` lists of about the same bytes, largest first: Zopfli's
 * time follows a file's size, and one thread left with the large chunks would set the build's.
 */
export function shareOut(files: { path: string; size: number }[], threads: number): string[][] {
  const lists = Array.from({ length: Math.max(1, threads) }, () => ({
    bytes: 0,
    paths: [] as string[],
  }));
  for (const file of [...files].sort((a, b) => b.size - a.size)) {
    const lightest = lists.reduce((min, list) => (list.bytes < min.bytes ? list : min));
    lightest.paths.push(file.path);
    lightest.bytes += file.size;
  }
  return lists.map((list) => list.paths).filter((paths) => paths.length > 0);
}

export async function precompress(
  root: string,
  level: Level = 'best',
  cache: string | null = null,
): Promise<Totals> {
  const files: { path: string; size: number }[] = [];
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, entry);
    if (!COMPRESSIBLE.has(extname(entry).toLowerCase())) continue;
    const stat = statSync(path);
    if (stat.isFile() && stat.size >= MIN_BYTES) files.push({ path, size: stat.size });
  }
  // The 2-core build machines took 30 s on one thread, most of it Zopfli's.
  const parts = await Promise.all(
    shareOut(files, availableParallelism()).map(
      (paths) =>
        new Promise<Totals>((resolve, reject) => {
          const worker = new Worker(new URL('./precompress-worker.mjs', import.meta.url), {
            workerData: { paths, level, cache },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return parts.reduce(
    (sum, part) => ({
      files: sum.files + part.files,
      bytes: sum.bytes + part.bytes,
      br: sum.br + part.br,
      gz: sum.gz + part.gz,
      cached: sum.cached + part.cached,
    }),
    { files: 0, bytes: 0, br: 0, gz: 0, cached: 0 },
  );
}

/** Drop the kept results no build has used for KEEP_DAYS. */
export function pruneCache(cache: string, now = Date.now()) {
  let entries: string[] = [];
  try {
    entries = readdirSync(cache);
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(cache, entry);
    if (now - statSync(path).mtimeMs > KEEP_DAYS * 86_400_000) rmSync(path, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const level = levelOf(process.env.PRECOMPRESS);
  const totals = await precompress(distDir(), level, CACHE_DIR);
  pruneCache(CACHE_DIR);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  console.log(
    `pre-compressed ${totals.files} files (${kB(totals.bytes)}${totals.cached ? `, ${totals.cached} unchanged since a build before` : ''}): gzip ${kB(totals.gz)}, brotli ${kB(totals.br)}, ${level === 'fast' ? 'fast levels (npm start)' : 'Zopfli and brotli at their best'}, in ${Date.now() - started} ms`,
  );
}
