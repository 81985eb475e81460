// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENROLMENT_SCENARIOS } from '../../sandbox/scenarios.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  postJson,
  rowCount,
  TABLET,
} from './sandbox-fixtures.ts';

type EnrolAnswer = {
  order?: { id: string };
  nladSubscriberId?: string;
  activationCode?: { activationCode: string };
  url?: string;
  status?: number;
  message?: string;
  body?: [string, string, string][];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const cases = ENROLMENT_SCENARIOS.flatMap((row) =>
  row.calls.map((call) => [`${row.localPart} on ${call}`, row, call] as const),
);

describe('enroll and transfer: every row of the scenario table', () => {
  it.each(cases)('%s', async (_name, row, call) => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const body = enrolmentData(applicationId, {
      // The +tag shows testers can keep addresses unique and still pick a scenario.
      emailAddress: `${row.localPart.toUpperCase()}+run7@example.com`,
      ...(row.needsTablet ? TABLET : {}),
    });
    const response = await enrol(app, body, `key-${row.localPart}-${call}`, call);
    const answer = row.answer;

    if (answer.kind === 'json') {
      expect(response.status).toBe(answer.http);
      expect(await response.json()).toEqual(answer.body);
      expect(rowCount(db, 'subscribers')).toBe(0);
    } else if (answer.kind === 'redirect') {
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as EnrolAnswer;
      expect(url).toBe(
        answer.to === 'evil'
          ? 'https://evil.example/'
          : `http://localhost/api/verifier/handoff/${applicationId}`,
      );
      expect(rowCount(db, 'subscribers')).toBe(0);
    } else {
      expect(response.status).toBe(200);
      const json = (await response.json()) as EnrolAnswer;
      expect(json.order?.id).toMatch(/^ORD-\d{8}$/);
      expect(json.message).toBe(answer.message);
      expect(rowCount(db, 'subscribers')).toBe(1);
    }
  });

  it('has unique local parts', () => {
    const parts = ENROLMENT_SCENARIOS.map((row) => row.localPart);
    expect(new Set(parts).size).toBe(parts.length);
  });
});

describe('enroll and transfer: behaviour spelled out', () => {
  it('enrols with a tablet: order, subscriber id, activation code, stored rows', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const response = await enrol(app, enrolmentData(applicationId, TABLET), 'k1');
    expect(response.status).toBe(200);
    const json = (await response.json()) as EnrolAnswer;
    expect(json.order?.id).toMatch(/^ORD-\d{8}$/);
    expect(json.nladSubscriberId).toMatch(/^NLAD-[A-Z0-9]{8}$/);
    expect(json.activationCode?.activationCode).toMatch(/^\d{6}$/);
    const order = db.prepare('SELECT * FROM orders').get() as Record<string, string>;
    expect(order.device_id).toBe('TAB-1001');
    expect(order.device_status).toBe('requested');
    expect(order.fulfillment_id).toMatch(UUID);
    const subscriber = db.prepare('SELECT * FROM subscribers').get() as Record<string, string>;
    expect(subscriber.application_id).toBe(applicationId);
    expect(subscriber.kind).toBe('enroll');
  });

  it('answers DUPLICATE_SUBSCRIBER with 409 for duplicate@', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const response = await enrol(
      app,
      enrolmentData(applicationId, { emailAddress: 'duplicate@example.com' }),
      'k1',
    );
    expect(response.status).toBe(409);
    const json = (await response.json()) as EnrolAnswer;
    expect(json.status).toBe(409);
    expect(json.body).toEqual([['error', 'subscriber', 'DUPLICATE_SUBSCRIBER']]);
  });

  it('lets duplicate@ transfer, and notransfer@ enrol', async () => {
    const { app, db } = makeSandbox();
    const first = await completeApplication(app);
    const transfer = await enrol(
      app,
      enrolmentData(first, { emailAddress: 'duplicate@example.com' }),
      'k1',
      'transfer',
    );
    expect(transfer.status).toBe(200);
    expect(((await transfer.json()) as EnrolAnswer).order?.id).toBeDefined();
    expect((db.prepare('SELECT kind FROM orders').get() as { kind: string }).kind).toBe('transfer');

    // Another household: one household is one home (D53).
    const second = await completeApplication(app, { firstName: 'Bo', address: '14 Main St' });
    const enrolment = await enrol(
      app,
      enrolmentData(second, {
        firstName: 'Bo',
        shippingAddress1: '14 Main St',
        emailAddress: 'notransfer@example.com',
      }),
      'k2',
    );
    expect(enrolment.status).toBe(200);
  });

  it('enrols normally when nodevice@ or tabletrejected@ ask for no tablet', async () => {
    const { app } = makeSandbox();
    for (const [index, localPart] of ['nodevice', 'tabletrejected'].entries()) {
      const applicationId = await completeApplication(app, {
        firstName: localPart,
        address: `${20 + index} Main St`,
      });
      const response = await enrol(
        app,
        enrolmentData(applicationId, {
          firstName: localPart,
          shippingAddress1: `${20 + index} Main St`,
          emailAddress: `${localPart}@example.com`,
        }),
        `k-${localPart}`,
      );
      expect(response.status).toBe(200);
      const json = (await response.json()) as EnrolAnswer;
      expect(json.order).toBeDefined();
      expect(json.message).toBeUndefined();
    }
  });

  it('records the rejected tablet for tabletrejected@', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const response = await enrol(
      app,
      enrolmentData(applicationId, { emailAddress: 'tabletrejected@example.com', ...TABLET }),
      'k1',
    );
    const json = (await response.json()) as EnrolAnswer;
    expect(json.message).toContain('10.01 USD');
    expect(
      (db.prepare('SELECT device_status FROM orders').get() as { device_status: string })
        .device_status,
    ).toBe('rejected');
  });

  it('answers the bare string for denied@ and the time-out for timeout@', async () => {
    const { app } = makeSandbox();
    const denied = await enrol(
      app,
      enrolmentData('A1', { emailAddress: 'denied@example.com' }),
      'k1',
    );
    expect(denied.status).toBe(403);
    expect(await denied.text()).toBe('"Access is denied"');
    const timeout = await enrol(
      app,
      enrolmentData('A1', { emailAddress: 'timeout@example.com' }),
      'k2',
    );
    expect(timeout.status).toBe(504);
    expect(await timeout.json()).toEqual({ message: 'Endpoint request timed out' });
  });
});

