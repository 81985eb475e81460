import type { ProgramCode } from './program-codes.ts';

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
  /** D48: a page before the browser leaves for the National Verifier (the profile's key). */
  verifierLinks: { pageBeforeLeaving: boolean };
  /** D47: whether the short legacy form is offered; if not, its URLs open the application. */
  legacyFormOffered: boolean;
}

/** The rules of a profile, from the parts of it they come from. */
export function programRules(
  qualifyingPrograms: readonly { code: ProgramCode; namesSchool?: boolean }[],
  incomeRoute: ProgramCode,
  certifications: readonly unknown[],
  legacyForm: { offered: boolean },
  // Optional, so rules built without it are the ACP's (A §4: no such page).
  verifierLinks: { pageBeforeLeaving: boolean } = { pageBeforeLeaving: false },
): ProgramRules {
  return {
    programCodes: qualifyingPrograms.map((program) => program.code),
    incomeRoute,
    schoolProgramCodes: qualifyingPrograms
      .filter((program) => program.namesSchool === true)
      .map((program) => program.code),
    certificationCount: certifications.length,
    verifierLinks: { pageBeforeLeaving: verifierLinks.pageBeforeLeaving },
    legacyFormOffered: legacyForm.offered,
  };
}
