// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { qualifyingPersonFields } from '../../../machines/application-data';
import { emptyLegacy } from '../../../machines/legacy-data';
import { eligibilityCheckBody } from '../../../machines/requests/eligibility-check';
import { enrolBody } from '../../../machines/requests/enrolment';
import { checkEligibility, enrol, makeSandbox } from '../../sandbox/sandbox-fixtures';
import {
  afterReload,
  FIXTURE_BQP_SSN4,
  FIXTURE_LIFELINE_TRIBAL_ID,
  lifelineAnswers,
  lifelineApplication,
  reviewedApplication,
} from '../../support/application-fixture';
import { settingsModule } from '../../support/settings-module';

// provider-api.md, additions of 2026-11-27: what the Lifeline application sends for who the
// applicant is (D40) and who takes part in the program (D41), and that the sandbox takes it.

const extra = {
  carrierUrl: 'https://carrier.example/ACPEligibilityCheck',
  resellerCode: null,
  program: 'LIFELINE' as const,
};
const payloadContext = {
  now: new Date(2026, 10, 27, 10, 0, 0),
  timeZone: 'America/Denver',
  resellerCode: null,
  program: 'LIFELINE' as const,
};
const lifelineRules = settingsModule('lifeline').programRules;
const CHILD = {
  bqpFirstName: 'Mateo',
  bqpLastName: 'Martinez-Luna',
  bqpDob: '2015-06-02',
  bqpSsn4: FIXTURE_BQP_SSN4,
};

describe('the eligibility check under Lifeline', () => {
  const payload = eligibilityCheckBody(lifelineApplication, extra);

  it('sends the Tribal ID and no SSN digits (D40), with the middle name', () => {
    expect(payload.tribalId).toBe(FIXTURE_LIFELINE_TRIBAL_ID);
    expect(payload).not.toHaveProperty('ssn4');
    expect(payload.middleName).toBe('Elena');
  });

  it('sends the benefit qualifying person as bqp* (D41), only the number chosen', () => {
    expect(payload).toMatchObject(CHILD);
    expect(payload).not.toHaveProperty('bqpTribalId');
  });

  it('sends the SSN digits and no Tribal ID when they are chosen, and nothing of a bqp for the applicant', () => {
    const answers = {
      ...lifelineApplication.answers,
      personalInfo: {
        ...lifelineAnswers.personalInfo,
        idType: 'ssn4' as const,
        ssn4: '4821',
        tribalId: '',
      },
      qualification: {
        ...lifelineAnswers.qualification,
        qualifyingPerson: 'applicant' as const,
        bqpFirstName: '',
        bqpLastName: '',
        bqpDob: '',
        bqpIdType: '' as const,
        bqpSsn4: '',
      },
    };
    const own = eligibilityCheckBody({ ...lifelineApplication, answers }, extra);
    expect(own.ssn4).toBe('4821');
    expect(own).not.toHaveProperty('tribalId');
    expect(Object.keys(own).filter((key) => key.startsWith('bqp'))).toEqual([]);
  });

  it('keeps the ACP’s payload: no middle name, no bqp*, the SSN digits', () => {
    const acp = eligibilityCheckBody(reviewedApplication, { ...extra, program: 'ACP' });
    expect(acp.ssn4).toBe('4821');
    expect(Object.keys(acp).filter((key) => key.startsWith('bqp') || key === 'middleName')).toEqual(
      [],
    );
  });

  it('is taken by the sandbox, which completes it (TRB-4821 picks its row as 4821 would)', async () => {
    const { app } = makeSandbox();
    const { response, body } = await checkEligibility(app, { ...payload, ssn4: undefined });
    expect(response.status).toBe(200);
    expect(body.status).toBe('COMPLETE');
    // Under Lifeline a Tribal ID is identity only: it claims no Tribal benefit (D40).
    expect(body.tribalStatusConfirmed).toBe(false);
  });
});

describe('the enrolment under Lifeline', () => {
  it('sends the bqp* fields as the check did while the number is at hand (the date as dob), and the Tribal lands flag', async () => {
    const person = qualifyingPersonFields(lifelineApplication.answers);
    expect(person).toEqual(CHILD);
    const { app } = makeSandbox();
    const check = await checkEligibility(app, {
      ...eligibilityCheckBody(lifelineApplication, extra),
      ssn4: undefined,
    });
    const payload = enrolBody(
      {
        application: lifelineApplication,
        legacy: emptyLegacy,
        shipping: null,
        eligibility: {
          applicationId: String(check.body.applicationId ?? ''),
          eligibilityCheckId: '',
          tribalStatusConfirmed: check.body.tribalStatusConfirmed === true,
        },
        checkedOn: '2026-11-27',
        tablet: null,
        programRules: lifelineRules,
      },
      payloadContext,
    );
    // D55: the child's date of birth in the enrolment's format, as `dob`.
    expect(payload).toMatchObject({ ...CHILD, bqpDob: '06/02/2015', tribalBenefitFlag: '0' });
    expect(payload.dob).toBe('03/09/1984');
    expect(payload).not.toHaveProperty('ebbpTribalBenefitFlag');
    const response = await enrol(app, payload, 'identity-1');
    expect(response.status).toBe(200);
  });

  it('sends no bqp* once a reload dropped the child’s number (never stored, D14)', () => {
    expect(qualifyingPersonFields(afterReload(lifelineApplication).answers)).toBeNull();
  });
});
