/** A §9: the tablet's terms, shown by the enrolment step and the static samples, sent on enrol. */
export const TABLET_TERMS = {
  deviceCopay: 10.01,
  consumerFee: 1,
  marketValue: 190,
  deviceDeliveryMethod: 'shipped',
  paymentGateway: 'stripe',
  reimbursementDays: 15,
} as const;
