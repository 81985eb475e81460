import type { EnrolmentContext } from '../../../machines/enrolment.machine';
import type { Tablet } from '../../../machines/flow-types';
import type { ShippingDetails } from '../../../machines/steps/shipping-details';

/** Complete details given on /ConfirmAddress: what an enrolment of application A12345678 sends. */
export const shippingDetails: ShippingDetails = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dob: '1985-03-09',
  emailAddress: 'ana.lopez@example.com',
  contactPhoneNumber: '5551234567',
  shippingAddress1: '12 Main Street',
  shippingAddress2: 'Apt 4',
  shippingCity: 'Albany',
  shippingState: 'NY',
  shippingZipcode: '12207',
};

export const tablet: Tablet = { id: 'TAB-1001', name: 'ACP Tablet 8in' };

/** A household that qualified (COMPLETE) and whose enrolment details are complete. */
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
    shipping: shippingDetails,
    tablet,
    ...overrides,
  };
}
