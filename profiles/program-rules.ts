import type { ProgramCode } from './program-codes.ts';
import type { IdentityRules } from './schema.ts';

// The facts of a program profile that the enrolment machine checks an answer by (DEC-116,
// DEC-171). Computed when the build serves `virtual:carrier-settings`, so the app hands the
// machine a few small values rather than the programs' texts.

export interface ProgramRules {
  /** The profile's qualifying programs, the income route among them. */
  programCodes: readonly ProgramCode[];
  /** The income route's code (E13): a route, not a program. */
  incomeRoute: ProgramCode;
  /** The qualifying programs whose applicants name their school or college. */
  schoolProgramCodes: readonly ProgramCode[];
  /** How many certifications the agreement has, each initialled. */
  certificationCount: number;
  /** Who may apply and how they say who they are (D40, D41, D45). */
  identity: IdentityProgramRules;
}

/** The profile's `identityRules`, with the programs that need Tribal lands by their codes. */
export interface IdentityProgramRules extends Omit<IdentityRules, 'tribalLandsOnlyEnforced'> {
  /** D45: the programs that qualify only a household on Tribal lands; none where not enforced. */
  tribalLandsOnlyCodes: readonly ProgramCode[];
}

/** The identity rules of a profile: its `identityRules` and its Tribal-lands-only programs. */
export function identityProgramRules(
  { tribalLandsOnlyEnforced, ...rules }: IdentityRules,
  qualifyingPrograms: readonly { code: ProgramCode; tribalLandsOnly: boolean }[],
): IdentityProgramRules {
  return {
    ...rules,
    tribalLandsOnlyCodes: tribalLandsOnlyEnforced
      ? qualifyingPrograms
          .filter((program) => program.tribalLandsOnly)
          .map((program) => program.code)
      : [],
  };
}

/** The rules of a profile, from the parts of it they come from. */
export function programRules(
  qualifyingPrograms: readonly { code: ProgramCode; namesSchool?: boolean }[],
  incomeRoute: ProgramCode,
  certifications: readonly unknown[],
): Omit<ProgramRules, 'identity'> {
  return {
    programCodes: qualifyingPrograms.map((program) => program.code),
    incomeRoute,
    schoolProgramCodes: qualifyingPrograms
      .filter((program) => program.namesSchool === true)
      .map((program) => program.code),
    certificationCount: certifications.length,
  };
}
