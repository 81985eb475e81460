import type { HomeAddress } from '../../sandbox/home-address.ts';

export const ONE_HOME_ZIP = '57770';
const home = (address1: string, address2 = '', zipCode = ONE_HOME_ZIP): HomeAddress => ({
  address1,
  address2,
  zipCode,
});

/** One home, as people type it (issue 37: 16 of 31 such spellings passed as other homes). */
export const ONE_HOME_SPELLINGS: readonly HomeAddress[] = [
  home('1420 Saint Paul Street Northeast, Apartment 4B'),
  home('1420 St Paul St NE Apt 4B'),
  home('1420 ST. PAUL ST. N.E. APT. 4B'),
  home('1420 st paul st ne apt 4b'),
  home('1420 Saint Paul St N.E. # 4B'),
  home('1420 Saint Paul St N E #4B'),
  home('1420 Saint Paul St North East Unit 4B'),
  home('1420 Saint Paul Str NE Apt 4-B'),
  home('1420 Saint Paul Strt NE Apt 4 B'),
  home('01420 Saint Paul Street NE Apt 4B'),
  // The street type left out.
  home('1420 Saint Paul NE Apt 4B'),
  home('1420 St. Paul N.E., Apt 4B'),
  // A "c/o" (or "Attn") part names a person, not a place.
  home('c/o Maria Lopez, 1420 Saint Paul St NE Apt 4B'),
  home('1420 Saint Paul Street Northeast Apt 4B c/o Lopez family'),
  home('1420 St Paul St NE Apt 4B', 'c/o Maria Lopez'),
  home('Attn: Maria, 1420 St Paul St NE Apt 4B'),
  // The unit on the second line, or first.
  home('1420 Saint Paul St NE', 'Apt 4B'),
  home('1420 Saint Paul St NE', '#4B'),
  home('1420 Saint Paul St NE', 'Apartment 4-B'),
  home('Apt 4B, 1420 Saint Paul St NE'),
  // Spacing, punctuation, case.
  home('1420  Saint   Paul  Street   NE   Apt  4B'),
  home('1420 Saint-Paul Street NE Apt 4B'),
  home('1420 Saint Paul St. NE, Apt. 4B.'),
  home('1420 SAINT PAUL ST NORTHEAST APARTMENT 4B'),
  // Other unit words for the same door.
  home('1420 Saint Paul Street NE Suite 4B'),
  home('1420 Saint Paul Street NE Ste 4B'),
  home('1420 Saint Paul Street NE Apt #4B'),
  home('1420 Saint Paul Street NE No. 4B'),
  home('1420 Saint Paul Street NE Rm 4B'),
  // Characters that look the same.
  home('\uff11\uff14\uff12\uff10 Saint Paul Street NE Apt 4B'), // full-width digits
  home('1420 S\u0430int P\u0430ul Street NE Apt 4B'), // Cyrillic а
  home('1420 Saint Paul\u200b Street NE Apt 4B'), // a zero-width space
  home('1420 Saint Paul Street NE Apartment No. 4B'),
];
