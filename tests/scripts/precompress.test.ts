// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, shareOut } from '../../scripts/precompress';

describe('shareOut', () => {
  it('gives each thread about the same bytes, the largest files first', () => {
    const files = [
      { path: 'a', size: 10 },
      { path: 'b', size: 70 },
      { path: 'c', size: 30 },
      { path: 'd', size: 40 },
    ];
    expect(shareOut(files, 2)).toEqual([
      ['b', 'a'],
      ['d', 'c'],
    ]);
  });

  it('starts no thread without a file, and one when asked for none', () => {
    expect(shareOut([{ path: 'a', size: 1 }], 4)).toEqual([['a']]);
    expect(shareOut([{ path: 'a', size: 1 }], 0)).toEqual([['a']]);
  });
});

describe('precompress', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a gzip that reads back to the file, and skips what is too small or not text', async () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('word '.repeat(400))});\n`;
    writeFileSync(join(root, 'app.js'), script);
    writeFileSync(join(root, 'tiny.js'), 'x');
    writeFileSync(join(root, 'image.png'), 'p'.repeat(2000));
    const totals = await precompress(root);
    expect(totals.files).toBe(1);
    expect(gunzipSync(readFileSync(join(root, 'app.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(join(root, 'tiny.js.gz'))).toThrow();
    expect(() => readFileSync(join(root, 'image.png.gz'))).toThrow();
  });
});
