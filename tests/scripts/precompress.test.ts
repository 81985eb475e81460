// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { levelOf, precompress, pruneCache, shareOut } from '../../scripts/precompress';

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

describe('precompress levels and the cache by content (issue 40)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(dir);
    return dir;
  };
  const script = `export const words = ${JSON.stringify('a word and another '.repeat(300))};\n`;

  it('reads PRECOMPRESS: fast only when asked, the production build’s best otherwise', () => {
    expect(levelOf('fast')).toBe('fast');
    expect(levelOf(undefined)).toBe('best');
    expect(levelOf('zopfli')).toBe('best');
  });

  it('fast levels write a gzip and a brotli that read back to the file', async () => {
    const root = folder();
    writeFileSync(join(root, 'app.js'), script);
    await precompress(root, 'fast');
    expect(gunzipSync(readFileSync(join(root, 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(root, 'app.js.br'))).toString()).toBe(script);
  });

  it('a file compressed before, by content and level, is read back from the cache, not again', async () => {
    const cache = folder();
    const first = folder();
    writeFileSync(join(first, 'app.js'), script);
    expect((await precompress(first, 'fast', cache)).cached).toBe(0);
    // Another build (the other profile's), the same chunk under another name, one new file.
    const second = folder();
    writeFileSync(join(second, 'chunk-abc.js'), script);
    writeFileSync(join(second, 'other.js'), `${script}// another\n`);
    const totals = await precompress(second, 'fast', cache);
    expect(totals).toMatchObject({ files: 2, cached: 1 });
    expect(gunzipSync(readFileSync(join(second, 'chunk-abc.js.gz'))).toString()).toBe(script);
    // The best level keeps its own results.
    const third = folder();
    writeFileSync(join(third, 'app.js'), script);
    expect(await precompress(third, 'best', cache)).toMatchObject({ files: 1, cached: 0 });
  });

  it('drops what no build used for two weeks', async () => {
    const cache = folder();
    const root = folder();
    writeFileSync(join(root, 'app.js'), script);
    await precompress(root, 'fast', cache);
    const kept = readdirSync(cache);
    expect(kept.length).toBe(2);
    const old = new Date(Date.now() - 15 * 86_400_000);
    utimesSync(join(cache, kept[0] as string), old, old);
    pruneCache(cache);
    expect(readdirSync(cache)).toEqual([kept[1]]);
  });
});
