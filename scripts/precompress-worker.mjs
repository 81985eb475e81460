// One thread of scripts/precompress.ts: Zopfli's WebAssembly runs on the thread that calls it,
// so the build shares the files out between threads, one per core. Plain JavaScript because a
// worker thread starts without tsx's loader.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
for (const path of workerData) {
  const source = readFileSync(path);
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
parentPort.postMessage(totals);
