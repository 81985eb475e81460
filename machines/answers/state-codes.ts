// The 59 codes of the state selectors (A §3): the 50 states, DC, and the territories and
// freely associated states. src/shared/address/us-states.ts names them (a test holds the two
// lists equal); an answer's state must be one of these.
export const STATE_CODES = [
  'AL',
  'AK',
  'AS',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FM',
  'FL',
  'GA',
  'GU',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MH',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'MP',
  'OH',
  'OK',
  'OR',
  'PW',
  'PA',
  'PR',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VI',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** A USPS code of one of the 59. */
export type StateCode = (typeof STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(STATE_CODES);

export function isStateCode(value: string): boolean {
  return CODES.has(value);
}
