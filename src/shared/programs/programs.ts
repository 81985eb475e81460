import { incomeRule, qualifyingPrograms } from 'virtual:carrier-settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgramCode } from '../../../profiles/program-codes';
import type { Text } from '../../../profiles/schema';
import { profileTextIn } from '../../i18n/profile-text';

// The build's qualifying programs (A §3, D36), read from the profile (DEC-115): their names and
// hints are the profile's `{ en, es }` texts, so no program's name is a message of the catalogs.

// The codes themselves are the profiles' list (profiles/program-codes.ts); pages keep importing
// them from here beside the programs' names.
export { PROGRAM_CODES, type ProgramCode } from '../../../profiles/program-codes';

export interface Program {
  code: ProgramCode;
  name: Text;
  /** A line that helps someone tell whether this is their program. */
  hint?: Text;
  /** Counts only for households on qualifying Tribal lands (D36). */
  tribalLandsOnly: boolean;
  /** The applicant names their school or college. */
  namesSchool: boolean;
}

/** The profile's programs, in the order the provider lists them. */
export const PROGRAMS: readonly Program[] = qualifyingPrograms;

/** The income route's code (E13 in both profiles): a route, not a program. */
export const INCOME_ROUTE: ProgramCode = incomeRule.code;

/** The programs that count only on qualifying Tribal lands. */
export const TRIBAL_LANDS_PROGRAMS: readonly ProgramCode[] = PROGRAMS.filter(
  (program) => program.tribalLandsOnly,
).map((program) => program.code);

/** The programs whose applicants name their school or college. */
export const SCHOOL_PROGRAMS: readonly ProgramCode[] = PROGRAMS.filter(
  (program) => program.namesSchool,
).map((program) => program.code);

/** A program's name in `locale`, or null when the profile has no such program. */
export function programName(code: string, locale: string): string | null {
  const program = PROGRAMS.find((candidate) => candidate.code === code);
  return program ? profileTextIn(program.name, locale) : null;
}

/** E4's sub-choices: the `publicHousingCode` of A §3. */
export const PUBLIC_HOUSING_CODES = ['1', '2', '3', '4'] as const;

export type PublicHousingCode = (typeof PUBLIC_HOUSING_CODES)[number];

export const PUBLIC_HOUSING_PROGRAMS: readonly {
  code: PublicHousingCode;
  name: MessageDescriptor;
}[] = [
  { code: '1', name: msg`Housing Choice Voucher program` },
  { code: '2', name: msg`Project-Based Rental Assistance` },
  { code: '3', name: msg`Public Housing` },
  {
    code: '4',
    name: msg`Affordable Housing Programs for American Indians, Alaska Natives or Native Hawaiians`,
  },
];
