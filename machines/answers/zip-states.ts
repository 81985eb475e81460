import { isZipCode } from './patterns';
import type { StateCode } from './state-codes';

// Which state a zip code belongs to: the coverage check asks the provider about that state
// (B §4), and step 2 questions a home address whose zip code is another state's (D43). Plain
// data, so the machine's schema and the app read the same table.

// Source: USPS 3-digit ZIP prefix allocation (National Five-Digit ZIP Code and Post Office
// Directory), refined to 5 digits where a territory shares a prefix with HI or the 969 Pacific block.
// Military prefixes (090–099 AE, 340 AA, 962–966 AP) are deliberately absent: those addresses
// are not eligible and must fall through to the "sorry" page.
export const ZIP_STATE_ROWS: readonly (readonly [
  zipMin: number,
  zipMax: number,
  shortcode: StateCode,
])[] = [
  [500, 599, 'NY'], // 005 Holtsville IRS
  [600, 799, 'PR'],
  [800, 899, 'VI'],
  [900, 999, 'PR'],
  [1000, 2799, 'MA'],
  [2800, 2999, 'RI'],
  [3000, 3899, 'NH'],
  [3900, 4999, 'ME'],
  [5000, 5499, 'VT'],
  [5500, 5599, 'MA'], // 055 Andover IRS
  [5600, 5999, 'VT'],
  [6000, 6999, 'CT'],
  [7000, 8999, 'NJ'],
  [10000, 14999, 'NY'],
  [15000, 19699, 'PA'],
  [19700, 19999, 'DE'],
  [20000, 20099, 'DC'],
  [20100, 20199, 'VA'], // 201 Dulles
  [20200, 20599, 'DC'],
  [20600, 21999, 'MD'],
  [22000, 24699, 'VA'],
  [24700, 26899, 'WV'],
  [27000, 28999, 'NC'],
  [29000, 29999, 'SC'],
  [30000, 31999, 'GA'],
  [32000, 33999, 'FL'],
  [34100, 34999, 'FL'],
  [35000, 36999, 'AL'],
  [37000, 38599, 'TN'],
  [38600, 39799, 'MS'],
  [39800, 39999, 'GA'],
  [40000, 42799, 'KY'],
  [43000, 45999, 'OH'],
  [46000, 47999, 'IN'],
  [48000, 49999, 'MI'],
  [50000, 52899, 'IA'],
  [53000, 54999, 'WI'],
  [55000, 56799, 'MN'],
  [56900, 56999, 'DC'], // 569 parcel return service
  [57000, 57799, 'SD'],
  [58000, 58899, 'ND'],
  [59000, 59999, 'MT'],
  [60000, 62999, 'IL'],
  [63000, 65899, 'MO'],
  [66000, 67999, 'KS'],
  [68000, 69399, 'NE'],
  [70000, 71499, 'LA'],
  [71600, 72999, 'AR'],
  [73000, 73199, 'OK'],
  [73300, 73399, 'TX'], // 733 Austin IRS
  [73400, 74999, 'OK'],
  [75000, 79999, 'TX'],
  [80000, 81699, 'CO'],
  [82000, 83199, 'WY'],
  [83200, 83899, 'ID'],
  [84000, 84799, 'UT'],
  [85000, 86599, 'AZ'],
  [87000, 88499, 'NM'],
  [88500, 88599, 'TX'], // 885 El Paso
  [88900, 89899, 'NV'],
  [90000, 96199, 'CA'],
  [96700, 96798, 'HI'],
  [96799, 96799, 'AS'],
  [96800, 96899, 'HI'],
  [96910, 96932, 'GU'],
  [96940, 96940, 'PW'],
  [96941, 96944, 'FM'],
  [96950, 96952, 'MP'],
  [96960, 96960, 'MH'],
  [96970, 96970, 'MH'],
  [97000, 97999, 'OR'],
  [98000, 99499, 'WA'],
  [99500, 99999, 'AK'],
];

/** The state whose range holds a 5-digit zip code; null for another shape or no range. */
export function stateOfZip(zip: string): StateCode | null {
  if (!isZipCode(zip)) return null;
  const value = Number(zip);
  const row = ZIP_STATE_ROWS.find(([zipMin, zipMax]) => value >= zipMin && value <= zipMax);
  return row ? row[2] : null;
}
