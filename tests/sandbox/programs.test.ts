import { describe, expect, it } from 'vitest';
import { lifelineCarrier } from '../../profiles/carriers/lifeline.ts';
import { loadProfile } from '../../profiles/load-profile.ts';
import { PROGRAM_RULES, programCodeRefusal } from '../../sandbox/scenarios.ts';
import {
  checkEligibility,
  enrol,
  enrolmentData,
  makeSandbox,
  postJson,
  TABLET,
} from './sandbox-fixtures.ts';

// Issue 17 §4: the sandbox speaks both programs. Its answers carry the `program` they were asked
// about, its qualifying codes are each profile's, and a LIFELINE enrolment takes the Lifeline
// carrier's own device by its id alone.

const lifelineEnrolment = (applicationId: string, extra: Record<string, unknown> = {}) =>
  enrolmentData(applicationId, {
    program: 'LIFELINE',
    acpCertInd: undefined,
    ebbpTribalBenefitFlag: undefined,
    tribalBenefitFlag: '0',
    ...extra,
  });

async function status(app: ReturnType<typeof makeSandbox>['app'], body: Record<string, unknown>) {
  const response = await postJson(app, '/public/acp/eligibility-check/status', body);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('the sandbox, per program', () => {
  it('answers a LIFELINE check and its status calls with LIFELINE', async () => {
    const { app } = makeSandbox();
    const check = await checkEligibility(app, {
      program: 'LIFELINE',
      eligibilityProgramCode: 'E1',
    });
    expect(check.response.status).toBe(200);
    expect(check.body).toMatchObject({ status: 'COMPLETE', program: 'LIFELINE' });
    const { applicationId } = check.body;
    // A status call that names no program gets the one its check named.
    expect((await status(app, { applicationId })).body).toMatchObject({ program: 'LIFELINE' });
    // One that names a program is answered with that program.
    expect((await status(app, { applicationId, program: 'ACP' })).body).toMatchObject({
      program: 'ACP',
    });
  });

  it('answers an ACP check with ACP, and one that names no program with none, as before', async () => {
    const { app } = makeSandbox();
    const acp = await checkEligibility(app, { program: 'ACP', ssn4: '1001' });
    expect(acp.body).toMatchObject({ status: 'PENDING_RESOLUTION', program: 'ACP' });
    const none = await checkEligibility(app);
    expect(none.body.status).toBe('COMPLETE');
    expect(none.body).not.toHaveProperty('program');
    const missing = await status(app, { applicationId: 'A00000000', program: 'LIFELINE' });
    expect(missing.response.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'APPLICATION_NOT_FOUND', program: 'LIFELINE' });
  });

  it('echoes the program on a refused check too', async () => {
    const { app } = makeSandbox();
    const refused = await checkEligibility(app, { program: 'LIFELINE', ssn4: '1500' });
    expect(refused.response.status).toBe(500);
    expect(refused.body).toMatchObject({ program: 'LIFELINE' });
  });

  it('refuses a LIFELINE check that names an ACP-only program, naming the code', async () => {
    const { app } = makeSandbox();
    for (const code of ['E50', 'E51', 'E54']) {
      const { response, body } = await checkEligibility(app, {
        program: 'LIFELINE',
        eligibilityProgramCode: code,
      });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([
        {
          code: 'PROGRAM_NOT_QUALIFYING',
          message: `eligibilityProgramCode ${code} does not qualify a household for LIFELINE`,
        },
      ]);
      // The same code still qualifies an ACP household, named or not.
      expect((await checkEligibility(app, { eligibilityProgramCode: code })).body.status).toBe(
        'COMPLETE',
      );
      expect(
        (await checkEligibility(app, { program: 'ACP', eligibilityProgramCode: code })).body.status,
      ).toBe('COMPLETE');
    }
  });

  it('takes each program’s codes from its profile, the income route included', () => {
    for (const id of ['acp', 'lifeline'] as const) {
      const profile = loadProfile(id);
      const rule = PROGRAM_RULES.find((row) => row.program === profile.apiProgram);
      expect(rule?.codes).toEqual(
        expect.arrayContaining([
          ...profile.qualifyingPrograms.map((entry) => entry.code),
          profile.income.code,
        ]),
      );
      for (const code of rule?.codes ?? []) {
        expect(programCodeRefusal(code, profile.apiProgram)).toBeUndefined();
      }
    }
    expect(programCodeRefusal('E15', 'LIFELINE')).toBeUndefined();
    expect(programCodeRefusal('', 'LIFELINE')).toBeUndefined();
    expect(programCodeRefusal('e50', 'LIFELINE')?.message).toContain('E50');
  });

  it('finds the Lifeline carrier’s own device by the name its build looks up', async () => {
    const { app } = makeSandbox();
    const name = lifelineCarrier.device.name;
    const found = (await (
      await app.request(`/public/device?name=${encodeURIComponent(name)}`)
    ).json()) as { id: string; name: string }[];
    expect(found).toEqual([{ id: 'PHN-2001', name }]);
  });

  it('enrols a LIFELINE household with the carrier’s device by its id alone', async () => {
    const { app, db } = makeSandbox();
    const check = await checkEligibility(app, { program: 'LIFELINE' });
    const applicationId = check.body.applicationId as string;
    const response = await enrol(
      app,
      lifelineEnrolment(applicationId, { deviceId: 'PHN-2001' }),
      'k',
    );
    expect(response.status).toBe(200);
    const order = db.prepare('SELECT device_id FROM orders').get() as { device_id: string };
    expect(order.device_id).toBe('PHN-2001');
  });

  it('refuses the ACP device fields beside the Lifeline device, naming each', async () => {
    const { app } = makeSandbox();
    const check = await checkEligibility(app, { program: 'LIFELINE' });
    const applicationId = check.body.applicationId as string;
    for (const field of ['deviceCopay', 'marketValue', 'acpCertInd', 'ebbpTribalBenefitFlag']) {
      const value = { ...TABLET, acpCertInd: '1', ebbpTribalBenefitFlag: '0' }[field];
      const response = await enrol(
        app,
        lifelineEnrolment(applicationId, { deviceId: 'PHN-2001', [field]: value }),
        field,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors.map((error) => error.field)).toEqual([field]);
      expect(body.errors[0]?.message).toContain(field);
    }
  });
});
