// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildEnrolPayload,
  buildTransferPayload,
} from '../../../src/features/enrolment/enrolment-payload';
import { completeSaved } from '../../machines/fixtures';

const now = new Date(2026, 10, 21, 9, 5, 7);

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
        },
      ),
    ).toEqual({
      ...completeSaved,
      shippingCountry: 'US',
      acpCertInd: '1',
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
    });
    expect(payload).toEqual({
      ...completeSaved,
      shippingCountry: 'US',
      consentTimeZoneId: 87,
      consentDateTime: '2026-11-21 09:05:07',
    });
  });
});
