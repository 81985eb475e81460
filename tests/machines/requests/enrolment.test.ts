// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enrolBody, transferBody } from '../../../machines/requests/enrolment';
import { parseCarrierSettings } from '../../../profiles/carrier-settings';
import { acpCarrier } from '../../../profiles/carriers/acp';
import {
  completeShipping,
  lookedUpInput,
  qualifiedInput,
  withFields,
} from '../../support/application-fixture';

const now = new Date(2026, 10, 21, 9, 5, 7);
/** The ACP demo carrier's tablet offer: its co-pay, value and ACP terms are A §9's. */
const acpDevice = parseCarrierSettings(acpCarrier).device;
const tablet = { id: 'TAB-1', name: 'Tab' };

/** A §3's saved enrolment data of the fixture's household: its mailing address ships. */
const rosa = {
  firstName: 'Rosa',
  lastName: 'Martinez-Luna',
  emailAddress: 'rosa.martinez@example.com',
  contactPhoneNumber: '5055550142',
  shippingAddress1: 'PO Box 2231',
  shippingAddress2: '',
  shippingCity: 'Albuquerque',
  shippingState: 'NM',
  state: 'NM',
  shippingZipcode: '87103',
  shippingCountry: 'US',
  dob: '03/09/1984',
  applicationId: 'A100',
};

describe('enrolment requests (provider-api.md), built from the answers when sent (D51)', () => {
  it('enrol with a tablet: the answers, acpCertInd, the tablet terms, consent time', () => {
    expect(
      enrolBody(
        { ...qualifiedInput, tablet },
        {
          now,
          timeZone: 'America/Chicago',
          resellerCode: 'PARTNER1',
          program: 'ACP',
          device: acpDevice,
        },
      ),
    ).toEqual({
      ...rosa,
      ebbpTribalBenefitFlag: '0',
      acpCertInd: '1',
      program: 'ACP',
      consentTimeZoneId: 10,
      consentDateTime: '2026-11-21 09:05:07',
      resellerCode: 'PARTNER1',
      // D57: no representative assisted.
      repNotAssisted: '1',
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
    expect(
      transferBody(qualifiedInput, {
        now,
        timeZone: undefined,
        resellerCode: null,
        program: 'ACP',
      }),
    ).toEqual({
      ...rosa,
      ebbpTribalBenefitFlag: '0',
      consentTimeZoneId: 87,
      consentDateTime: '2026-11-21 09:05:07',
      program: 'ACP',
      repNotAssisted: '1',
    });
  });

  it('sends an answer changed after the check, never the one the check was sent', () => {
    const moved = {
      ...qualifiedInput,
      application: {
        ...qualifiedInput.application,
        answers: withFields(qualifiedInput.application.answers, {
          contactAddress: '77 New Street',
          contactEmail: 'rosa.new@example.com',
        }),
      },
    };
    const body = enrolBody(moved, { now, timeZone: undefined, resellerCode: null, program: 'ACP' });
    expect(body).toMatchObject({
      shippingAddress1: '77 New Street',
      emailAddress: 'rosa.new@example.com',
    });
  });

  it('sends the details given on /ConfirmAddress in place of the answers’', () => {
    const changed = {
      ...qualifiedInput,
      shipping: { ...completeShipping, firstName: 'Rosalía', shippingAddress1: '9 Other Road' },
    };
    const body = transferBody(changed, {
      now,
      timeZone: undefined,
      resellerCode: null,
      program: 'ACP',
    });
    expect(body).toMatchObject({ firstName: 'Rosalía', shippingAddress1: '9 Other Road' });
  });

  it('with no answers in the tab (a status lookup), sends /ConfirmAddress’s details', () => {
    const body = transferBody(lookedUpInput, {
      now,
      timeZone: undefined,
      resellerCode: null,
      program: 'ACP',
    });
    expect(body).toMatchObject({ ...rosa, state: 'NM', applicationId: 'A100' });
  });

  it('claims the Tribal benefit for an applicant on Tribal lands (A §4, D25)', () => {
    const tribal = {
      ...qualifiedInput,
      application: {
        ...qualifiedInput.application,
        answers: { ...qualifiedInput.application.answers, tribalStatus: { checkTribal: true } },
      },
    };
    const env = { now, timeZone: undefined, resellerCode: null, program: 'ACP' as const };
    expect(enrolBody(tribal, env)).toMatchObject({ ebbpTribalBenefitFlag: '1' });
    const confirmed = {
      ...qualifiedInput,
      eligibility: { ...qualifiedInput.eligibility, tribalStatusConfirmed: true },
    };
    expect(transferBody(confirmed, env)).toMatchObject({ ebbpTribalBenefitFlag: '1' });
  });

  it('enrol for LIFELINE: no acpCertInd, tribalBenefitFlag, and of the device its id alone', () => {
    const payload = enrolBody(
      { ...qualifiedInput, tablet: { id: 'PHONE-1', name: 'Phone' } },
      { now, timeZone: 'America/Chicago', resellerCode: null, program: 'LIFELINE' },
    );
    expect(payload).toEqual({
      ...rosa,
      consentTimeZoneId: 10,
      consentDateTime: '2026-11-21 09:05:07',
      program: 'LIFELINE',
      tribalBenefitFlag: '0',
      repNotAssisted: '1',
      deviceId: 'PHONE-1',
    });
  });

  it('D57: an assisted enrolment or transfer carries the representative’s repId, never repNotAssisted', () => {
    const assisted = { ...qualifiedInput, representative: 'REP12345' };
    const env = { now, timeZone: undefined, resellerCode: null, program: 'LIFELINE' } as const;
    for (const payload of [enrolBody(assisted, env), transferBody(assisted, env)]) {
      expect(payload).toMatchObject({ repId: 'REP12345' });
      expect(payload).not.toHaveProperty('repNotAssisted');
    }
    // Unassisted (no representative, or the empty one a shift's end leaves): repNotAssisted.
    for (const representative of [undefined, '', '  ']) {
      const payload = transferBody({ ...qualifiedInput, representative }, env);
      expect(payload).toMatchObject({ repNotAssisted: '1' });
      expect(payload).not.toHaveProperty('repId');
    }
  });

  it('transfer for LIFELINE names the Tribal benefit as Lifeline does (D55)', () => {
    const payload = transferBody(qualifiedInput, {
      now,
      timeZone: undefined,
      resellerCode: null,
      program: 'LIFELINE',
    });
    expect(payload).toMatchObject({ tribalBenefitFlag: '0' });
    expect(payload).not.toHaveProperty('ebbpTribalBenefitFlag');
  });

  it('enrol for LIFELINE without a device sends no device field', () => {
    const payload = enrolBody(qualifiedInput, {
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
      enrolBody(
        { ...qualifiedInput, tablet },
        { now, timeZone: undefined, resellerCode: null, program: 'ACP', device: ownOffer },
      ),
    ).toThrow(/device\.acp/);
  });

  it('enrol for LIFELINE with the carrier’s own offer still sends its id alone', () => {
    const payload = enrolBody(
      { ...qualifiedInput, tablet: { id: 'PHONE-1', name: 'Phone' } },
      { now, timeZone: undefined, resellerCode: null, program: 'LIFELINE', device: acpDevice },
    );
    for (const field of ['paymentGateway', 'consumerFee', 'deviceCopay', 'marketValue']) {
      expect(payload).not.toHaveProperty(field);
    }
    expect(payload).toMatchObject({ deviceId: 'PHONE-1' });
  });
});