describe('enroll and transfer: rules from the stored data', () => {
  it('answers APPLICATION_NOT_FOUND (404) for an unknown application', async () => {
    const { app, db } = makeSandbox();
    const response = await enrol(app, enrolmentData('A99999999'), 'k1');
    expect(response.status).toBe(404);
    expect(((await response.json()) as EnrolAnswer).body).toEqual([
      ['error', 'applicationId', 'APPLICATION_NOT_FOUND'],
    ]);
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('answers APPLICATION_NOT_FOUND for a stored application with that status', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1008' });
    const response = await enrol(app, enrolmentData(body.applicationId as string), 'k1');
    expect(response.status).toBe(404);
  });

  it('answers INVALID_APPLICATION_ID for an application that is not COMPLETE', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1001' });
    const response = await enrol(
      app,
      enrolmentData(body.applicationId as string),
      'k1',
      'transfer',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as EnrolAnswer).body?.[0]?.[2]).toBe('INVALID_APPLICATION_ID');
  });

  it('enrols an application the short form verified (SUCCESSFUL)', async () => {
    const { app, db } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1011' });
    expect(body.status).toBe('SUCCESSFUL');
    const response = await enrol(app, enrolmentData(body.applicationId as string), 'k1');
    expect(response.status).toBe(200);
    expect(((await response.json()) as EnrolAnswer).order?.id).toBeTruthy();
    expect(rowCount(db, 'orders')).toBe(1);
  });

  it('refuses to enrol an application the short form did not verify (FAILURE)', async () => {
    const { app } = makeSandbox();
    const { body } = await checkEligibility(app, { ssn4: '1012' });
    const response = await enrol(app, enrolmentData(body.applicationId as string), 'k1');
    expect(response.status).toBe(400);
  });

  it('answers DEVICE_NOT_FOUND for an unknown device', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const response = await enrol(
      app,
      enrolmentData(applicationId, { ...TABLET, deviceId: 'TAB-0' }),
      'k1',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as EnrolAnswer).body?.[0]?.[2]).toBe('DEVICE_NOT_FOUND');
    expect(rowCount(db, 'orders')).toBe(0);
  });

  it('answers INVALID_RESELLER_CODE for a code that is not valid, and stores a valid one', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const invalid = await enrol(app, enrolmentData(applicationId, { resellerCode: 'NOPE' }), 'k1');
    expect(((await invalid.json()) as EnrolAnswer).body?.[0]?.[2]).toBe('INVALID_RESELLER_CODE');
    const valid = await enrol(app, enrolmentData(applicationId, { resellerCode: 'SANDBOX' }), 'k2');
    expect(valid.status).toBe(200);
    expect(
      (db.prepare('SELECT reseller_code FROM subscribers').get() as { reseller_code: string })
        .reseller_code,
    ).toBe('SANDBOX');
  });

  it('refuses a transfer for a household that is already a subscriber here', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    expect((await enrol(app, enrolmentData(applicationId), 'k1')).status).toBe(200);
    const transfer = await enrol(app, enrolmentData(applicationId), 'k2', 'transfer');
    expect(transfer.status).toBe(400);
    expect(((await transfer.json()) as EnrolAnswer).body?.[0]?.[2]).toBe('INELIGIBLE_FOR_TRANSFER');
  });

  it('answers verify without storing anything', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const verify = await postJson(app, '/public/nlad/verify', enrolmentData(applicationId));
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ message: 'Subscriber data verified' });
    expect(rowCount(db, 'subscribers')).toBe(0);
    expect(rowCount(db, 'idempotency_keys')).toBe(0);
  });
});
