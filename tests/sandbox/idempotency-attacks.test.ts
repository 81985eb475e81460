// @vitest-environment node
// Issue 15 §1: a key someone else learned (or guessed) cannot lock the applicant out, and a
// corrected retry under the same key enrols.
import { describe, expect, it } from 'vitest';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

const subscribersOf = (db: ReturnType<typeof makeSandbox>['db'], applicationId: string) =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM subscribers WHERE application_id = ?')
      .get(applicationId) as { n: number }
  ).n;

describe('pre-claiming an Idempotency-Key', () => {
  const victimKey = 'A12345678-enrol-plan';

  it('an invalid body sent first under the victim’s key does not block the victim', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const attack = await enrol(app, enrolmentData(applicationId, { dob: 'x' }), victimKey);
    expect(attack.status).toBe(400);
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await enrol(app, enrolmentData(applicationId), victimKey);
      expect(answer.status).toBe(200);
    }
    expect(subscribersOf(db, applicationId)).toBe(1);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('a well-formed body the sandbox refuses (bad referral code) is not stored either', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const attack = await enrol(
      app,
      enrolmentData(applicationId, { resellerCode: 'NOT-A-CODE' }),
      victimKey,
    );
    expect(attack.status).toBe(400);
    expect(rowCount(db, 'idempotency_keys')).toBe(0);
    expect((await enrol(app, enrolmentData(applicationId), victimKey)).status).toBe(200);
    expect(subscribersOf(db, applicationId)).toBe(1);
  });

  it('a success under the same key for another application does not touch the victim’s', async () => {
    const { app, db } = makeSandbox();
    const attackerApplication = await completeApplication(app, {
      firstName: 'Mallory',
      lastName: 'Smith',
      address: '99 Other Rd',
    });
    const victimApplication = await completeApplication(app);
    const attack = await enrol(
      app,
      enrolmentData(attackerApplication, {
        firstName: 'Mallory',
        lastName: 'Smith',
        shippingAddress1: '99 Other Rd',
      }),
      victimKey,
    );
    expect(attack.status).toBe(200);
    const victim = await enrol(app, enrolmentData(victimApplication), victimKey);
    expect(victim.status).toBe(200);
    expect(victim.headers.get('Idempotent-Replayed')).toBeNull();
    expect(subscribersOf(db, victimApplication)).toBe(1);
  });
});

describe('correct, then retry under the same key', () => {
  it('a 400 for the shipping details, then the corrected details: one enrolment', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const wrong = await enrol(app, enrolmentData(applicationId, { shippingZipcode: '1' }), 'k');
    expect(wrong.status).toBe(400);
    for (let attempt = 0; attempt < 3; attempt++) {
      const corrected = await enrol(app, enrolmentData(applicationId), 'k');
      expect(corrected.status).toBe(200);
      expect(corrected.headers.get('Idempotent-Replayed')).toBe(attempt === 0 ? null : 'true');
    }
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('a refused device, then the corrected device: one enrolment', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const tablet = {
      paymentGateway: 'stripe',
      consumerFee: 1,
      deviceCopay: 10.01,
      marketValue: 190,
      deviceDeliveryMethod: 'shipped',
      deviceReimbursementDate: '05/17/2024',
    };
    const unknown = await enrol(
      app,
      enrolmentData(applicationId, { ...tablet, deviceId: 'TAB-9999' }),
      'k',
    );
    expect(unknown.status).toBe(400);
    const fixed = await enrol(
      app,
      enrolmentData(applicationId, { ...tablet, deviceId: 'TAB-1001' }),
      'k',
    );
    expect(fixed.status).toBe(200);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });
});
