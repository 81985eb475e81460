import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import * as v from 'valibot';
import {
  applyVariables,
  type CarrierSettings,
  type CarrierSettingsInput,
  CarrierSettingsSchema,
  type SettingVariables,
  settingsShapeProblems,
  VARIABLE_KEYS,
} from './carrier-settings.ts';
import { acpCarrier } from './carriers/acp.ts';
import { lifelineCarrier } from './carriers/lifeline.ts';
import { isProfileId, loadProfile } from './load-profile.ts';
import { PROFILE_IDS, type Profile, type ProfileId } from './schema.ts';
import { nearestKey, SettingsError } from './settings-problems.ts';

// What a build is made with (DEC-102): PROGRAM picks the profile (acp by default, D38);
// CARRIER_CONFIG names a carrier's own settings file (JSON), else the profile's demo carrier
// is used; the VITE_* variables still win over the file. Node only: vite.config.ts and the
// scripts call it, the app reads its result.

export interface BuildVariables extends SettingVariables {
  PROGRAM?: string;
  CARRIER_CONFIG?: string;
}

export interface BuildSettings {
  profile: Profile;
  settings: CarrierSettings;
  /** Where the settings came from, for messages. */
  source: string;
  /** The program's demo carrier, or a carrier's own file (CARRIER_CONFIG). */
  kind: 'demo' | 'file';
}

const DEMO_CARRIERS: Record<ProfileId, CarrierSettingsInput> = {
  acp: acpCarrier,
  lifeline: lifelineCarrier,
};

function readSettingsFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new SettingsError(`CARRIER_CONFIG names ${path}, which cannot be read`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SettingsError(
      `CARRIER_CONFIG ${path} is not valid JSON: ${jsonErrorAt(text, error as Error)}`,
    );
  }
}

/**
 * A JSON.parse error by line and column, as an editor shows them: Node says "at position
 * 6426" (and, from Node 22, the line too), or for a file cut short nothing at all.
 */
export function jsonErrorAt(text: string, error: Error): string {
  const at = /\s+in JSON at position (\d+)(?: \(line \d+ column \d+\))?/.exec(error.message);
  const offset = at ? Number(at[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1) ?? '').length + 1;
  const what = (at ? error.message.replace(at[0], '') : error.message).replace(
    /^SyntaxError: /,
    '',
  );
  const source = (text.split('\n')[line - 1] ?? '').trim();
  return `line ${line}, column ${column}: ${what}${source ? ` (the line reads: ${source.length > 60 ? `${source.slice(0, 57)}…` : source})` : ''}`;
}

