// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countRows } from '../../sandbox/db.ts';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  personalData,
  postJson,
  type Sandbox,
  TABLET,
} from './sandbox-fixtures.ts';

type BadRequest = { message: string; errors: { code: string; field?: string; message: string }[] };

const POSTS = [
  '/public/acp/eligibility-check',
  '/public/acp/eligibility-check/status',
  '/public/nlad/enroll',
  '/public/nlad/transfer',
  '/public/nlad/verify',
  '/public/utility/is_valid_reseller_code',
  '/hooks/contact',
];

function expectNothingStored(sandbox: Sandbox) {
  const counts = countRows(sandbox.db);
  expect(counts.applications + counts.subscribers + counts.orders).toBe(0);
  expect(counts.contact_messages + counts.idempotency_keys).toBe(0);
}

async function badRequest(response: Response): Promise<BadRequest> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as BadRequest;
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(error.code).toBe('BAD_REQUEST');
  return body;
}

describe('bad request bodies', () => {
  it.each(POSTS)('%s: answers 400 for a body that is not JSON, storing nothing', async (path) => {
    const sandbox = makeSandbox();
    const response = await postJson(sandbox.app, path, '{"firstName": "Ana",', {
      'Idempotency-Key': 'k',
    });
    const body = await badRequest(response);
    expect(body.message).toBe('Invalid request: the body is not valid JSON');
    expectNothingStored(sandbox);
  });

  it.each(POSTS)('%s: answers 400 for a JSON array', async (path) => {
    const sandbox = makeSandbox();
    const body = await badRequest(
      await postJson(sandbox.app, path, '[]', { 'Idempotency-Key': 'k' }),
    );
    expect(body.message).toContain('the body must be a JSON object');
    expectNothingStored(sandbox);
  });

  it('names each missing field of the eligibility check', async () => {
    const sandbox = makeSandbox();
    const data = personalData({
      firstName: undefined,
      zipCode: '1234',
      dob: '1980-02-30',
      state: 'ZZ',
    });
    const body = await badRequest(
      await postJson(sandbox.app, '/public/acp/eligibility-check', data),
    );
    expect(body.errors).toEqual([
      { code: 'BAD_REQUEST', field: 'firstName', message: 'firstName is required' },
      { code: 'BAD_REQUEST', field: 'dob', message: 'dob must be a real date' },
      { code: 'BAD_REQUEST', field: 'state', message: 'state must be a US state code' },
      { code: 'BAD_REQUEST', field: 'zipCode', message: 'zipCode must be 5 digits' },
    ]);
    expect(body.message).toBe(
      'Invalid request: firstName is required; dob must be a real date; state must be a US state code; zipCode must be 5 digits',
    );
    expectNothingStored(sandbox);
  });

  it('requires an identity key and an http(s) carrierUrl', async () => {
    const sandbox = makeSandbox();
    const noKey = await badRequest(
      await postJson(sandbox.app, '/public/acp/eligibility-check', personalData({ ssn4: '' })),
    );
    expect(noKey.message).toContain('ssn4 is required (or tribalId for a tribal applicant)');
    const badUrl = await badRequest(
      await postJson(
        sandbox.app,
        '/public/acp/eligibility-check',
        personalData({ carrierUrl: 'javascript:alert(1)' }),
      ),
    );
    expect(badUrl.errors[0]?.field).toBe('carrierUrl');
    const badSsn = await badRequest(
      await postJson(sandbox.app, '/public/acp/eligibility-check', personalData({ ssn4: '12a4' })),
    );
    expect(badSsn.errors[0]).toEqual({
      code: 'BAD_REQUEST',
      field: 'ssn4',
      message: 'ssn4 must be 4 digits',
    });
    expectNothingStored(sandbox);
  });

  it('checks the enrolment payload: dates as MM/DD/YYYY, acpCertInd, consent fields', async () => {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app);
    const body = await badRequest(
      await enrol(
        sandbox.app,
        enrolmentData(applicationId, {
          dob: '1980-01-31',
          acpCertInd: '0',
          consentDateTime: undefined,
          emailAddress: 'not-an-address',
        }),
        'k',
      ),
    );
    expect(body.errors.map((error) => error.field)).toEqual([
      'emailAddress',
      'dob',
      'consentDateTime',
      'acpCertInd',
    ]);
    expect(body.message).toContain('dob must be a date as MM/DD/YYYY');
    expect(countRows(sandbox.db).subscribers).toBe(0);
    expect(countRows(sandbox.db).idempotency_keys).toBe(0);
  });

  it('checks the tablet amounts when a deviceId is sent', async () => {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app);
    const body = await badRequest(
      await enrol(
        sandbox.app,
        enrolmentData(applicationId, { ...TABLET, deviceCopay: '10.01', marketValue: undefined }),
        'k',
      ),
    );
    expect(body.errors.map((error) => error.field)).toEqual(['deviceCopay', 'marketValue']);
    expect(body.message).toContain('deviceCopay must be the number 10.01 with a tablet');
    expect(countRows(sandbox.db).subscribers).toBe(0);
  });

  it('accepts program ACP or LIFELINE on every call; anything else is a 400 naming it', async () => {
    const sandbox = makeSandbox();
    const badCheck = await badRequest(
      await postJson(sandbox.app, '/public/acp/eligibility-check', {
        ...personalData(),
        program: 'EBB',
      }),
    );
    expect(badCheck.errors).toEqual([
      { code: 'BAD_REQUEST', field: 'program', message: 'program must be "ACP" or "LIFELINE"' },
    ]);
    const badStatus = await badRequest(
      await postJson(sandbox.app, '/public/acp/eligibility-check/status', {
        applicationId: 'A1',
        program: 'acp',
      }),
    );
    expect(badStatus.errors.map((error) => error.field)).toEqual(['program']);
    const applicationId = await completeApplication(sandbox.app);
    for (const call of ['enroll', 'transfer'] as const) {
      const bad = await badRequest(
        await enrol(sandbox.app, enrolmentData(applicationId, { program: 1 }), `k-${call}`, call),
      );
      expect(bad.errors.map((error) => error.field)).toEqual(['program']);
    }
    expect(countRows(sandbox.db).subscribers).toBe(0);
    const ok = await enrol(sandbox.app, enrolmentData(applicationId, { program: 'ACP' }), 'k');
    expect(ok.status).toBe(200);
  });

  it('refuses each ACP field on a LIFELINE enrolment, naming it', async () => {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app);
    const lifeline = enrolmentData(applicationId, {
      program: 'LIFELINE',
      acpCertInd: undefined,
      ebbpTribalBenefitFlag: undefined,
      tribalBenefitFlag: '0',
    });
    const acpFields = { acpCertInd: '1', ebbpTribalBenefitFlag: '0', ...TABLET };
    for (const [field, value] of Object.entries(acpFields)) {
      if (field === 'deviceId') continue;
      const body = await badRequest(
        await enrol(sandbox.app, { ...lifeline, deviceId: 'TAB-1001', [field]: value }, field),
      );
      expect(body.errors).toEqual([
        {
          code: 'BAD_REQUEST',
          field,
          message: `${field} is an ACP field: a LIFELINE enrolment does not send it`,
        },
      ]);
    }
    expect(countRows(sandbox.db).subscribers).toBe(0);
    const bad = await badRequest(
      await enrol(sandbox.app, { ...lifeline, tribalBenefitFlag: 'yes' }, 'flag'),
    );
    expect(bad.errors.map((error) => error.field)).toEqual(['tribalBenefitFlag']);
  });

  it('takes a LIFELINE enrolment without acpCertInd, and requires acpCertInd otherwise', async () => {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app, { program: 'LIFELINE' });
    const withoutCert = enrolmentData(applicationId, {
      acpCertInd: undefined,
      ebbpTribalBenefitFlag: undefined,
    });
    const acp = await badRequest(await enrol(sandbox.app, withoutCert, 'acp'));
    expect(acp.errors).toEqual([
      {
        code: 'BAD_REQUEST',
        field: 'acpCertInd',
        message: 'acpCertInd is required on an ACP enrolment',
      },
    ]);
    const ok = await enrol(
      sandbox.app,
      { ...withoutCert, program: 'LIFELINE', tribalBenefitFlag: '1' },
      'lifeline',
    );
    expect(ok.status).toBe(200);
  });

  it('requires transfer consent fields but not acpCertInd', async () => {
    const sandbox = makeSandbox();
    const applicationId = await completeApplication(sandbox.app);
    const data = enrolmentData(applicationId, { acpCertInd: undefined, consentTimeZoneId: 'x' });
    const body = await badRequest(await enrol(sandbox.app, data, 'k', 'transfer'));
    expect(body.errors.map((error) => error.field)).toEqual(['consentTimeZoneId']);
    const ok = await enrol(sandbox.app, { ...data, consentTimeZoneId: '14' }, 'k', 'transfer');
    expect(ok.status).toBe(200);
  });

  it('checks the contact webhook and reseller bodies', async () => {
    const sandbox = makeSandbox();
    const contact = await badRequest(
      await postJson(sandbox.app, '/hooks/contact', { text: ' ', channel: 'web' }),
    );
    expect(contact.errors.map((error) => error.message)).toEqual([
      'text is required',
      'username is required',
    ]);
    const reseller = await badRequest(
      await postJson(sandbox.app, '/public/utility/is_valid_reseller_code', { code: 'X' }),
    );
    expect(reseller.errors[0]?.field).toBe('resellerCode');
    expectNothingStored(sandbox);
  });

  it('answers 413 for a body over 100 kB', async () => {
    const sandbox = makeSandbox();
    const response = await postJson(
      sandbox.app,
      '/hooks/contact',
      { text: 'x'.repeat(150_000), channel: 'web', username: 'Site Subscriber' },
      { 'Content-Length': '150100' },
    );
    expect(response.status).toBe(413);
    expectNothingStored(sandbox);
  });
});
