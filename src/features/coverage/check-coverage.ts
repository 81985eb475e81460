import type { CoverageAnswer } from '../../../machines/flow-types';
import { checkSupportedState } from '../../api/check-supported-state';
import { stateForZip } from './zip-ranges';

/** B §4: zip → state through the USPS ranges, then ask the provider about that state. */
export async function checkCoverage(
  zipCode: string,
  isSupported: (state: string) => Promise<boolean> = checkSupportedState,
): Promise<CoverageAnswer> {
  const state = stateForZip(zipCode);
  if (state === null) return { zipCode, state: null, served: false };
  return { zipCode, state, served: await isSupported(state) };
}
