// The 59 codes of the app's state selector (A §3): 50 states, DC and 8 territories. The
// sandbox refuses what the app could never send, from the app's own list.
import { isStateCode } from '../machines/answers/state-codes.ts';

export function isUsStateCode(code: string): boolean {
  return isStateCode(code);
}
