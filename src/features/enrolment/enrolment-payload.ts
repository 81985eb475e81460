import type { SavedEnrolment, Tablet } from '../../../machines/flow-types';
import type { ApiProgram } from '../../../profiles/schema';
import { consentDateTime, consentTimeZoneId } from '../../lib/consent-time-zone';
import { acpDeviceFields, type DeviceOffer } from '../../shared/plans/tablet-terms';

export interface PayloadContext {
  now: Date;
  timeZone: string | undefined;
  resellerCode: string | null;
  /** The build's profile (provider-api.md, additions of 2026-11-24). */
  program: ApiProgram;
  /** The carrier's device offer (settings `device`): an ACP enrolment with it sends its terms. */
  device?: DeviceOffer | null;
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
  /** D41: the benefit qualifying person's `bqp*` fields, as the check sent them. */
  qualifyingPerson: Record<string, string> = {},
): Record<string, string | number> {
  if (context.program === 'LIFELINE') {
    const { ebbpTribalBenefitFlag: _acpName, ...rest } = buildTransferPayload(saved, context);
    return {
      ...rest,
      // The Tribal lands answer (or the verifier's confirmation): the $34.25 (D35, D50).
      tribalBenefitFlag: saved.ebbpTribalBenefitFlag,
      ...qualifyingPerson,
      ...(tablet ? { deviceId: tablet.id } : {}),
    };
  }
  const deviceFields = tablet ? acpDeviceFields(context.device ?? null, context.now) : null;
  if (tablet && !deviceFields) {
    throw new Error('An ACP enrolment with a device needs the offer’s ACP terms (device.acp)');
  }
  return {
    ...buildTransferPayload(saved, context),
    ...qualifyingPerson,
    acpCertInd: '1',
    ...(tablet ? { deviceId: tablet.id, ...deviceFields } : {}),
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
