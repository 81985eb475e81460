// CI's translation gate (D19): the catalogs must hold every message in the source, and every
// message must have its Spanish. `lingui extract --clean` brings the catalogs up to date; if
// that changed them, they were stale. Then `lingui compile --strict` fails on any missing
// translation. Lingui's own output (a table per catalog, about 160 lines) is kept back and
// shown only when it says something the lines below do not (issue 40): a passing check prints
// one line, a failing one what is wrong and the command that mends it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The msgids of a .po text whose msgstr is empty (the header's excepted). */
export function untranslated(po: string): string[] {
  const missing: string[] = [];
  for (const entry of po.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1];
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(entry)?.[1];
    if (id === undefined || str === undefined) continue;
    const text = (quoted: string) =>
      quoted
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as string)
        .join('');
    if (text(id) !== '' && text(str) === '') missing.push(text(id));
  }
  return missing;
}

/** Lingui's words worth passing on: errors and warnings, not its tables or its hints. */
export function linguiProblems(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /error|warn|fail|missing translation/i.test(line))
    .filter((line) => !/npm run compile|Missing message ID, skipping/i.test(line))
    .map((line) => line.trim());
}

function main() {
  // Every catalog of every locale (lingui.config.ts splits the messages by part of the site).
  const catalogs = readdirSync('locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(`locales/${locale.name}`)
        .filter((file) => file.endsWith('.po'))
        .map((file) => `locales/${locale.name}/${file}`),
    )
    .sort();
  const read = () => catalogs.map((file) => readFileSync(file, 'utf8'));
  const lingui = (...args: string[]) =>
    execFileSync('npx', ['lingui', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });

  const before = read();
  try {
    lingui('extract', '--clean');
  } catch (error) {
    const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    console.error(`lingui extract failed:\n${output.trim().split('\n').slice(-20).join('\n')}`);
    process.exit(1);
  }
  const after = read();
  const stale = catalogs.filter((_, index) => after[index] !== before[index]);
  if (stale.length > 0) {
    console.error(
      `These catalogs did not match the source and have been updated: ${stale.join(', ')}.\n` +
        'Translate each new message in locales/es/*.po (an empty msgstr), then commit the catalogs.',
    );
    process.exit(1);
  }
  const missing = catalogs
    .filter((file) => !file.startsWith('locales/en/'))
    .flatMap((file) =>
      untranslated(after[catalogs.indexOf(file)] ?? '').map(
        (id) => `  ${file}: ${JSON.stringify(id)}`,
      ),
    );
  let compiled = '';
  let failed = false;
  try {
    compiled = lingui('compile', '--strict');
  } catch (error) {
    failed = true;
    compiled = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
  }
  if (failed || missing.length > 0) {
    console.error(
      missing.length > 0
        ? `${missing.length} message(s) have no Spanish: give each its msgstr in the catalog named:\n${missing.join('\n')}`
        : `lingui compile --strict failed:\n  ${linguiProblems(compiled).join('\n  ') || compiled.trim().split('\n').slice(-10).join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(
    `Translations: ${catalogs.length} catalogs, every message in English and Spanish, none stale.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
