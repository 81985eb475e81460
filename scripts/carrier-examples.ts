// `npm run machine:docs` / `docs:check` companion for carriers: writes a complete carrier
// settings file per profile (deploy/carrier.<profile>.example.json), from the demo carriers
// with a carrier's own API, and the same JSON into README's "A carrier's settings" section.
// `--check` fails when a file or README's copy is stale. Each is validated as the build does.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBuildSettings } from '../profiles/build-settings.ts';
import type { CarrierSettingsInput } from '../profiles/carrier-settings.ts';
import { acpCarrier } from '../profiles/carriers/acp.ts';
import { lifelineCarrier } from '../profiles/carriers/lifeline.ts';
import { loadProfile } from '../profiles/load-profile.ts';
import type { ProfileId } from '../profiles/schema.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The demo carrier, as a carrier with its own API and verifier hosts would write it. */
export function exampleSettings(program: ProfileId): CarrierSettingsInput {
  const demo = program === 'acp' ? acpCarrier : lifelineCarrier;
  return {
    ...demo,
    api: {
      baseUrl: 'https://api.carrier.example/v1',
      redirectHosts: ['nationalverifier.example', 'checkout.carrier.example'],
      contactWebhookUrl: 'https://hooks.chat.example/services/T000/B000',
    },
  };
}

/** JSON with each `{ en, es }` text on one line, so a carrier reads it as pairs. */
export function formatSettings(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => inner + formatSettings(item, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const keys = entries.map(([key]) => key).sort();
    if (keys.join() === 'en,es') {
      const { en, es } = value as { en: string; es: string };
      return `{ "en": ${JSON.stringify(en)}, "es": ${JSON.stringify(es)} }`;
    }
    return `{\n${entries
      .map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatSettings(item, inner)}`)
      .join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

export const exampleFile = (program: ProfileId) =>
  join(ROOT, 'deploy', `carrier.${program}.example.json`);

const README = join(ROOT, 'README.md');
const fence = (program: ProfileId) => [
  `<!-- carrier.${program}.example.json: written by scripts/carrier-examples.ts -->`,
  '<!-- end of the example -->',
];

/** README's text between `open` and `close` replaced by `body`. */
function between(readme: string, [open, close]: string[], body: string): string {
  const start = readme.indexOf(open as string);
  const end = readme.indexOf(close as string, start);
  if (start === -1 || end === -1) throw new Error(`README.md has no ${open} … ${close} block`);
  return `${readme.slice(0, start)}${open}\n\n${body}\n${readme.slice(end)}`;
}

function readmeWith(readme: string, program: ProfileId, json: string): string {
  return between(readme, fence(program), `\`\`\`json\n${json}\`\`\`\n`);
}

/**
 * D46: the ids a carrier's `certifications` gives the FCC-approved wording by, with what of the
 * form each covers, as a table (from the profile, so it cannot drift).
 */
export function certificationTable(program: ProfileId): string {
  const rows = loadProfile(program).certifications.map(
    (certification) => `| \`${certification.id}\` | ${certification.topic} |`,
  );
  return ['| id | what of the form it covers |', '| --- | --- |', ...rows, ''].join('\n');
}

const certificationFence = (program: ProfileId) => [
  `<!-- ${program} certifications: written by scripts/carrier-examples.ts -->`,
  '<!-- end of the certifications -->',
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let readme = readFileSync(README, 'utf8');
  const stale: string[] = [];
  for (const program of ['lifeline', 'acp'] as const) {
    const json = `${formatSettings(exampleSettings(program))}\n`;
    const file = exampleFile(program);
    // Validated as a build would take it: CARRIER_CONFIG naming the file.
    const probe = join(mkdtempSync(join(tmpdir(), 'carrier-')), 'carrier.json');
    writeFileSync(probe, json);
    loadBuildSettings({ PROGRAM: program, CARRIER_CONFIG: probe }, ROOT);
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== json) {
      if (check) stale.push(file);
      else writeFileSync(file, json);
    }
    readme = readmeWith(readme, program, json);
    readme = between(readme, certificationFence(program), certificationTable(program));
  }
  if (readme !== readFileSync(README, 'utf8')) {
    if (check) stale.push('README.md (its carrier examples)');
    else writeFileSync(README, readme);
  }
  if (stale.length > 0) {
    console.error(`Stale: ${stale.join(', ')}: run \`npx tsx scripts/carrier-examples.ts\``);
    process.exit(1);
  }
  console.log(
    check ? 'The carrier examples are current and valid.' : 'Wrote the carrier examples.',
  );
}
