// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { enrolmentInput, initialContext } from '../../machines/enrolment.machine';
import { noIds } from '../../machines/enrolment-types';
import type { ApplicationData, EligibilityAnswer } from '../../machines/flow-types';
import { enrolBody, transferBody } from '../../machines/requests/enrolment';
import {
  afterReload,
  FIXTURE_BQP_SSN4,
  FIXTURE_LIFELINE_TRIBAL_ID,
  lifelineAnswers,
  lifelineApplication,
  lifelineRefusedAnswers,
  signedWhen,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { answering, settle, startAt } from './machine-harness';

// The enrolment machine under the Lifeline profile's identityRules (D40, D41, D45), its calls
// replaced through .provide() (machine-harness.ts).

const programRules = settingsModule('lifeline').programRules;
const served = {
  zipCode: '87105',
  coverage: { zipCode: '87105', state: 'NM', served: true },
  programRules,
};
const agreement = {
  initials: Array.from({ length: programRules.certificationCount }, () => 'RM'),
  signature: 'Rosa Elena Martinez-Luna',
  signatureConsent: true,
  ...signedWhen,
};
const complete: EligibilityAnswer = {
  status: 'COMPLETE',
  applicationId: 'A100',
  eligibilityCheckId: 'EC100',
};

function atAgreement(application: ApplicationData, answer: EligibilityAnswer = complete) {
  const check = answering<{ application: ApplicationData }, EligibilityAnswer>(answer);
  const started = startAt(
    { application: { agreement: 'editing' } },
    { ...served, application: { ...application, reviewConsent: true } },
    { checkEligibility: check.logic },
  );
  return { ...started, check };
}

describe('step 1 under Lifeline (D41)', () => {
  it('stays on a 17-year-old who is not an emancipated minor, and takes one who is', () => {
    const { actor } = startAt({ application: 'personalInfo' }, served);
    actor.send({ type: 'personalInfo.submitted', answer: lifelineRefusedAnswers.personalInfo });
    expect(actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.personalInfo).toBeUndefined();
    actor.send({
      type: 'personalInfo.submitted',
      answer: { ...lifelineRefusedAnswers.personalInfo, emancipatedMinor: true },
    });
    expect(actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true);
  });
});

describe('the eligibility check under Lifeline', () => {
  it('sends the application with the Tribal ID and the child’s number', async () => {
    const { actor, check } = atAgreement(lifelineApplication);
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(check.calls).toHaveLength(1);
    const answers = check.calls[0]?.application.answers;
    expect(answers?.personalInfo?.tribalId).toBe(FIXTURE_LIFELINE_TRIBAL_ID);
    expect(answers?.qualification?.bqpSsn4).toBe(FIXTURE_BQP_SSN4);
  });

  it('after a reload, is sent only once both numbers are typed again (D14)', async () => {
    const { actor, check } = atAgreement(afterReload(lifelineApplication));
    actor.send({ type: 'agreement.submitted', agreement, tribalId: FIXTURE_LIFELINE_TRIBAL_ID });
    await settle();
    expect(check.calls).toHaveLength(0);
    actor.send({
      type: 'agreement.submitted',
      agreement,
      tribalId: FIXTURE_LIFELINE_TRIBAL_ID,
      bqpSsn4: FIXTURE_BQP_SSN4,
    });
    await settle();
    expect(check.calls).toHaveLength(1);
  });

  it('is never sent with a Tribal program for a household off Tribal lands (D45)', async () => {
    const offLands: ApplicationData = {
      ...lifelineApplication,
      answers: {
        ...lifelineApplication.answers,
        qualification: { ...lifelineAnswers.qualification, eligibilityProgramCode: 'E8' },
        tribalStatus: { checkTribal: false },
      },
    };
    const { actor, check } = atAgreement(offLands);
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(check.calls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
  });

  it('INVALID_TRIBAL_ID reopens step 1, where the Tribal ID is asked, with the ID forgotten (D40)', async () => {
    const { actor, notices } = atAgreement(lifelineApplication, {
      status: '',
      errorCode: 'INVALID_TRIBAL_ID',
      errorText: 'The Tribal ID could not be verified',
    });
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(actor.getSnapshot().matches({ application: 'personalInfo' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.personalInfo?.tribalId).toBe('');
    expect(notices[0]?.message).toBe('The Tribal ID could not be verified');
    // Given again, the applicant goes back to the review, the later steps kept.
    actor.send({ type: 'personalInfo.submitted', answer: lifelineAnswers.personalInfo });
    expect(actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
  });
});

describe('the enrolment and the transfer under Lifeline (D41, D55)', () => {
  const input = (application: ApplicationData) =>
    enrolmentInput(
      { ...initialContext(), application, eligibility: { ...noIds, applicationId: 'A100' } },
      'enrol',
      false,
    );
  const env = {
    now: new Date(),
    timeZone: undefined,
    resellerCode: null,
    program: 'LIFELINE' as const,
  };
  const child = {
    bqpFirstName: 'Mateo',
    bqpLastName: 'Martinez-Luna',
    // D55: in the enrolment's one format for dates of birth, as `dob`.
    bqpDob: '06/02/2015',
    bqpSsn4: FIXTURE_BQP_SSN4,
  };

  it('name the benefit qualifying person on both, born on a date written as dob is', () => {
    expect(enrolBody(input(lifelineApplication), env)).toMatchObject(child);
    expect(transferBody(input(lifelineApplication), env)).toMatchObject(child);
  });

  it('leave them out once a reload dropped the number', () => {
    const body = enrolBody(input(afterReload(lifelineApplication)), env);
    expect(Object.keys(body).filter((key) => key.startsWith('bqp'))).toEqual([]);
  });
});
