// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCarrierSettings } from '../../../profiles/carrier-settings';
import { acpCarrier } from '../../../profiles/carriers/acp';
import {
  buildEnrolPayload,
  buildTransferPayload,
} from '../../../src/features/enrolment/enrolment-payload';
import { completeSaved } from '../../support/application-fixture';

const now = new Date(2026, 10, 21, 9, 5, 7);
/** The ACP demo carrier's tablet offer: its co-pay, value and ACP terms are A §9's. */
const acpDevice = parseCarrierSettings(acpCarrier).device;

describe('enrolment payloads (provider-api.md)', () => {
  it('enrol with a tablet: the saved data, acpCertInd, the tablet terms, consent time', () => {
    expect(
      buildEnrolPayload(
        completeSaved,
        { id: 'TAB-1', name: 'Tab' },
        {
          now,
          timeZone: 'America/Chicago',
          resellerCode: 'PARTNER1',
          program: 'ACP',
          device: acpDevice,
        },
      ),
    ).toEqual({
      ...completeSaved,
      shippingCountry: 'US',
      acpCertInd: '1',
      program: 'ACP',
      consentTimeZoneId: 10,
      consentDateTime: '2026-11-21 09:05:07',
      resellerCode: 'PARTNER1',
      deviceId: 'TAB-1',
      paymentGateway: 'stripe',
      consumerFee: 1,
      deviceCopay: 10.01,
      marketValue: 190,
      deviceDeliveryMethod: 'shipped',
      deviceReimbursementDate: '12/06/2026',
    });
  });

  it('transfer: no tablet fields, no acpCertInd, no reseller code when none is valid', () => {
    const payload = buildTransferPayload(completeSaved, {
      now,
      timeZone: undefined,
      resellerCode: null,
      program: 'ACP',
    });
    expect(payload).toEqual({
      ...completeSaved,
      shippingCountry: 'US',
      consentTimeZoneId: 87,
      consentDateTime: '2026-11-21 09:05:07',
      program: 'ACP',
    });
  });

  it('enrol for LIFELINE: no acpCertInd, tribalBenefitFlag, and of the device its id alone', () => {
    const payload = buildEnrolPayload(
      { ...completeSaved, ebbpTribalBenefitFlag: '1' },
      { id: 'PHONE-1', name: 'Phone' },
      { now, timeZone: 'America/Chicago', resellerCode: null, program: 'LIFELINE' },
    );
    const { ebbpTribalBenefitFlag: _acpName, ...saved } = completeSaved;
    expect(payload).toEqual({
      ...saved,
      shippingCountry: 'US',
      consentTimeZoneId: 10,
      consentDateTime: '2026-11-21 09:05:07',
      program: 'LIFELINE',
      tribalBenefitFlag: '1',
      deviceId: 'PHONE-1',
    });
  });

  it('enrol for LIFELINE without a device sends no device field', () => {
    const payload = buildEnrolPayload(completeSaved, null, {
      now,
      timeZone: undefined,
      resellerCode: null,
      program: 'LIFELINE',
    });
    expect(payload).not.toHaveProperty('deviceId');
    expect(payload).not.toHaveProperty('acpCertInd');
    expect(payload).not.toHaveProperty('ebbpTribalBenefitFlag');
    expect(payload).toMatchObject({ program: 'LIFELINE', tribalBenefitFlag: '0' });
  });

  it('enrol for ACP with a device but no ACP terms is refused before anything is sent', () => {
    const { acp: _terms, ...ownOffer } = acpDevice ?? ({} as NonNullable<typeof acpDevice>);
    expect(() =>
      buildEnrolPayload(
        completeSaved,
        { id: 'TAB-1', name: 'Tab' },
        { now, timeZone: undefined, resellerCode: null, program: 'ACP', device: ownOffer },
      ),
    ).toThrow(/device\.acp/);
  });

  it('enrol for LIFELINE with the carrier’s own offer still sends its id alone', () => {
    const payload = buildEnrolPayload(
      completeSaved,
      { id: 'PHONE-1', name: 'Phone' },
      { now, timeZone: undefined, resellerCode: null, program: 'LIFELINE', device: acpDevice },
    );
    for (const field of ['paymentGateway', 'consumerFee', 'deviceCopay', 'marketValue']) {
      expect(payload).not.toHaveProperty(field);
    }
    expect(payload).toMatchObject({ deviceId: 'PHONE-1' });
  });
});
