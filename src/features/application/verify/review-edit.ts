import { requestFieldFocus } from '../../../lib/field-focus';
import type { EnrolmentActor } from '../../../lib/flow-context';
import type { ReviewRow } from './review-rows';

/**
 * The field each review row's Edit changes, on its step's page: an element id, or a radio
 * group's name (its chosen option takes focus). Rows not listed land on the step's heading.
 */
const ROW_FIELDS: Readonly<Record<string, string>> = {
  name: 'firstName',
  dob: 'dob-month',
  ssn4: 'ssn4',
  idNumber: 'idType',
  emancipatedMinor: 'emancipatedMinor',
  language: 'language',
  phone: 'contactPhoneNumber',
  email: 'contactEmail',
  home: 'address',
  mailing: 'contactAddress',
  program: 'eligibilityProgramCode',
  qualifyingPerson: 'qualifyingPerson',
  bqpName: 'bqpFirstName',
  bqpDob: 'bqpDob-month',
  bqpNumber: 'bqpIdType',
  householdSize: 'adults',
  income: 'amount',
  tribal: 'checkTribal',
};

/** Issue 16: "Edit phone number" opens the contact step with the phone field focused. */
export function editReviewRow(send: EnrolmentActor['send'], row: ReviewRow): void {
  const field = row.focus ?? ROW_FIELDS[row.id];
  if (field) requestFieldFocus(field);
  send({ type: 'review.edit', step: row.step });
}
