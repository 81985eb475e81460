import type { CoverageAnswer, WaitlistEntry } from '../../../../machines/flow-types';
import { checkCoverage } from '../../../features/coverage/check-coverage';
import { joinWaitlist } from '../../../features/coverage/join-waitlist';

// The zip page's calls: is the area served, and if not, the waitlist.
export const coverageCalls = {
  checkCoverage: (input: { zipCode: string }): Promise<CoverageAnswer> =>
    checkCoverage(input.zipCode),
  joinWaitlist: (input: WaitlistEntry): Promise<void> => joinWaitlist(input),
};
