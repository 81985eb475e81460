import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { SavedEnrolment, Tablet } from '../../../machines/flow-types';

/** A complete A §3 saved enrolment, as the machine builds it after a COMPLETE answer. */
export const savedEnrolment: SavedEnrolment = {
  firstName: 'Ana',
  lastName: 'Lopez',
  emailAddress: 'ana.lopez@example.com',
  contactPhoneNumber: '5551234567',
  shippingAddress1: '12 Main Street',
  shippingAddress2: 'Apt 4',
  shippingCity: 'Albany',
  shippingState: 'NY',
  state: 'NY',
  shippingZipcode: '12207',
  shippingCountry: 'US',
  dob: '03/09/1985',
  applicationId: 'A12345678',
  ebbpTribalBenefitFlag: '0',
};

export const tablet: Tablet = { id: 'TAB-1001', name: 'ACP Tablet 8in' };

/** A household that qualified (COMPLETE) and whose saved data is complete. */
export function qualifiedContext(
  overrides: Partial<EnrolmentContext> = {},
): Partial<EnrolmentContext> {
  return {
    zipCode: '12207',
    coverage: { zipCode: '12207', state: 'NY', served: true },
    eligibility: {
      applicationId: 'A12345678',
      eligibilityCheckId: 'EC-ABCDEFGH23',
      tribalStatusConfirmed: false,
    },
    eligibilityStatus: 'COMPLETE',
    savedEnrolment,
    tablet,
    ...overrides,
  };
}
