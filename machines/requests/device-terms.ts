import type { CarrierSettings } from '../../profiles/carrier-settings';
import { usDateAfter } from './consent-time';

/** The carrier's device offer (`device` of the settings): name, co-pay, value, payment. */
export type DeviceOffer = NonNullable<CarrierSettings['device']>;

/**
 * A §9: the device fields an ACP enrolment sends with the tablet, from the offer's ACP terms.
 * None when the offer has no ACP terms: a program with no device benefit (Lifeline) sends the
 * carrier's own device by its `deviceId` alone (provider-api.md, additions of 2026-11-24).
 */
export function acpDeviceFields(
  offer: DeviceOffer | null,
  now: Date,
): Record<string, string | number> | null {
  if (!offer?.acp) return null;
  return {
    paymentGateway: offer.payment.gateway,
    consumerFee: offer.acp.consumerFee,
    deviceCopay: offer.copay,
    marketValue: offer.marketValue,
    deviceDeliveryMethod: offer.acp.deliveryMethod,
    deviceReimbursementDate: usDateAfter(now, offer.acp.reimbursementDays),
  };
}
