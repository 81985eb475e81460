import type { SavedEnrolment, Tablet } from '../../../machines/flow-types';
import type { ApiProgram } from '../../../profiles/schema';
import { consentDateTime, consentTimeZoneId, usDateAfter } from '../../lib/consent-time-zone';
import { TABLET_TERMS } from '../../shared/plans/tablet-terms';

export interface PayloadContext {
  now: Date;
  timeZone: string | undefined;
  resellerCode: string | null;
  /** The build's profile (provider-api.md, additions of 2026-11-24). */
  program: ApiProgram;
}

/**
 * provider-api.md: the enrol (and verify) payload; with a tablet, its fields too. For LIFELINE
 * (additions of 2026-11-24): no `acpCertInd`, `tribalBenefitFlag` instead of
 * `ebbpTribalBenefitFlag`, and of the device only its `deviceId`.
 */
export function buildEnrolPayload(
  saved: SavedEnrolment,
  tablet: Tablet | null,
  context: PayloadContext,
): Record<string, string | number> {
  if (context.program === 'LIFELINE') {
    const { ebbpTribalBenefitFlag: _acpName, ...rest } = buildTransferPayload(saved, context);
    return {
      ...rest,
      tribalBenefitFlag: saved.ebbpTribalBenefitFlag,
      ...(tablet ? { deviceId: tablet.id } : {}),
    };
  }
  return {
    ...buildTransferPayload(saved, context),
    acpCertInd: '1',
    ...(tablet
      ? {
          deviceId: tablet.id,
          paymentGateway: TABLET_TERMS.paymentGateway,
          consumerFee: TABLET_TERMS.consumerFee,
          deviceCopay: TABLET_TERMS.deviceCopay,
          marketValue: TABLET_TERMS.marketValue,
          deviceDeliveryMethod: TABLET_TERMS.deviceDeliveryMethod,
          deviceReimbursementDate: usDateAfter(context.now, TABLET_TERMS.reimbursementDays),
        }
      : {}),
  };
}

/** provider-api.md: the transfer payload. */
export function buildTransferPayload(
  saved: SavedEnrolment,
  context: PayloadContext,
): Record<string, string | number> {
  const { ...data } = saved;
  return {
    ...data,
    shippingCountry: 'US',
    consentTimeZoneId: consentTimeZoneId(context.timeZone),
    consentDateTime: consentDateTime(context.now),
    program: context.program,
    ...(context.resellerCode ? { resellerCode: context.resellerCode } : {}),
  };
}
