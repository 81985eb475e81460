import { fromPromise } from 'xstate';
import type { CoverageAnswer, WaitlistEntry } from '../../../machines/flow-types';
import { checkCoverage } from '../../features/coverage/check-coverage';
import { joinWaitlist } from '../../features/coverage/join-waitlist';

/** The machine's invoked calls, bound to the real provider API. */
export const enrolmentActors = {
  checkCoverage: fromPromise<CoverageAnswer, { zipCode: string }>(({ input }) =>
    checkCoverage(input.zipCode),
  ),
  joinWaitlist: fromPromise<void, WaitlistEntry>(({ input }) => joinWaitlist(input)),
};
