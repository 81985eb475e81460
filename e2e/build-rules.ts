import type { ProfileId } from '../profiles/schema';
import { settingsModule } from '../tests/support/settings-module';

/** The build's profile, as `PROGRAM` names it (playwright.lifeline.config.ts sets lifeline). */
export const BUILD_PROGRAM = (process.env.PROGRAM || 'acp') as ProfileId;

/** The build's rules, which decide which fields each form asks (tests/fill/list-fills.ts). */
export const BUILD_RULES = settingsModule(BUILD_PROGRAM).programRules;
