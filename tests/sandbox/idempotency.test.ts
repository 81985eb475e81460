// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
  TABLET,
} from './sandbox-fixtures.ts';

type Answer = { order?: { id: string }; status?: number; body?: string[][] };

describe('Idempotency-Key on enroll and transfer', () => {
  it('replays the first answer exactly for the same key, enrolling once', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const body = enrolmentData(applicationId, TABLET);

    const first = await enrol(app, body, 'household-1');
    const firstText = await first.text();
    const second = await enrol(app, body, 'household-1');

    expect(second.status).toBe(first.status);
    expect(await second.text()).toBe(firstText);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(rowCount(db, 'subscribers')).toBe(1);
    expect(rowCount(db, 'orders')).toBe(1);
  });

  it('enrols once when a double click sends both requests at the same time', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const body = enrolmentData(applicationId);
    const [a, b] = await Promise.all([enrol(app, body, 'double'), enrol(app, body, 'double')]);
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('keeps no error answer: once the cause is gone, the same key runs the call', async () => {
    const { app, db } = makeSandbox();
    const body = enrolmentData('A12345678');
    const first = await enrol(app, body, 'k');
    expect(first.status).toBe(404);
    expect(rowCount(db, 'idempotency_keys')).toBe(0);
    const again = await enrol(app, body, 'k');
    expect(again.status).toBe(404);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('still replays when only the clock fields changed (a retry built a moment later)', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const first = await enrol(app, enrolmentData(applicationId, TABLET), 'k');
    const retry = await enrol(
      app,
      enrolmentData(applicationId, {
        ...TABLET,
        consentDateTime: '2024-05-02 10:13:59',
        deviceReimbursementDate: '05/18/2024',
      }),
      'k',
    );
    expect(retry.status).toBe(200);
    expect(await retry.text()).toBe(await first.text());
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('answers 422 when the key of a success comes back with a different request', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    expect((await enrol(app, enrolmentData(applicationId), 'k')).status).toBe(200);
    const changed = await enrol(
      app,
      enrolmentData(applicationId, { shippingAddress1: '14 Main St' }),
      'k',
    );
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as Answer).body).toEqual([
      ['error', 'Idempotency-Key', 'IDEMPOTENCY_KEY_REUSED'],
    ]);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('lets "the Plan only" reuse the key after the tablet was refused', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const tablet = await enrol(
      app,
      enrolmentData(applicationId, { emailAddress: 'nodevice@example.com', ...TABLET }),
      'k',
    );
    expect(tablet.status).toBe(400);
    const planOnly = await enrol(
      app,
      enrolmentData(applicationId, { emailAddress: 'nodevice@example.com' }),
      'k',
    );
    expect(planOnly.status).toBe(200);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('never enrols a household twice: a new key answers DUPLICATE', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    expect((await enrol(app, enrolmentData(applicationId), 'first')).status).toBe(200);
    const again = await enrol(app, enrolmentData(applicationId), 'second');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Answer).body).toEqual([
      ['error', 'subscriber', 'DUPLICATE_SUBSCRIBER'],
    ]);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('recognises the household under a new application, whatever the case and spacing', async () => {
    const { app, db } = makeSandbox();
    const first = await completeApplication(app);
    expect((await enrol(app, enrolmentData(first), 'a')).status).toBe(200);
    const second = await completeApplication(app);
    const again = await enrol(
      app,
      enrolmentData(second, {
        firstName: 'ANA',
        lastName: ' diaz ',
        shippingAddress1: '12  main st',
        emailAddress: 'other@example.com',
      }),
      'b',
    );
    expect(again.status).toBe(409);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('keeps enroll and transfer keys apart', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const body = enrolmentData(applicationId, { emailAddress: 'duplicate@example.com' });
    expect((await enrol(app, body, 'same', 'enroll')).status).toBe(409);
    const transfer = await enrol(app, body, 'same', 'transfer');
    expect(transfer.status).toBe(200);
    expect(transfer.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('requires the header, and forgets requests that were invalid', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const missing = await app.request('/public/nlad/enroll', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(enrolmentData(applicationId)),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('Idempotency-Key');

    const invalid = await enrol(app, enrolmentData(applicationId, { dob: '1980-01-31' }), 'k');
    expect(invalid.status).toBe(400);
    const corrected = await enrol(app, enrolmentData(applicationId), 'k');
    expect(corrected.status).toBe(200);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('gives the stored answer to the retry after a lost answer', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    const body = enrolmentData(applicationId);
    const lost = await enrol(app, body, 'k', 'enroll', { 'X-Sandbox-Fault': 'lost' });
    expect(lost.status).toBe(504);
    expect(rowCount(db, 'subscribers')).toBe(1);
    const retry = await enrol(app, body, 'k');
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Answer).order?.id).toMatch(/^ORD-/);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });
});
