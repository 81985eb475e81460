import { stateOfZip, ZIP_STATE_ROWS } from '../../../machines/answers/zip-states';
import { type StateCode, stateName } from '../../shared/address/us-states';

// The USPS ranges live with the machine's rules (machines/answers/zip-states.ts): step 2's
// schema questions a home zip code of another state (D43) with the same table.

export interface ZipRange {
  id: number;
  statename: string;
  shortcode: StateCode;
  zipMin: number;
  zipMax: number;
}

export const ZIP_RANGES: readonly ZipRange[] = ZIP_STATE_ROWS.map(
  ([zipMin, zipMax, shortcode], index) => ({
    id: index + 1,
    statename: stateName(shortcode),
    shortcode,
    zipMin,
    zipMax,
  }),
);

export function stateForZip(zip: string): StateCode | null {
  return stateOfZip(zip);
}
