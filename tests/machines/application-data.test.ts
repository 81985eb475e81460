// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toUsDate } from '../../machines/answers/birth-date';
import {
  canOpenStep,
  emptyApplication,
  firstUnansweredStep,
  lacksSecrets,
  missingSecret,
  withoutSecrets,
  withSecrets,
} from '../../machines/application-data';
import { enrolmentDetails } from '../../machines/enrolment-details';
import { flatAnswers } from '../../machines/flat-answers';
import type { ContactInfo } from '../../machines/flow-types';
import { emptyLegacy } from '../../machines/legacy-data';
import { answerSteps } from '../../machines/step-answers';
import {
  FIXTURE_SSN4,
  FIXTURE_TRIBAL_ID,
  reviewedApplication,
  tribalApplication,
} from '../support/application-fixture';

const answers = reviewedApplication.answers;

describe('application data', () => {
  it('finds the first unanswered step, in the screen table’s order', () => {
    expect(firstUnansweredStep(emptyApplication)).toBe(answerSteps[0]);
    expect(
      firstUnansweredStep({
        ...reviewedApplication,
        answers: { ...answers, household: undefined },
      }),
    ).toBe('household');
    expect(firstUnansweredStep(reviewedApplication)).toBe('verify');
  });

  it('opens a step only when every step before it is answered', () => {
    const partial = { ...emptyApplication, answers: { personalInfo: answers.personalInfo } };
    expect(canOpenStep(partial, 'contactInfo')).toBe(true);
    expect(canOpenStep(partial, 'household')).toBe(false);
    expect(canOpenStep({ ...reviewedApplication, reviewConsent: false }, 'agreement')).toBe(false);
    expect(canOpenStep(reviewedApplication, 'agreement')).toBe(true);
  });

  it('never keeps the secrets in what it stores (D14)', () => {
    const stored = withoutSecrets(tribalApplication);
    expect(flatAnswers(stored.answers).ssn4).toBe('');
    expect(flatAnswers(stored.answers).tribalId).toBe('');
    expect(JSON.stringify(stored)).not.toContain(FIXTURE_TRIBAL_ID);
    expect(JSON.stringify(stored)).not.toContain(FIXTURE_SSN4);
    expect(lacksSecrets(stored)).toBe(true);
    expect(lacksSecrets(tribalApplication)).toBe(false);
    expect(lacksSecrets(withoutSecrets(reviewedApplication))).toBe(true);
  });

  it('asks again for the one secret the application sends: the Tribal number instead of the SSN digits (A §4)', () => {
    expect(missingSecret(withoutSecrets(reviewedApplication))).toBe('ssn4');
    expect(missingSecret(withoutSecrets(tribalApplication))).toBe('tribalId');
    expect(missingSecret(reviewedApplication)).toBeNull();
  });

  it('puts a secret typed again back into the step that asked for it', () => {
    const back = withSecrets(withoutSecrets(tribalApplication), { tribalId: 'T-9' });
    expect(flatAnswers(back.answers)).toEqual({
      ...flatAnswers(tribalApplication.answers),
      ssn4: '',
      tribalId: 'T-9',
    });
    expect(Object.keys(back.answers)).toEqual(Object.keys(tribalApplication.answers));
  });

  it('writes dates of birth as MM/DD/YYYY for enrolment (D7)', () => {
    expect(toUsDate('1980-02-29')).toBe('02/29/1980');
  });

  it('ships to the home address when the mailing address is the same', () => {
    const contactInfo: ContactInfo = {
      ...(answers.contactInfo as ContactInfo),
      mailingSameAsHome: true,
      contactAddress: '1 Main St',
      contactCity: 'New York',
      contactState: 'NY',
      contactZipCode: '10001',
    };
    const details = enrolmentDetails({
      application: { ...reviewedApplication, answers: { ...answers, contactInfo } },
      legacy: emptyLegacy,
      shipping: null,
    });
    expect(details).toMatchObject({
      shippingAddress1: '1 Main St',
      shippingCity: 'New York',
      shippingZipcode: '10001',
    });
  });
});
