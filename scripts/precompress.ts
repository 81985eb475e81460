// The last step of `npm run build`: writes a .br and a .gz beside every text file of dist/
// (scripts, styles, HTML, the prerendered pages), so neither the Node server nor nginx
// compresses per request (issue 15 §3): both serve the file a browser accepts as is.
// The .gz is Zopfli's: a gzip stream any browser reads, searched harder than zlib's level 9
// can afford per request, 3–4% smaller on the large chunks (about 4 kB on a flow page's first
// load) for about 15 s of build time (DEC-166).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
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

export async function precompress(root: string): Promise<{
  files: number;
  bytes: number;
  br: number;
  gz: number;
}> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, entry);
    if (!COMPRESSIBLE.has(extname(entry).toLowerCase()) || !statSync(path).isFile()) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const gz = await gzipAsync(source, { numiterations: 15 });
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    // A variant no smaller than the file would only cost the reader.
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    if (br.length < source.length) writeFileSync(`${path}.br`, br);
    totals.files += 1;
    totals.bytes += source.length;
    totals.gz += gz.length;
    totals.br += br.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const totals = await precompress(distDir());
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  console.log(
    `pre-compressed ${totals.files} files (${kB(totals.bytes)}): gzip ${kB(totals.gz)}, brotli ${kB(totals.br)} in ${Date.now() - started} ms`,
  );
}
