import type { ProgramRules } from '../profiles/program-rules';
import { D7_YOUNGEST } from './answers/birth-date';

// The build's program profile reaches the machine as the actor's input (`programRules`, kept in
// the context), never as an import: scripts run the machine under plain tsx (DEC-116).

export type { ContactRules, HouseholdRules, ProgramRules } from '../profiles/program-rules';

/**
 * Who counts as an adult: D41's age under the profile, or 18 where it sets none (D7's youngest
 * birth year, and the FCC's "adult" of 47 CFR 54.400(h) and 54.1800(a)).
 */
export const adultAge = (rules: ProgramRules): number => rules.identity.age?.adult ?? D7_YOUNGEST;

/**
 * The rules of the default build's profile (D38), for an actor started without them: the
 * scripts and generated paths that run the machine alone. A test keeps them equal to the
 * ACP profile's.
 */
export const DEFAULT_PROGRAM_RULES: ProgramRules = {
  programCodes: [
    'E1',
    'E2',
    'E3',
    'E4',
    'E8',
    'E9',
    'E10',
    'E11',
    'E13',
    'E15',
    'E50',
    'E51',
    'E54',
  ],
  incomeRoute: 'E13',
  schoolProgramCodes: ['E50', 'E51'],
  certificationCount: 6,
  verifierLinks: { pageBeforeLeaving: false },
  legacyFormOffered: true,
  legacyProgramCodes: ['E1', 'E2', 'E3', 'E4', 'E15', 'E50', 'E51', 'E54'],
  // A §5: phone and e-mail required, any home address, no household worksheet.
  contact: {
    phoneAndEmailOptional: false,
    homeAddressNoPoBox: false,
    asksTemporaryAddress: false,
    questionsZipOfOtherState: false,
    homeAddressLines: false,
    questionsUnservedState: false,
  },
  household: { worksheet: false },
  // A §4, §5, §9 and D7 as they are (the ACP profile's identityRules).
  identity: {
    nameLength: { min: 2, max: 24 },
    middleName: false,
    tribalIdForSsn: false,
    age: null,
    benefitQualifyingPerson: false,
    tribalBenefitNeedsConfirmation: false,
    tribalLandsOnlyCodes: [],
  },
};

/** Whether a program asks the applicant to name a school or college. */
export function namesSchool(rules: ProgramRules, code: string): boolean {
  return rules.schoolProgramCodes.some((schoolCode) => schoolCode === code);
}
