import { acpProfile } from './acp.ts';
import { lifelineProfile } from './lifeline.ts';
import { PROFILE_IDS, type Profile, type ProfileId, parseProfile } from './schema.ts';

// Every profile the build can select with PROGRAM (issue 17 §6). Plain data: importable from
// machines/, src/ and sandbox/ alike.

const PROFILES: Record<ProfileId, unknown> = { acp: acpProfile, lifeline: lifelineProfile };

export function isProfileId(value: string): value is ProfileId {
  return (PROFILE_IDS as readonly string[]).includes(value);
}

/** The profile `id`, validated: a wrong profile throws an error naming every wrong field. */
export function loadProfile(id: ProfileId): Profile {
  const profile = parseProfile(PROFILES[id]);
  if (profile.id !== id) throw new Error(`Profile ${id} says its id is ${profile.id}`);
  return profile;
}
