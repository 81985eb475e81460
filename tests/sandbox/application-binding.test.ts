// @vitest-environment node
// Issue 28 §1 and §8, issue 27 §8: an enrolment or a transfer is bound to the application it
// names (its applicant's name and date of birth, its program), a device to its program, and
// the consent time zone to D20's list.
import { describe, expect, it } from 'vitest';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
  TABLET,
} from './sandbox-fixtures.ts';

type Refusal = {
  status?: number;
  message?: string;
  errors?: { code?: string; field?: string; message?: string }[];
  body?: [string, string, string][];
};

const lifeline = (applicationId: string, extra: Record<string, unknown> = {}) =>
  enrolmentData(applicationId, {
    program: 'LIFELINE',
    acpCertInd: undefined,
    ebbpTribalBenefitFlag: undefined,
    tribalBenefitFlag: '0',
    ...extra,
  });

async function refusal(response: Response): Promise<Refusal> {
  expect(response.status).toBe(400);
  return (await response.json()) as Refusal;
}

function expectMismatch(answer: Refusal, field: string) {
  expect(answer.errors).toEqual([expect.objectContaining({ code: 'APPLICATION_MISMATCH', field })]);
  // The code also comes the way B §8 answers carry theirs, which the app reads today.
  expect(answer.body).toEqual([['error', field, 'APPLICATION_MISMATCH']]);
}

describe('an enrolment is bound to its application', () => {
  it('issue 28 §1: refuses an enrolment whose name differs from the application (APPLICATION_MISMATCH)', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    for (const [index, name] of [
      { firstName: 'Mallory' },
      { lastName: 'Smith' },
      { firstName: 'Ana', lastName: 'Diaz-Smith' },
    ].entries()) {
      const answer = await refusal(
        await enrol(app, enrolmentData(applicationId, name), `k${index}`),
      );
      expectMismatch(answer, 'applicationId');
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('issue 28 §1: refuses an enrolment whose date of birth differs from the application (APPLICATION_MISMATCH)', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const answer = await refusal(
      await enrol(app, enrolmentData(applicationId, { dob: '01/30/1980' }), 'k'),
    );
    expectMismatch(answer, 'applicationId');
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('issue 28 §1: binds a transfer the same way', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const answer = await refusal(
      await enrol(app, enrolmentData(applicationId, { firstName: 'Mallory' }), 'k', 'transfer'),
    );
    expectMismatch(answer, 'applicationId');
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('issue 28 §1: someone with only the application id cannot enrol it first; its applicant still can', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const attack = await enrol(
      app,
      enrolmentData(applicationId, {
        firstName: 'Mallory',
        lastName: 'Smith',
        dob: '07/04/1990',
        shippingAddress1: '1 Attacker Way',
        emailAddress: 'mallory@example.com',
      }),
      'attacker-key',
    );
    expect(attack.status).toBe(400);
    const own = await enrol(app, enrolmentData(applicationId), 'applicant-key');
    expect(own.status).toBe(200);
    const stored = db.prepare('SELECT first_name, shipping_address1 FROM subscribers').all();
    expect(stored).toEqual([{ first_name: 'Ana', shipping_address1: '12 Main St' }]);
  });

  it('does not say whether the name or the date of birth was wrong', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const byName = await refusal(
      await enrol(app, enrolmentData(applicationId, { firstName: 'Eve' }), 'a'),
    );
    const byDob = await refusal(
      await enrol(app, enrolmentData(applicationId, { dob: '02/02/1962' }), 'b'),
    );
    expect(byName).toEqual(byDob);
    expect(JSON.stringify(byName)).not.toMatch(/1980|Ana|Diaz/);
  });

  it('takes the applicant’s own name however it is cased, accented or spaced', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app, {
      firstName: 'José',
      lastName: "O'Brien",
    });
    const response = await enrol(
      app,
      enrolmentData(applicationId, { firstName: ' JOSE ', lastName: 'O Brien' }),
      'k',
    );
    expect(response.status).toBe(200);
  });

  it('issue 28 §8: refuses a LIFELINE enrolment of an ACP application, and the reverse (APPLICATION_MISMATCH on program)', async () => {
    const { app, db } = makeSandbox();
    const acpApplication = await completeApplication(app);
    expectMismatch(await refusal(await enrol(app, lifeline(acpApplication), 'a')), 'program');
    const lifelineApplication = (
      await checkEligibility(app, { program: 'LIFELINE', firstName: 'Bo' })
    ).body.applicationId as string;
    for (const [index, program] of [undefined, 'ACP'].entries()) {
      const answer = await refusal(
        await enrol(
          app,
          enrolmentData(lifelineApplication, { firstName: 'Bo', program }),
          `b${index}`,
        ),
      );
      expectMismatch(answer, 'program');
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('issue 28 §8: refuses the ACP tablet on a LIFELINE enrolment and the Lifeline phone on an ACP one (CANNOT_UPDATE_DEVICE)', async () => {
    const { app, db } = makeSandbox();
    const lifelineApplication = (await checkEligibility(app, { program: 'LIFELINE' })).body
      .applicationId as string;
    const tablet = await refusal(
      await enrol(app, lifeline(lifelineApplication, { deviceId: 'TAB-1001' }), 'a'),
    );
    expect(tablet.body).toEqual([['error', 'deviceId', 'CANNOT_UPDATE_DEVICE']]);
    expect(tablet.message).toBe('Device TAB-1001 is not offered under LIFELINE: enrol without it');
    const acpApplication = await completeApplication(app, { firstName: 'Bo' });
    const phone = await refusal(
      await enrol(
        app,
        enrolmentData(acpApplication, { firstName: 'Bo', ...TABLET, deviceId: 'PHN-2001' }),
        'b',
      ),
    );
    expect(phone.body).toEqual([['error', 'deviceId', 'CANNOT_UPDATE_DEVICE']]);
    expect(rowCount(db, 'subscribers')).toBe(0);
    // Each program's own device still goes through.
    expect(
      (await enrol(app, lifeline(lifelineApplication, { deviceId: 'PHN-2001' }), 'c')).status,
    ).toBe(200);
  });

  it('issue 28 §8: refuses a consentTimeZoneId that is not one of D20’s ids', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    for (const [index, consentTimeZoneId] of [-1, 0, 1, 7, 99, '13', 1e6].entries()) {
      const answer = await refusal(
        await enrol(app, enrolmentData(applicationId, { consentTimeZoneId }), `k${index}`),
      );
      expect(answer.errors).toEqual([
        {
          code: 'BAD_REQUEST',
          field: 'consentTimeZoneId',
          message: 'consentTimeZoneId must be one of 2, 3, 4, 5, 6, 8, 10, 14, 15, 69, 87, 112',
        },
      ]);
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
    for (const [index, consentTimeZoneId] of [2, '112', 87].entries()) {
      const response = await enrol(
        makeSandbox().app,
        enrolmentData(applicationId, { consentTimeZoneId }),
        `ok${index}`,
      );
      // Validated before the application is looked up: another sandbox knows no such id.
      expect(response.status, String(consentTimeZoneId)).toBe(404);
    }
  });
});
