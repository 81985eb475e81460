import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  applyVariables,
  type CarrierSettings,
  type CarrierSettingsInput,
  parseCarrierSettings,
  type SettingVariables,
  VARIABLE_KEYS,
} from './carrier-settings.ts';
import { acpCarrier } from './carriers/acp.ts';
import { lifelineCarrier } from './carriers/lifeline.ts';
import { isProfileId, loadProfile } from './load-profile.ts';
import { PROFILE_IDS, type Profile, type ProfileId } from './schema.ts';
import { SettingsError } from './settings-problems.ts';

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
      `CARRIER_CONFIG ${path} is not valid JSON: ${(error as Error).message}`,
    );
  }
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
  // The file is checked on its own first, so a message names the file's field; then again with
  // the variables applied, so a bad VITE_* value is named too.
  const fromFile = parseCarrierSettings(fileSettings, source);
  // A key a variable set is named with the variable.
  const names = Object.fromEntries(
    Object.entries(VARIABLE_KEYS).filter(([, name]) => variables[name]?.trim()),
  );
  const settings = parseCarrierSettings(
    applyVariables(fromFile, variables),
    `${source} with the VITE_* variables applied`,
    names,
  );
  if (program !== undefined && settings.program !== program) {
    throw new SettingsError(
      `Invalid carrier settings in ${source}:\nprogram: PROGRAM=${program} but the settings are for ${settings.program}`,
    );
  }
  const profile = loadProfile(settings.program);
  if (profile.benefit.device === null && settings.device?.acp !== undefined) {
    throw new SettingsError(
      `Invalid carrier settings in ${source}:\ndevice.acp: ${profile.name.en} has no device benefit, so the device offer has no ACP device fields (consumer fee, delivery method, reimbursement)`,
    );
  }
  return { profile, settings, source, kind: configPath ? 'file' : 'demo' };
}
