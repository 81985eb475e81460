// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legacyCheckBody } from '../../../machines/requests/legacy-check';
import { fullLegacy } from '../../machines/legacy-fixtures';

const extra = {
  carrierUrl: 'https://app.example/ACPEligibilityCheck',
  resellerCode: null,
  program: 'ACP',
} as const;

describe('the short form’s eligibility payload (B §7)', () => {
  it('sends the personal data, the SSN digits and carrierUrl; empty fields left out', () => {
    expect(legacyCheckBody(fullLegacy, extra)).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      dob: '1980-04-09',
      address: '12 Main St',
      city: 'Springfield',
      state: 'NY',
      zipCode: '10001',
      contactEmail: 'ana@example.com',
      contactPhoneNumber: '2125550100',
      contactAddress: '12 Main St',
      contactCity: 'Springfield',
      contactState: 'NY',
      contactZipCode: '10001',
      eligibilityProgramCode: 'E1',
      consentInd: 'Y',
      ssn4: '1011',
      carrierUrl: 'https://app.example/ACPEligibilityCheck',
      program: 'ACP',
      // D57: the short form is never assisted.
      repNotAssisted: '1',
    });
  });

  it('names the build’s program, LIFELINE under the Lifeline profile', () => {
    expect(legacyCheckBody(fullLegacy, { ...extra, program: 'LIFELINE' })).toMatchObject({
      program: 'LIFELINE',
    });
  });

  it('sends a document’s number as alternateId instead of the SSN digits, and a valid reseller code', () => {
    const payload = legacyCheckBody(
      {
        ...fullLegacy,
        contact: { contactEmail: 'ana@example.com', contactPhoneNumber: '' },
        program: { inProgram: false, eligibilityProgramCode: '' },
        identity: {
          method: 'document',
          documentType: 'driver_license',
          documentNumber: ' D-778 ',
          photoName: 'licence.jpg',
        },
      },
      { ...extra, resellerCode: 'RS1' },
    );
    expect(payload.alternateId).toBe('D-778');
    expect(payload).not.toHaveProperty('ssn4');
    expect(payload).not.toHaveProperty('eligibilityProgramCode');
    expect(payload).not.toHaveProperty('contactPhoneNumber');
    expect(payload.consentInd).toBe('N');
    expect(payload.resellerCode).toBe('RS1');
  });
});
