import type { ProgramRules } from '../machines/program-rules';
import type { ProfileId } from '../profiles/schema';
import { settingsModule } from '../tests/support/settings-module';

/**
 * The build's profile, as `PROGRAM` names it (playwright.lifeline.config.ts sets lifeline),
 * read when asked: scripts/flow-walk.ts sets it after this module has loaded.
 */
export const buildProgram = (): ProfileId => (process.env.PROGRAM || 'acp') as ProfileId;

const rules = new Map<ProfileId, ProgramRules>();

/** The build's rules, which decide which fields each form asks (tests/fill/list-fills.ts). */
export function buildRules(): ProgramRules {
  const program = buildProgram();
  const known = rules.get(program) ?? settingsModule(program).programRules;
  rules.set(program, known);
  return known;
}

export const BUILD_PROGRAM = buildProgram();
export const BUILD_RULES = buildRules();
