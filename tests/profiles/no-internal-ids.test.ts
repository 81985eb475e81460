// @vitest-environment node
// Issue 40: a carrier reading the build's messages and README's certification table, and an
// applicant reading a page, a provider's message or a catalog's words, never meets the team's
// own decision ids ("D39, D35", "DEC-104"): they mean nothing outside the project.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acpProfile } from '../../profiles/acp.ts';
import { acpCarrier } from '../../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { lifelineProfile } from '../../profiles/lifeline.ts';

const INTERNAL_ID = /\b(D\d{1,2}|DEC-\d{3})\b/;

/** Every string in a value, with where it is. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  }
  return [];
}

/** The string literals of a source file, comments left out. */
function literals(file: string): string[] {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return [...source.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)].map((match) => match[0]);
}

describe('the words a carrier or an applicant reads', () => {
  it('name no internal decision id in the profiles and demo carriers', () => {
    const found = [
      ...strings(acpProfile, 'acp'),
      ...strings(lifelineProfile, 'lifeline'),
      ...strings(acpCarrier, 'acpCarrier'),
      ...strings(lifelineCarrier, 'lifelineCarrier'),
    ].filter(([, text]) => INTERNAL_ID.test(text));
    expect(found).toEqual([]);
  });

  it('name none in the catalogs', () => {
    const found = ['en', 'es'].flatMap((locale) =>
      readdirSync(join('locales', locale))
        .filter((file) => file.endsWith('.po'))
        .flatMap((file) =>
          readFileSync(join('locales', locale, file), 'utf8')
            .split('\n')
            .filter((line) => /^msg(id|str) /.test(line) && INTERNAL_ID.test(line))
            .map((line) => `${locale}/${file}: ${line}`),
        ),
    );
    expect(found).toEqual([]);
  });

  it('name none in the settings problems, the build settings or the sandbox’s answers', () => {
    const files = [
      'profiles/settings-problems.ts',
      'profiles/build-settings.ts',
      'profiles/carrier-settings.ts',
      'sandbox/request-schemas.ts',
    ];
    const found = files.flatMap((file) =>
      literals(file)
        .filter((text) => INTERNAL_ID.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
