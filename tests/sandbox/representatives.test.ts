// @vitest-environment node
// D57 (issue 38), the Representative Accountability Database's part: registered RAD IDs, the
// check before a shift, and repId / repNotAssisted on the check, the enrolment and the transfer.
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REP_IDS,
  REP_NOT_REGISTERED,
  repIdsFromEnv,
} from '../../sandbox/representatives.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  localGet,
  makeSandbox,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

type LogEntry = { path: string; status: number; repId: string | null; repNotAssisted: boolean };

async function logOf(app: Hono, path: string): Promise<LogEntry[]> {
  const response = await localGet(app, `/_sandbox/requests?path=${encodeURIComponent(path)}`);
  return ((await response.json()) as { requests: LogEntry[] }).requests;
}

const verify = (app: Hono, body: unknown) => postJson(app, '/public/representative/verify', body);

describe('D57: the check before a shift', () => {
  it('answers a registered ID, in any case, and refuses another with REP_NOT_REGISTERED', async () => {
    const { app } = makeSandbox({ representatives: ['REP12345', 'Abc99z'] });
    for (const repId of ['REP12345', 'rep12345', ' abc99Z ']) {
      const response = await verify(app, { repId });
      expect(response.status, repId).toBe(200);
      expect(await response.json()).toEqual({
        registered: true,
        repId: repId.trim().toUpperCase(),
      });
    }
    const refused = await verify(app, { repId: 'NOTONLIST1' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      status: 400,
      message:
        'The representative ID NOTONLIST1 is not registered with the Representative Accountability Database: check it, or register before assisting applicants',
      errors: [
        {
          code: REP_NOT_REGISTERED,
          field: 'repId',
          message:
            'The representative ID NOTONLIST1 is not registered with the Representative Accountability Database: check it, or register before assisting applicants',
        },
      ],
    });
  });

  it('refuses an ID that is not 5 to 20 letters and digits as a bad request', async () => {
    const { app } = makeSandbox();
    for (const repId of ['AB12', 'A'.repeat(21), 'REP-12345', 'REP 12345', 12345]) {
      const response = await verify(app, { repId });
      expect(response.status, String(repId)).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ code: 'BAD_REQUEST', field: 'repId' }],
      });
    }
    expect((await verify(app, {})).status).toBe(400);
  });

  it('registers the demo list by default, and SANDBOX_REP_IDS’s list when set', async () => {
    expect(repIdsFromEnv(undefined)).toEqual(DEFAULT_REP_IDS);
    expect(repIdsFromEnv(' R1234A, XY98765 ,')).toEqual(['R1234A', 'XY98765']);
    expect(repIdsFromEnv('')).toEqual([]);
    expect(() => repIdsFromEnv('GOOD12345,bad-id')).toThrow(
      'SANDBOX_REP_IDS must be RAD IDs (5 to 20 letters and digits, comma-separated); not: bad-id',
    );
    const { app } = makeSandbox();
    for (const repId of DEFAULT_REP_IDS) {
      expect((await verify(app, { repId })).status, repId).toBe(200);
    }
    const none = makeSandbox({ representatives: [] });
    expect((await verify(none.app, { repId: DEFAULT_REP_IDS[0] })).status).toBe(400);
  });

  it('lists the registered IDs on the control page, escaped', async () => {
    const { app } = makeSandbox({ representatives: ['REP12345'] });
    const page = await (await localGet(app, '/_sandbox')).text();
    expect(page).toContain('Registered representatives (D57)');
    expect(page).toContain('<li><code>REP12345</code></li>');
  });
});

describe('D57: repId or repNotAssisted on the check, the enrolment and the transfer', () => {
  it('refuses an unregistered repId on each (the enrolment and transfer with a B §8 code too), storing nothing', async () => {
    const { app, db } = makeSandbox();
    const check = await checkEligibility(app, { repId: 'NOTONLIST1' });
    expect(check.response.status).toBe(400);
    expect(check.body.errors?.[0]).toMatchObject({ code: REP_NOT_REGISTERED, field: 'repId' });
    expect(rowCount(db, 'applications')).toBe(0);

    const applicationId = await completeApplication(app);
    for (const call of ['enroll', 'transfer'] as const) {
      const response = await enrol(
        app,
        enrolmentData(applicationId, { repId: 'NOTONLIST1' }),
        `k-${call}`,
        call,
      );
      expect(response.status, call).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ code: REP_NOT_REGISTERED, field: 'repId' }],
        body: [['error', 'repId', REP_NOT_REGISTERED]],
      });
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('refuses a request carrying both, and a repNotAssisted other than "1"', async () => {
    const { app } = makeSandbox();
    const both = await checkEligibility(app, { repId: 'REP12345', repNotAssisted: '1' });
    expect(both.response.status).toBe(400);
    expect(both.body.errors?.[0]).toMatchObject({ field: 'repNotAssisted' });
    expect(both.body.errors?.[0]?.message).toBe(
      'send repId or repNotAssisted "1", not both: an application is assisted or it is not',
    );
    const applicationId = await completeApplication(app);
    const enrolBoth = await enrol(
      app,
      enrolmentData(applicationId, { repId: 'REP12345', repNotAssisted: '1' }),
      'both',
    );
    expect(enrolBoth.status).toBe(400);
    const zero = await checkEligibility(app, { repNotAssisted: '0' });
    expect(zero.body.errors?.[0]).toMatchObject({ field: 'repNotAssisted' });
  });

  it('keeps which it was with the request log: the representative’s ID, or not assisted', async () => {
    const { app } = makeSandbox();
    const assisted = await completeApplication(app, { repId: 'rep12345', firstName: 'Ann' });
    const plain = await completeApplication(app, {
      repNotAssisted: '1',
      firstName: 'Bea',
      address: '14 Main St',
    });
    await completeApplication(app, { firstName: 'Cy', address: '16 Main St' });
    expect(
      (await logOf(app, '/public/acp/eligibility-check')).map(({ repId, repNotAssisted }) => ({
        repId,
        repNotAssisted,
      })),
    ).toEqual([
      { repId: 'REP12345', repNotAssisted: false },
      { repId: null, repNotAssisted: true },
      { repId: null, repNotAssisted: false },
    ]);
    const first = await enrol(
      app,
      enrolmentData(assisted, { firstName: 'Ann', repId: 'REP12345' }),
      'a',
    );
    expect(first.status).toBe(200);
    const second = await enrol(
      app,
      enrolmentData(plain, {
        firstName: 'Bea',
        repNotAssisted: '1',
        emailAddress: 'duplicate@example.com',
      }),
      'b',
      'transfer',
    );
    expect(second.status).toBe(200);
    expect(await logOf(app, '/public/nlad/enroll')).toMatchObject([
      { status: 200, repId: 'REP12345', repNotAssisted: false },
    ]);
    expect(await logOf(app, '/public/nlad/transfer')).toMatchObject([
      { status: 200, repId: null, repNotAssisted: true },
    ]);
    expect(await logOf(app, '/public/representative/verify')).toEqual([]);
    await verify(app, { repId: 'TABLET7' });
    expect(await logOf(app, '/public/representative/verify')).toMatchObject([
      { status: 200, repId: 'TABLET7', repNotAssisted: false },
    ]);
  });
});
