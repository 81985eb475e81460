// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acpDeviceFields } from '../../../machines/requests/device-terms';
import { dataLineParts } from '../../../src/shared/plans/plan-card-text';

describe('dataLineParts', () => {
  it('puts the amount first when the label does not place it', () => {
    expect(dataLineParts('per month')).toEqual({ before: '', after: ' per month' });
  });

  it('puts the amount where the label says {amount}', () => {
    expect(dataLineParts('Datos {amount}')).toEqual({ before: 'Datos ', after: '' });
    expect(dataLineParts('up to {amount} a month')).toEqual({
      before: 'up to ',
      after: ' a month',
    });
  });
});

describe('the device offer’s terms', () => {
  const offer = {
    name: 'Tab',
    copay: 10.01,
    marketValue: 190,
    payment: { gateway: 'stripe' as const, description: { en: 'a', es: 'b' } },
    deliveryTime: null,
  };

  it('sends A §9’s fields only for an offer with ACP terms', () => {
    const now = new Date(2026, 10, 21);
    expect(acpDeviceFields(offer, now)).toBeNull();
    expect(acpDeviceFields(null, now)).toBeNull();
    expect(
      acpDeviceFields(
        { ...offer, acp: { consumerFee: 1, deliveryMethod: 'shipped', reimbursementDays: 15 } },
        now,
      ),
    ).toEqual({
      paymentGateway: 'stripe',
      consumerFee: 1,
      deviceCopay: 10.01,
      marketValue: 190,
      deviceDeliveryMethod: 'shipped',
      deviceReimbursementDate: '12/06/2026',
    });
  });
});
