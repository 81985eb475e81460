// One thread of scripts/precompress.ts: Zopfli's WebAssembly runs on the thread that calls it,
// so the build shares the files out between threads, one per core. Plain JavaScript because a
// worker thread starts without tsx's loader.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/**
 * How hard each level searches. `best` is the production build's: Zopfli's gzip and brotli at
 * its maximum, 3–4% smaller than zlib's best on the large chunks and minutes of CPU on a cold
 * build. `fast` is `npm start`'s, a local server where a second matters more than a kilobyte:
 * zlib's gzip at 9 and brotli at 5, in well under a second.
 */
const LEVELS = {
  best: {
    gzip: (source) => gzipAsync(source, { numiterations: 15 }),
    brotli: constants.BROTLI_MAX_QUALITY,
  },
  fast: {
    gzip: async (source) => gzipSync(source, { level: 9 }),
    brotli: 5,
  },
};

const { paths, level, cache } = workerData;
const how = LEVELS[level];
const totals = { files: 0, bytes: 0, br: 0, gz: 0, cached: 0 };
if (cache) mkdirSync(cache, { recursive: true });
const now = new Date();

for (const path of paths) {
  const source = readFileSync(path);
  // By content: a chunk the last build (or the other profile's) already compressed is read back.
  const key = cache && join(cache, `${level}-${createHash('sha256').update(source).digest('hex')}`);
  let gz;
  let br;
  if (key && existsSync(`${key}.gz`) && existsSync(`${key}.br`)) {
    gz = readFileSync(`${key}.gz`);
    br = readFileSync(`${key}.br`);
    // Used now: the cache keeps what recent builds use (scripts/precompress.ts prunes the rest).
    utimesSync(`${key}.gz`, now, now);
    utimesSync(`${key}.br`, now, now);
    totals.cached += 1;
  } else {
    gz = Buffer.from(await how.gzip(source));
    br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: how.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (key) {
      // Written aside, then renamed: a build running beside this one reads whole files only.
      for (const [ext, bytes] of [
        ['gz', gz],
        ['br', br],
      ]) {
        const aside = `${key}.${ext}.${process.pid}-${threadId}`;
        writeFileSync(aside, bytes);
        renameSync(aside, `${key}.${ext}`);
      }
    }
  }
  // A variant no smaller than the file would only cost the reader.
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  totals.files += 1;
  totals.bytes += source.length;
  totals.gz += gz.length;
  totals.br += br.length;
}
parentPort.postMessage(totals);
