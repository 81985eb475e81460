// @vitest-environment node
// Issue 39: what the sandbox took under Lifeline although no application could mean it.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  applicantBirthProblem,
  isAfterToday,
  qualifyingBirthProblem,
} from '../../sandbox/plausible-person.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

type Problem = { errors?: { field?: string; message?: string }[] };

const NOW = new Date();
const isoYearsAgo = (years: number, days = 0) =>
  new Date(Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
const usOf = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const CHILD = { bqpFirstName: 'Lia', bqpLastName: 'Diaz', bqpDob: '2015-06-01', bqpSsn4: '4321' };
const lifeline = { program: 'LIFELINE', eligibilityProgramCode: 'E2' };

/** The check's answer: its status, and the fields its errors name. */
async function check(app: Hono, overrides: Record<string, unknown>) {
  const { response, body } = await checkEligibility(app, overrides);
  return {
    status: response.status,
    fields: ((body as Problem).errors ?? []).map((error) => error.field ?? ''),
  };
}

async function refused(app: Hono, overrides: Record<string, unknown>, field: string) {
  const answer = await check(app, overrides);
  expect(answer.status, JSON.stringify(overrides)).toBe(400);
  expect(answer.fields).toContain(field);
}

async function enrolRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const fields = ((await response.json()) as Problem).errors?.map((error) => error.field);
  expect(fields).toContain(field);
}

describe('the people an application names (issue 39)', () => {
  it('refuses a benefit qualifying person born in the future, or before 1900', async () => {
    const { app, db } = makeSandbox();
    for (const bqpDob of [isoYearsAgo(-1), '2099-01-01', '1850-03-01']) {
      await refused(app, { ...lifeline, ...CHILD, bqpDob }, 'bqpDob');
    }
    expect(rowCount(db, 'applications')).toBe(0);
    // A baby born today is a dependent too.
    expect((await check(app, { ...lifeline, ...CHILD, bqpDob: isoYearsAgo(0) })).status).toBe(200);
  });

  it('refuses the applicant as their own benefit qualifying person', async () => {
    const { app } = makeSandbox();
    const self = {
      bqpFirstName: 'ANA',
      bqpLastName: 'díaz',
      bqpDob: '1980-01-31',
      bqpSsn4: '4321',
    };
    await refused(app, { ...lifeline, ...self }, 'bqpFirstName');
    // The same in an enrolment, whose dob is MM/DD/YYYY.
    const applicationId = await completeApplication(app, { program: 'LIFELINE' });
    const enrolment = enrolmentData(applicationId, {
      program: 'LIFELINE',
      acpCertInd: undefined,
      ebbpTribalBenefitFlag: undefined,
      ...self,
      // D55: in an enrolment, as its `dob`.
      bqpDob: '01/31/1980',
    });
    await enrolRefused(await enrol(app, enrolment, 'self'), 'bqpFirstName');
  });

  it('refuses an applicant of 6 or born in 1850; takes one of 14 (an emancipated minor, D41)', async () => {
    const { app } = makeSandbox();
    for (const dob of [isoYearsAgo(6), '1850-07-04', isoYearsAgo(14, 2)]) {
      await refused(app, { ...lifeline, dob }, 'dob');
    }
    expect((await check(app, { ...lifeline, dob: isoYearsAgo(14) })).status).toBe(200);
  });

  it('refuses alternateId beside ssn4 or tribalId: one number says who the applicant is', async () => {
    const { app } = makeSandbox();
    await refused(app, { ssn4: '0000', alternateId: 'P1011' }, 'alternateId');
    await refused(app, { ssn4: undefined, tribalId: 'TRB-1', alternateId: 'P1011' }, 'alternateId');
    expect((await check(app, { ssn4: undefined, alternateId: 'P1011' })).status).toBe(200);
  });

  it('refuses a certification or a consent dated after today', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const separate = enrolmentData(applicationId, {
      iehFlag: '1',
      iehCertificationDate: '01/01/2099',
    });
    await enrolRefused(await enrol(app, separate, 'ieh'), 'iehCertificationDate');
    const consent = enrolmentData(applicationId, { consentDateTime: '2099-01-01 10:00:00' });
    await enrolRefused(await enrol(app, consent, 'consent'), 'consentDateTime');
    expect(isAfterToday(usOf(isoYearsAgo(-1)))).toBe(true);
    // Today, wherever the applicant is (a day ahead of UTC at most), is not the future.
    expect(isAfterToday(usOf(isoYearsAgo(0, 1)))).toBe(false);
    const today = enrolmentData(applicationId, {
      iehFlag: '1',
      iehCertificationDate: usOf(isoYearsAgo(0)),
    });
    expect((await enrol(app, today, 'today')).status).toBe(200);
  });

  it('refuses names with bidirectional controls, which turn what is shown around', async () => {
    const { app } = makeSandbox();
    for (const firstName of ['Ana\u202Egnp.exe', '\u2066Ana\u2069', 'Ana\u200F']) {
      await refused(app, { firstName }, 'firstName');
    }
    const applicationId = await completeApplication(app);
    const shipping = enrolmentData(applicationId, { shippingAddress1: '12 Main St\u202E' });
    await enrolRefused(await enrol(app, shipping, 'bidi'), 'shippingAddress1');
    // Letters of right-to-left scripts are names like any other.
    expect((await check(app, { firstName: 'نور' })).status).toBe(200);
  });

  it('judges the days by themselves', () => {
    expect(applicantBirthProblem('1899-12-31')).toMatch(/1900/);
    expect(applicantBirthProblem('1980-01-31')).toBeUndefined();
    expect(qualifyingBirthProblem('')).toBeUndefined();
    expect(qualifyingBirthProblem('2099-01-01')).toMatch(/after today/);
  });
});
