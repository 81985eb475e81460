// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildSavedEnrolment,
  canOpenStep,
  emptyApplication,
  firstUnansweredStep,
  lacksSecrets,
  toUsDate,
  withoutSecrets,
} from '../../machines/application-data';
import { fullApplication } from './fixtures';

describe('application data', () => {
  it('finds the first unanswered step', () => {
    expect(firstUnansweredStep(emptyApplication)).toBe('personalInfo');
    expect(firstUnansweredStep({ ...fullApplication, household: null })).toBe('household');
    expect(firstUnansweredStep(fullApplication)).toBe('verify');
  });

  it('opens a step only when every step before it is answered', () => {
    const partial = { ...emptyApplication, personal: fullApplication.personal };
    expect(canOpenStep(partial, 'contactInfo')).toBe(true);
    expect(canOpenStep(partial, 'household')).toBe(false);
    expect(canOpenStep({ ...fullApplication, reviewConsent: false }, 'agreement')).toBe(false);
    expect(canOpenStep(fullApplication, 'agreement')).toBe(true);
  });

  it('never keeps the secrets in what it stores (D14)', () => {
    const tribal = { ...fullApplication, tribal: { checkTribal: true, tribalId: 'T-9' } };
    const stored = withoutSecrets(tribal);
    expect(stored.personal?.ssn4).toBe('');
    expect(stored.tribal?.tribalId).toBe('');
    expect(JSON.stringify(stored)).not.toContain('T-9');
    expect(lacksSecrets(stored)).toBe(true);
    expect(lacksSecrets(tribal)).toBe(false);
    expect(lacksSecrets(withoutSecrets(fullApplication))).toBe(true);
  });

  it('writes dates of birth as MM/DD/YYYY for enrolment (D7)', () => {
    expect(toUsDate('1980-02-29')).toBe('02/29/1980');
  });

  it('ships to the home address when the mailing address is the same', () => {
    const contact = {
      ...fullApplication.contact,
      mailingSameAsHome: true,
      contactAddress: '1 Main St',
      contactCity: 'New York',
      contactState: 'NY',
      contactZipCode: '10001',
    };
    const saved = buildSavedEnrolment(
      { ...fullApplication, contact },
      { status: 'COMPLETE' },
      'A1',
    );
    expect(saved).toMatchObject({
      shippingAddress1: '1 Main St',
      shippingCity: 'New York',
      shippingZipcode: '10001',
      ebbpTribalBenefitFlag: '0',
      applicationId: 'A1',
    });
  });
});
