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
  /** D48: a page before the browser leaves for the National Verifier (the profile's key). */
  verifierLinks: { pageBeforeLeaving: boolean };
  /** D47: whether the short legacy form is offered; if not, its URLs open the application. */
  legacyFormOffered: boolean;
  /**
   * The programs the short form offers, in the provider's order: those that qualify a household
   * by themselves. Not the income route (a route, not a program), nor a program that counts only
   * on Tribal lands, which the short form never asks about.
   */
  legacyProgramCodes: readonly ProgramCode[];
  /** Step 2: how the contact details and the home address are asked (D42, D43). */
  contact: ContactRules;
  /** Step 3: the household's questions (D44). */
  household: HouseholdRules;
  /** Who may apply and how they say who they are (D40, D41, D45). */
  identity: IdentityProgramRules;
}

/** Step 2's rules (profile `contactRules`); all false is A §5 (the ACP). */
export interface ContactRules {
  /** D42: phone and e-mail are each asked "if you have one": both may be left empty. */
  phoneAndEmailOptional: boolean;
  /** D43: the home address cannot be a P.O. box (the mailing address may be one). */
  homeAddressNoPoBox: boolean;
  /** D43: "Is this a temporary address?", sent at enrolment as `primaryPermanentAddressFlag`. */
  asksTemporaryAddress: boolean;
  /** D43: a home zip code of another state than the one chosen is questioned, naming both. */
  questionsZipOfOtherState: boolean;
  /**
   * D52: a second line for the home and mailing addresses, a Puerto Rico home's urbanization,
   * and the home address (`primary*`) sent with the enrolment and the transfer.
   */
  homeAddressLines: boolean;
  /** D58: a home state the carrier does not serve is questioned on step 2 (D49's links). */
  questionsUnservedState: boolean;
}

/** Step 3's rules (profile `householdRules`); false is A §5 (the ACP): two questions, initials. */
export interface HouseholdRules {
  /**
   * D44, the FCC's household worksheet (Form 5631): "do you share money with that adult?"
   * after "do they get the benefit?"; sharing with an adult who gets it stops the application
   * (the household has its one benefit), not sharing is a separate household the applicant
   * initials, sent at enrolment as `iehFlag` with `iehCertificationDate`.
   */
  worksheet: boolean;
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
  qualifyingPrograms: readonly {
    code: ProgramCode;
    namesSchool?: boolean;
    tribalLandsOnly?: boolean;
  }[],
  incomeRoute: ProgramCode,
  certifications: readonly unknown[],
  legacyForm: { offered: boolean },
  steps: { contact: ContactRules; household: HouseholdRules },
  // Optional, so rules built without it are the ACP's (A §4: no such page).
  verifierLinks: { pageBeforeLeaving: boolean } = { pageBeforeLeaving: false },
): Omit<ProgramRules, 'identity'> {
  return {
    programCodes: qualifyingPrograms.map((program) => program.code),
    incomeRoute,
    schoolProgramCodes: qualifyingPrograms
      .filter((program) => program.namesSchool === true)
      .map((program) => program.code),
    certificationCount: certifications.length,
    verifierLinks: { pageBeforeLeaving: verifierLinks.pageBeforeLeaving },
    legacyFormOffered: legacyForm.offered,
    legacyProgramCodes: qualifyingPrograms
      .filter((program) => program.code !== incomeRoute && program.tribalLandsOnly !== true)
      .map((program) => program.code),
    contact: {
      phoneAndEmailOptional: steps.contact.phoneAndEmailOptional,
      homeAddressNoPoBox: steps.contact.homeAddressNoPoBox,
      asksTemporaryAddress: steps.contact.asksTemporaryAddress,
      questionsZipOfOtherState: steps.contact.questionsZipOfOtherState,
      homeAddressLines: steps.contact.homeAddressLines,
      questionsUnservedState: steps.contact.questionsUnservedState,
    },
    household: { worksheet: steps.household.worksheet },
  };
}
