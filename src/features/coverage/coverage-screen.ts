import { currentScreen } from '../../../machines/screen-route';
import type { EnrolmentSnapshot } from '../../lib/flow-context';

// What the coverage pages read of the machine, in one place: tags and screens, never a state
// path (issue 13 §3).

/** The zip page asks first whether to wipe the application in progress (D11). */
export const isConfirmingRestart = (snapshot: EnrolmentSnapshot) =>
  currentScreen(snapshot) === 'restartConfirm';
