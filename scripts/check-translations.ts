// CI's translation gate (D19): the catalogs must hold every message in the source, and every
// message must have its Spanish. `lingui extract --clean` brings the catalogs up to date; if
// that changed them, they were stale. Then `lingui compile --strict` fails on any missing
// translation.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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
  execFileSync('npx', ['lingui', ...args], { stdio: 'inherit', env: process.env });

const before = read();
lingui('extract', '--clean');
const stale = read()
  .map((text, index) => (text === before[index] ? null : catalogs[index]))
  .filter(Boolean);
if (stale.length > 0) {
  console.error(
    `\nThese catalogs did not match the source and have been updated: ${stale.join(', ')}.` +
      '\nTranslate any new message, then commit the catalogs.',
  );
  process.exit(1);
}
try {
  lingui('compile', '--strict');
} catch {
  console.error(
    '\nA message has no translation (see above). Add it to the Spanish catalog named above (locales/es/*.po).',
  );
  process.exit(1);
}
console.log('Translations: every message exists in English and Spanish.');
