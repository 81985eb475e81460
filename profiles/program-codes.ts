// The National Verifier's program codes (A §3, D36), in the order the provider lists them. Plain
// data with no valibot, so a page can import the list without the profile schema.
export const PROGRAM_CODES = [
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
] as const;

export type ProgramCode = (typeof PROGRAM_CODES)[number];