export function loadBuildSettings(variables: BuildVariables, root = process.cwd()): BuildSettings {
  const program = variables.PROGRAM?.trim() || undefined;
  if (program !== undefined && !isProfileId(program)) {
    throw new SettingsError(`PROGRAM must be one of ${PROFILE_IDS.join(', ')}; got "${program}"`);
  }
  const configPath = variables.CARRIER_CONFIG?.trim();
  const source = configPath
    ? resolve(root, configPath)
    : `profiles/carriers/${program ?? 'acp'}.ts`;
  const fileSettings = configPath ? readSettingsFile(source) : DEMO_CARRIERS[program ?? 'acp'];
  // Issue 37: every problem in one pass. The file is checked on its own, so a message names
  // the file's field; then with the variables applied, so a bad VITE_* value is named too (with
  // the variable); then the rules across fields, on whatever parts of the file can be read.
  const fromFile = settingsShapeProblems(fileSettings);
  // A key a variable set is named with the variable.
  const names = Object.fromEntries(
    Object.entries(VARIABLE_KEYS).filter(([, name]) => variables[name]?.trim()),
  );
  const merged = applyVariables(fileSettings, variables);
  const withVariables = settingsShapeProblems(merged, names, true);
  const rules = ruleProblems(merged, program);
  const lines = [...fromFile.lines, ...withVariables.lines, ...rules.lines];
  const settings = withVariables.settings;
  if (lines.length > 0 || !settings || !rules.profile) {
    const where =
      fromFile.lines.length === 0 && withVariables.lines.length > 0
        ? `${source} with the VITE_* variables applied`
        : source;
    throw new SettingsError(`Invalid carrier settings in ${where}:\n${lines.join('\n')}`);
  }
  const profile = rules.profile;
  return { profile, settings, source, kind: configPath ? 'file' : 'demo' };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `key` of an object, or undefined when the settings are not one there. */
const part = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

/**
 * The rules across fields (the profile against the settings), judged on the parts of the
 * settings that can be read even when others are wrong, so a file with shape errors learns of
 * these too in the same build (issue 37). A part that cannot be read is named by its shape line.
 */
function ruleProblems(
  settings: unknown,
  program: ProfileId | undefined,
): { profile: Profile | undefined; lines: string[] } {
  const named = v.safeParse(CarrierSettingsSchema.entries.program, part(settings, 'program'));
  if (!named.success) return { profile: undefined, lines: [] };
  if (program !== undefined && named.output !== program) {
    return {
      profile: undefined,
      lines: [`program: PROGRAM=${program} but the settings are for ${named.output}`],
    };
  }
  const profile = loadProfile(named.output);
  return {
    profile,
    lines: [
      ...deviceProblems(profile, part(settings, 'device')),
      ...serviceProblems(profile, part(part(settings, 'planCard'), 'service')),
      ...certificationProblems(profile, part(settings, 'certifications')),
    ],
  };
}

/** Lifeline has no device benefit: a carrier's own offer has none of the ACP's fields. */
function deviceProblems(profile: Profile, device: unknown): string[] {
  if (profile.benefit.device !== null || part(device, 'acp') === undefined) return [];
  return [
    `device.acp: ${profile.name.en} has no device benefit, so the device offer has no ACP device fields (consumer fee, delivery method, reimbursement)`,
  ];
}

/** D50: the plan names its service exactly when the program's amount depends on it. */
function serviceProblems(profile: Profile, service: unknown): string[] {
  const { byService } = profile.benefit;
  if (byService !== null && service === undefined) {
    const amounts = Object.entries(byService)
      .map(([key, amount]) => `${key} ($${amount.monthly.toFixed(2)} a month)`)
      .join(' or ');
    return [
      `planCard.service: missing: ${profile.nameInSentence.en} pays a different amount for each kind of service, so say which this plan is: ${amounts}`,
    ];
  }
  if (byService === null && service !== undefined) {
    return [
      `planCard.service: ${profile.nameInSentence.en} pays one amount whatever the service, so leave this out (given: ${JSON.stringify(service)})`,
    ];
  }
  return [];
}

/**
 * D46: a carrier's own wording replaces the profile's for every certification or for none, so
 * the agreement never mixes the FCC-approved text with our summary. D56: it may add statements
 * of its own, by ids the profile does not have (each in both languages, which the shape check
 * holds, and each initialled and recorded like the others). One line per certification of the
 * profile left out; an id of the carrier's own that is a near miss of one left out is named
 * as the typo it most likely is, once.
 */
function certificationProblems(profile: Profile, given: unknown): string[] {
  if (!isObject(given)) return [];
  const ids = profile.certifications.map((certification) => certification.id);
  const lines: string[] = [];
  const standsFor = new Set<string>();
  for (const key of Object.keys(given)) {
    if (ids.includes(key)) continue;
    const near = nearestKey(key, ids);
    if (!near || near in given || standsFor.has(near)) continue;
    standsFor.add(near);
    lines.push(
      `certifications.${key}: ${profile.nameInSentence.en} has no certification "${key}", and ${near} is missing: did you mean ${near}? (A statement of the carrier's own is added beside all of the profile's, never instead of one.)`,
    );
  }
  const count = ids.filter((id) => id in given).length;
  for (const certification of profile.certifications) {
    if (certification.id in given || standsFor.has(certification.id)) continue;
    lines.push(
      `certifications.${certification.id}: missing: the file gives the wording of ${count} of the ${ids.length} certifications, and must give all of them (or none, for the profile's own): this one covers "${certification.topic}"`,
    );
  }
  return lines;
}

/** Which wording the agreement's certifications are in, for the build's and the server's lines. */
export function certificationsInUse({
  settings,
  source,
}: Pick<BuildSettings, 'settings' | 'source'>): string {
  return settings.certifications === null
    ? "the project's own summary"
    : `the FCC-approved wording from ${basename(source)}`;
}
