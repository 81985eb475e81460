import { failureMessage, noticeText } from '../../lib/failure-message';
import {
  eligibilityStatusGuidance,
  enrolmentCodeGuidance,
  failureGuidance,
} from './failure-guidance';
import { GuidancePanel } from './guidance-panel';
import { ResolutionChecklist } from './resolution-checklist';

/**
 * DEC-150: what the pages use of the guidance, as the one module lazy-guidance.tsx imports
 * when a failure first needs it: one request chain and one list of chunks to preload, rather
 * than one per file.
 */
export const guidanceView = {
  tables: { eligibilityStatusGuidance, enrolmentCodeGuidance, failureGuidance },
  GuidancePanel,
  ResolutionChecklist,
  failureMessage,
  noticeText,
};
