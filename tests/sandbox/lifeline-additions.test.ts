// @vitest-environment node
// Issue 27 §8: the sandbox follows the Lifeline application's rules (provider-api.md,
// additions of 2026-11-27; D40–D44). The new fields are optional, and only their shapes are
// checked, so today's requests still pass.
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNSUPPORTED_STATES, defaultUnsupportedStates } from '../../sandbox/scenarios.ts';
import {
  checkEligibility,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

type Problem = { errors?: { code?: string; field?: string; message?: string }[] };

const BQP = {
  bqpFirstName: 'Lia',
  bqpLastName: 'Diaz',
  bqpDob: '2015-06-01',
  bqpSsn4: '4321',
};
/** The same person in an enrolment: her date of birth as the enrolment's `dob` (D55). */
const BQP_ENROLLED = { ...BQP, bqpDob: '06/01/2015' };

// A Tribal member without an SSN, no phone and no e-mail, applying for a child on SNAP.
const tribalMember = {
  program: 'LIFELINE',
  middleName: 'B',
  ssn4: undefined,
  tribalId: 'TRB-778812',
  contactPhoneNumber: '',
  contactEmail: '',
  eligibilityProgramCode: 'E2',
  ...BQP,
};

const lifelineEnrolment = (applicationId: string, extra: Record<string, unknown> = {}) =>
  enrolmentData(applicationId, {
    program: 'LIFELINE',
    acpCertInd: undefined,
    ebbpTribalBenefitFlag: undefined,
    tribalBenefitFlag: '0',
    ...extra,
  });

async function fields(response: Response): Promise<string[]> {
  expect(response.status).toBe(400);
  return fieldsOf((await response.json()) as Problem);
}

const fieldsOf = (problem: Problem) => (problem.errors ?? []).map((error) => error.field ?? '');

describe('the Lifeline application’s fields', () => {
  it('takes a Tribal member without an SSN, a middle name, the bqp* fields and no phone or e-mail, and completes (as the Lifeline e2e will apply)', async () => {
    const { app } = makeSandbox();
    const { response, body } = await checkEligibility(app, tribalMember);
    expect(response.status).toBe(200);
    expect(body.status).toBe('COMPLETE');
  });

  it('issue 27 §8: enrols that applicant with the new enrolment fields, no e-mail and no phone', async () => {
    const { app, db } = makeSandbox();
    const { body } = await checkEligibility(app, tribalMember);
    const response = await enrol(
      app,
      lifelineEnrolment(body.applicationId as string, {
        emailAddress: '',
        contactPhoneNumber: '',
        primaryPermanentAddressFlag: '0',
        iehFlag: '1',
        iehCertificationDate: '11/27/2026',
        ...BQP_ENROLLED,
      }),
      'k',
    );
    expect(response.status).toBe(200);
    expect(rowCount(db, 'subscribers')).toBe(1);
    // The benefit qualifying person's digits are read, never kept (D14).
    const row = JSON.stringify(db.prepare('SELECT * FROM subscribers').get());
    expect(row).not.toContain('4321');
  });

  it('still requires the e-mail address on an ACP enrolment', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app);
    const response = await enrol(
      app,
      enrolmentData(body.applicationId as string, { emailAddress: '' }),
      'k',
    );
    expect(await fields(response)).toEqual(['emailAddress']);
  });

  it('issue 27 §8: refuses ssn4 and tribalId together (D40: one or the other)', async () => {
    const { app, db } = makeSandbox();
    const { response, body } = await checkEligibility(app, { ...tribalMember, ssn4: '0000' });
    expect(response.status).toBe(400);
    expect(fieldsOf(body)).toEqual(['tribalId']);
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('issue 27 §8: checks the shapes of the bqp* fields on the check', async () => {
    const { app, db } = makeSandbox();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ bqpDob: '06/01/2015' }, ['bqpDob']],
      [{ bqpDob: '2015-02-30' }, ['bqpDob']],
      [{ bqpSsn4: '12a4' }, ['bqpSsn4']],
      [{ bqpTribalId: 'T-1' }, ['bqpSsn4']],
      [{ bqpSsn4: '' }, ['bqpSsn4']],
      [{ bqpFirstName: '' }, ['bqpFirstName']],
      // Rules across fields stop at the first that fails, as the other fields' checks do.
      [{ bqpLastName: undefined, bqpDob: undefined }, ['bqpLastName']],
    ];
    for (const [change, expected] of cases) {
      const { response, body } = await checkEligibility(app, { ...tribalMember, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(body), JSON.stringify(change)).toEqual(expected);
    }
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('issue 27 §8: checks the shapes of the new enrolment fields', async () => {
    const { app, db } = makeSandbox();
    const { body } = await checkEligibility(app, tribalMember);
    const applicationId = body.applicationId as string;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ primaryPermanentAddressFlag: 'yes' }, ['primaryPermanentAddressFlag']],
      [{ primaryPermanentAddressFlag: 1 }, ['primaryPermanentAddressFlag']],
      [{ iehFlag: 'Y', iehCertificationDate: '11/27/2026' }, ['iehFlag']],
      [{ iehFlag: '1', iehCertificationDate: '11/31/2026' }, ['iehCertificationDate']],
      // D55: one format for the dates of birth of a request: as its `dob`, MM/DD/YYYY.
      [{ ...BQP_ENROLLED, bqpDob: '2015-06-01' }, ['bqpDob']],
      [{ ...BQP_ENROLLED, bqpDob: '02/30/2015' }, ['bqpDob']],
      [{ ...BQP_ENROLLED, bqpTribalId: 'T-9' }, ['bqpSsn4']],
      [{ bqpFirstName: 'Lia' }, ['bqpLastName']],
    ];
    for (const [index, [change, expected]] of cases.entries()) {
      const response = await enrol(app, lifelineEnrolment(applicationId, change), `k${index}`);
      expect(await fields(response), JSON.stringify(change)).toEqual(expected);
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('a Tribal ID picks its scenario by its last four characters, as SSN digits do', async () => {
    const { app } = makeSandbox();
    const pending = await checkEligibility(app, { ...tribalMember, tribalId: 'TRB-1001' });
    expect(pending.body.status).toBe('PENDING_RESOLUTION');
    const timeout = await checkEligibility(app, { ...tribalMember, tribalId: 'TRB-1504' });
    expect(timeout.response.status).toBe(504);
    const refused = await checkEligibility(app, { ...tribalMember, tribalId: 'BAD-0000' });
    expect(refused.body.errors?.[0]?.code).toBe('INVALID_TRIBAL_ID');
  });

  it('D54: under Lifeline the Verifier confirms Tribal lands from the home address; a Tribal ID or a Tribal program does not', async () => {
    // The Lifeline demo serves Alaska.
    const { app } = makeSandbox({ unsupportedStates: defaultUnsupportedStates('lifeline') });
    const identity = await checkEligibility(app, tribalMember);
    expect(identity.body.tribalStatusConfirmed).toBe(false);
    const program = await checkEligibility(app, { ...tribalMember, eligibilityProgramCode: 'E8' });
    expect(program.body.tribalStatusConfirmed).toBe(false);
    const tribalRow = await checkEligibility(app, {
      ...tribalMember,
      tribalId: 'TRIBE-0000',
      eligibilityProgramCode: 'E8',
    });
    expect(tribalRow.body.tribalStatusConfirmed).toBe(false);
    // Window Rock, on the Navajo Nation, and Chevak, an Alaska Native village.
    for (const [state, zipCode, city] of [
      ['AZ', '86515', 'Window Rock'],
      ['AK', '99563', 'Chevak'],
    ]) {
      const lands = await checkEligibility(app, { ...tribalMember, state, zipCode, city });
      expect(lands.body.status).toBe('COMPLETE');
      expect(lands.body.tribalStatusConfirmed, zipCode).toBe(true);
      // With SSN digits, no Tribal ID at all: the address decides.
      const bySsn = await checkEligibility(app, {
        ...tribalMember,
        tribalId: undefined,
        ssn4: '0000',
        state,
        zipCode,
        city,
        firstName: 'Lena',
      });
      expect(bySsn.body.tribalStatusConfirmed, zipCode).toBe(true);
    }
    // The ACP keeps D25: any Tribal ID made a Tribal applicant.
    const acp = await checkEligibility(app, { ssn4: undefined, tribalId: 'TRB-778812' });
    expect(acp.body.tribalStatusConfirmed).toBe(true);
  });

  it('issue 27 §7: the Lifeline demo serves AK, HI and PR, and leaves American Samoa unserved', async () => {
    const lifeline = defaultUnsupportedStates('lifeline');
    const { app } = makeSandbox({ unsupportedStates: lifeline });
    for (const [state, served] of [
      ['AK', true],
      ['HI', true],
      ['PR', true],
      ['NY', true],
      ['AS', false],
      ['GU', false],
    ] as const) {
      const answer = await (await app.request(`/public/acp_supported_state/${state}`)).json();
      expect(answer, state).toBe(served);
    }
    const alaska = await checkEligibility(app, {
      program: 'LIFELINE',
      state: 'AK',
      zipCode: '99501',
    });
    expect(alaska.body.status).toBe('COMPLETE');
    // The ACP demo keeps its states (its e2e ends on "not in Alaska yet").
    expect(defaultUnsupportedStates(undefined)).toEqual(DEFAULT_UNSUPPORTED_STATES);
    expect(defaultUnsupportedStates('acp')).toContain('AK');
  });
});
