import type { ProgramCode } from './program-codes.ts';

// The two facts of a program profile that the enrolment machine checks again after the pages
// (DEC-116). Computed when the build serves `virtual:carrier-settings`, so the app hands the
// machine two small values rather than the programs' texts.

export interface ProgramRules {
  /** The qualifying programs whose applicants name their school or college. */
  schoolProgramCodes: readonly ProgramCode[];
  /** How many certifications the agreement has, each initialled. */
  certificationCount: number;
}

/** The rules of a profile, from the two parts of it they come from. */
export function programRules(
  qualifyingPrograms: readonly { code: ProgramCode; namesSchool?: boolean }[],
  certifications: readonly unknown[],
): ProgramRules {
  return {
    schoolProgramCodes: qualifyingPrograms
      .filter((program) => program.namesSchool === true)
      .map((program) => program.code),
    certificationCount: certifications.length,
  };
}
