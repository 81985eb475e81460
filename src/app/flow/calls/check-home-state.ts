import type { CoverageAnswer } from '../../../../machines/flow-types';
import { checkSupportedState } from './check-coverage';

// `checkHomeState` (D58): GET /public/acp_supported_state/{ST} for the home state step 2 was
// answered with, when the zip page did not already find it served. The same question as the
// zip page's, asked of the state chosen rather than of a zip code's (the two may differ, D43).

export async function checkHomeState(input: {
  zipCode: string;
  state: string;
}): Promise<CoverageAnswer> {
  return {
    zipCode: input.zipCode,
    state: input.state,
    served: await checkSupportedState(input.state),
  };
}
