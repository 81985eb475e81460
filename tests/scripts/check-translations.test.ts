// @vitest-environment node
// Issue 40: `npm run i18n:check` prints one line when all is well, and when it is not, which
// message lacks its Spanish and where, without Lingui's tables or its hint to a command the
// project does not have.
import { describe, expect, it } from 'vitest';
import { linguiProblems, untranslated } from '../../scripts/check-translations';

describe('the translation check', () => {
  it('finds the messages whose msgstr is empty, a message across lines too', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: es\\n"',
      '',
      '#: src/a.tsx:1',
      'msgid "Hello"',
      'msgstr "Hola"',
      '',
      '#: src/b.tsx:2',
      'msgid ""',
      '"A long "',
      '"message"',
      'msgstr ""',
      '',
      '#: src/c.tsx:3',
      'msgid "Bye"',
      'msgstr ""',
      '',
    ].join('\n');
    expect(untranslated(po)).toEqual(['A long message', 'Bye']);
  });

  it('passes on Lingui’s errors, not its hints', () => {
    const output = [
      'Compiling message catalogs…',
      'Error: Failed to compile catalog for locale es!',
      '(use "npm run compile" to compile catalogs for production)',
      'Missing message ID, skipping.',
    ].join('\n');
    expect(linguiProblems(output)).toEqual(['Error: Failed to compile catalog for locale es!']);
  });
});
