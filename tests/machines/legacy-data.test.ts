// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyApplication } from '../../machines/application-data';
import { enrolmentDetails } from '../../machines/enrolment-details';
import type { LegacyData } from '../../machines/flow-types';
import {
  canOpenLegacyStep,
  emptyLegacy,
  firstUnansweredLegacyStep,
  legacySecretToAsk,
  legacyWithoutSecrets,
} from '../../machines/legacy-data';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { transferBody } from '../../machines/requests/enrolment';
import { fullLegacy } from './legacy-fixtures';

const passport = {
  method: 'document' as const,
  documentType: 'passport' as const,
  documentNumber: 'X1234567',
  photoName: 'passport.png',
};
const noProgram = { inProgram: false, eligibilityProgramCode: '' };

describe('which page of the short form opens', () => {
  it('follows B §4’s order, with the ID page only without a program', () => {
    expect(firstUnansweredLegacyStep(emptyLegacy)).toBe('homeAddress');
    expect(firstUnansweredLegacyStep({ ...fullLegacy, personal: null })).toBe(
      'personalInformation',
    );
    expect(firstUnansweredLegacyStep(fullLegacy)).toBe('review');
    expect(firstUnansweredLegacyStep({ ...fullLegacy, program: noProgram })).toBe('identity');
    expect(
      firstUnansweredLegacyStep({ ...fullLegacy, program: noProgram, identity: passport }),
    ).toBe('review');
  });

  it('opens a page only when every page before it is answered', () => {
    expect(canOpenLegacyStep(emptyLegacy, 'homeAddress')).toBe(true);
    expect(canOpenLegacyStep(emptyLegacy, 'contactInformation')).toBe(false);
    expect(canOpenLegacyStep({ ...fullLegacy, question: null }, 'question')).toBe(true);
    expect(canOpenLegacyStep({ ...fullLegacy, question: null }, 'review')).toBe(false);
    expect(canOpenLegacyStep(fullLegacy, 'identity')).toBe(false);
    expect(canOpenLegacyStep({ ...fullLegacy, program: noProgram }, 'identity')).toBe(true);
  });
});

describe('the secrets of the short form (D14)', () => {
  it('never keeps the SSN digits or a document number', () => {
    const stored = legacyWithoutSecrets({ ...fullLegacy, identity: passport });
    expect(stored.question?.ssn4).toBe('');
    expect(stored.identity?.documentNumber).toBe('');
    expect(stored.identity?.photoName).toBe('passport.png');
    expect(stored.personal).toEqual(fullLegacy.personal);
  });

  it('knows when the review must ask for them again', () => {
    expect(legacySecretToAsk(fullLegacy)).toBeNull();
    expect(legacySecretToAsk(legacyWithoutSecrets(fullLegacy))).toBe('ssn4');
    const byDocument = { ...fullLegacy, program: noProgram, identity: passport };
    expect(legacySecretToAsk(byDocument)).toBeNull();
    expect(legacySecretToAsk(legacyWithoutSecrets(byDocument))).toBe('documentNumber');
  });
});

describe('the enrolment a verified short form leads to', () => {
  const env = { now: new Date(), timeZone: undefined, resellerCode: null, program: 'ACP' as const };
  const sent = (legacy: LegacyData, tribalStatusConfirmed = false) =>
    transferBody(
      {
        application: emptyApplication,
        legacy,
        shipping: null,
        eligibility: { applicationId: 'L1', eligibilityCheckId: '', tribalStatusConfirmed },
        checkedOn: '',
        tablet: null,
        programRules: DEFAULT_PROGRAM_RULES,
      },
      env,
    );

  it('ships to the home address, or to the mailing address when it differs', () => {
    expect(sent(fullLegacy)).toMatchObject({
      shippingAddress1: '12 Main St',
      shippingCity: 'Springfield',
      shippingZipcode: '10001',
      state: 'NY',
      dob: '04/09/1980',
      applicationId: 'L1',
      ebbpTribalBenefitFlag: '0',
    });
    const home = fullLegacy.homeAddress;
    if (!home) throw new Error('fixture');
    const mailing = {
      ...fullLegacy,
      homeAddress: {
        ...home,
        mailingDiffers: true,
        contactAddress: 'PO Box 4',
        contactCity: 'Albany',
        contactState: 'NY',
        contactZipCode: '12207',
      },
    };
    expect(sent(mailing, true)).toMatchObject({
      shippingAddress1: 'PO Box 4',
      shippingCity: 'Albany',
      shippingZipcode: '12207',
      state: 'NY',
      ebbpTribalBenefitFlag: '1',
    });
  });

  it('gives no details before the short form has them: /ConfirmAddress asks them (D26)', () => {
    const input = { application: emptyApplication, legacy: { ...fullLegacy, contact: null } };
    expect(enrolmentDetails({ ...input, shipping: null })).toBeNull();
  });
});
