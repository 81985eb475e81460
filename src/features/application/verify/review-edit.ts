import { requestFieldFocus } from '../../../lib/field-focus';
import type { EnrolmentActor } from '../../../lib/flow-context';
import type { ReviewRow } from './review-sections';

/** Issue 16: "Edit phone number" opens the contact step with the phone field focused. */
export function editReviewRow(send: EnrolmentActor['send'], row: ReviewRow): void {
  if (row.focus) requestFieldFocus(row.focus);
  send({ type: 'review.edit', step: row.step });
}
