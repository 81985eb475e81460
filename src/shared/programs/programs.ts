import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgramCode } from '../../../profiles/program-codes';

// The qualifying programs of A §3, in the order the provider lists them. Names are message
// descriptors so the About page can show the same list in either language.

// The codes themselves are the profiles' list (profiles/program-codes.ts); pages keep importing
// them from here beside the programs' names.
export { PROGRAM_CODES, type ProgramCode } from '../../../profiles/program-codes';

export interface Program {
  code: ProgramCode;
  name: MessageDescriptor;
  /** A line that helps someone tell whether this is their program. */
  hint?: MessageDescriptor;
}

export const PROGRAMS: readonly Program[] = [
  { code: 'E1', name: msg`Medicaid` },
  {
    code: 'E2',
    name: msg`SNAP`,
    hint: msg`Supplemental Nutrition Assistance Program, sometimes called food stamps`,
  },
  { code: 'E3', name: msg`Supplemental Security Income (SSI)` },
  { code: 'E4', name: msg`Federal Public Housing Assistance` },
  { code: 'E8', name: msg`Bureau of Indian Affairs General Assistance` },
  { code: 'E9', name: msg`Tribal TANF` },
  { code: 'E10', name: msg`Food Distribution Program on Indian Reservations (FDPIR)` },
  { code: 'E11', name: msg`Tribal Head Start (income-based)` },
  {
    code: 'E13',
    name: msg`Eligibility Based on Income`,
    hint: msg`Your household's yearly income is at or below 200% of the federal poverty guidelines`,
  },
  { code: 'E15', name: msg`Veterans Pension or Survivors Pension` },
  {
    code: 'E50',
    name: msg`Free and Reduced-Price School Lunch or Breakfast Program`,
    hint: msg`Including schools in the USDA Community Eligibility Provision`,
  },
  {
    code: 'E51',
    name: msg`Federal Pell Grant`,
    hint: msg`Received in the current award year`,
  },
  { code: 'E54', name: msg`WIC` },
];

/** The programs whose applicants name their school (E50) or college (E51). */
export const SCHOOL_PROGRAMS: readonly ProgramCode[] = ['E50', 'E51'];

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
