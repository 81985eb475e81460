// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code, tests and docs cite decisions by id ("DEC-090"). docs/decisions.md keeps only the ones
// in force, so a citation of an entry that was merged away must move to the id that now carries
// its rule: this test fails on any citation the record does not define.

const root = resolve(import.meta.dirname, '../..');
const RECORD = 'docs/decisions.md';
const ID = /DEC-\d{3}/g;

/** Folders that hold no source of ours: dependencies, builds, test output. */
const SKIPPED =
  /^(node_modules|\.git|dist(-.*)?|\.data|test-results|playwright-report|blob-report|coverage|\.vite)$/;
const TEXT = new Set([
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.json',
  '.md',
  '.css',
  '.html',
  '.yml',
  '.yaml',
  '.conf',
  '',
]);

function textFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.test(entry.name) ? [] : textFiles(path);
    return TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

/** The ids the record defines: one `### DEC-nnn Title` heading each. */
function definedIds(record: string): string[] {
  return [...record.matchAll(/^### (DEC-\d{3}) /gm)].map((match) => match[1] as string);
}

/** The ids the record lists as retired (merged, superseded or never used): not to be reused. */
function retiredIds(record: string): string[] {
  const section = record.split(/^## Retired ids$/m)[1] ?? '';
  return section.match(ID) ?? [];
}

/** Every citation of an id that `defined` lacks, as "file: DEC-nnn". */
function undefinedCitations(
  files: ReadonlyArray<{ path: string; text: string }>,
  defined: ReadonlySet<string>,
): string[] {
  return files.flatMap(({ path, text }) =>
    [...new Set(text.match(ID) ?? [])]
      .filter((id) => !defined.has(id))
      .map((id) => `${path}: ${id}`),
  );
}

const record = readFileSync(join(root, RECORD), 'utf8');
// The record's own cross-references count; its list of retired ids does not cite them.
const recordCitations = record.split(/^## Retired ids$/m)[0] ?? '';
// This file's own fixtures cite ids on purpose, so it is left out.
const SELF = relative(root, import.meta.filename);
const files = textFiles(root)
  .map((path) => relative(root, path))
  .filter((path) => path !== SELF)
  .map((path) => ({
    path,
    text: path === RECORD ? recordCitations : readFileSync(join(root, path), 'utf8'),
  }));

describe('the decision ids cited across the repository', () => {
  it('are all defined in docs/decisions.md', () => {
    expect(undefinedCitations(files, new Set(definedIds(record)))).toEqual([]);
  });

  it('are found where code cites them (the scan reaches source, tests and docs)', () => {
    const citing = (path: string) => files.find((file) => file.path === path)?.text.match(ID);
    expect(citing('src/app/flow/intent-keys.ts')).toContain('DEC-090');
    expect(citing('lingui.config.ts')).toContain('DEC-165');
    expect(citing('docs/programs.md')).toContain('DEC-104');
  });

  it('reports a citation of an id the record does not define', () => {
    const cited = [
      { path: 'src/a.ts', text: '// kept (DEC-090), merged away (DEC-107)' },
      { path: 'docs/b.md', text: 'DEC-090 and DEC-090 again' },
    ];
    expect(undefinedCitations(cited, new Set(['DEC-090']))).toEqual(['src/a.ts: DEC-107']);
  });
});

describe('docs/decisions.md', () => {
  it('defines each id once and never one it retired', () => {
    const defined = definedIds(record);
    expect(defined.length).toBeGreaterThan(0);
    expect(defined.filter((id, index) => defined.indexOf(id) !== index)).toEqual([]);
    expect(defined.filter((id) => retiredIds(record).includes(id))).toEqual([]);
  });
});
