// @vitest-environment node
// Issue 28 §7 and D44: a household is its address, however it is spelled, whoever applies
// from it; a second household there must certify that it is one (iehFlag).
import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, householdKey } from '../../sandbox/household-key.ts';
import {
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

const PEOPLE = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ida', 'Jo'];

/** A new applicant (their own application) enrolling at `address`. */
async function enrolAt(
  app: Hono,
  index: number,
  address: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  call: 'enroll' | 'transfer' = 'enroll',
): Promise<Response> {
  const firstName = PEOPLE[index % PEOPLE.length] as string;
  const applicationId = await completeApplication(app, { firstName });
  return enrol(
    app,
    enrolmentData(applicationId, {
      firstName,
      emailAddress: `p${index}@example.com`,
      ...address,
      ...extra,
    }),
    `key-${index}`,
    call,
  );
}

const SEPARATE = { iehFlag: '1', iehCertificationDate: '11/27/2026' };

describe('one household per address', () => {
  it('issue 28 §7: 0001 Main St, One Main St and a Cyrillic а in Main are one household', async () => {
    const spellings = [
      '1 Main St',
      '0001 Main St',
      'One Main St',
      'ONE MAIN STREET',
      '1 M\u0430in St', // Cyrillic а
      '1 \u039Cain St', // Greek capital mu
      '\uff11 Main St', // full-width 1
      '1 Main St.',
    ];
    const { app, db } = makeSandbox();
    const statuses: number[] = [];
    for (const [index, shippingAddress1] of spellings.entries()) {
      statuses.push((await enrolAt(app, index, { shippingAddress1 })).status);
    }
    expect(statuses).toEqual([200, ...spellings.slice(1).map(() => 409)]);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('issue 28 §7: a second adult at an enrolled address is a duplicate (the key is the address, not the person)', async () => {
    const { app, db } = makeSandbox();
    expect((await enrolAt(app, 0, { shippingAddress1: '12 Main St' })).status).toBe(200);
    const second = await enrolAt(app, 1, { shippingAddress1: '12 Main St' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      body: [['error', 'subscriber', 'DUPLICATE_SUBSCRIBER']],
    });
    const transfer = await enrolAt(app, 2, { shippingAddress1: '12 Main Street' }, {}, 'transfer');
    expect(transfer.status).toBe(400);
    expect(await transfer.json()).toMatchObject({
      body: [['error', 'applicationId', 'INELIGIBLE_FOR_TRANSFER']],
    });
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('D44: a separate household at the same address goes through only with iehFlag "1"', async () => {
    const { app, db } = makeSandbox();
    expect((await enrolAt(app, 0, { shippingAddress1: '12 Main St' })).status).toBe(200);
    expect((await enrolAt(app, 1, { shippingAddress1: '12 Main St' }, SEPARATE)).status).toBe(200);
    expect(
      (await enrolAt(app, 2, { shippingAddress1: '12 Main St' }, { iehFlag: '0' })).status,
    ).toBe(409);
    expect(rowCount(db, 'subscribers')).toBe(2);
    const flags = db
      .prepare('SELECT ieh_certified FROM subscribers ORDER BY created_at, rowid')
      .all();
    expect(flags).toEqual([{ ieh_certified: 0 }, { ieh_certified: 1 }]);
  });

  it('D44: the certification needs its date, and the date its flag', async () => {
    const { app, db } = makeSandbox();
    const noDate = await enrolAt(app, 0, { shippingAddress1: '12 Main St' }, { iehFlag: '1' });
    expect(noDate.status).toBe(400);
    expect(await noDate.json()).toMatchObject({
      errors: [{ field: 'iehCertificationDate' }],
    });
    const noFlag = await enrolAt(
      app,
      1,
      { shippingAddress1: '12 Main St' },
      { iehCertificationDate: '11/27/2026' },
    );
    expect(noFlag.status).toBe(400);
    expect(await noFlag.json()).toMatchObject({ errors: [{ field: 'iehFlag' }] });
    const badDate = await enrolAt(
      app,
      2,
      { shippingAddress1: '12 Main St' },
      { iehFlag: '1', iehCertificationDate: '2026-11-27' },
    );
    expect(badDate.status).toBe(400);
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('keeps idempotency: the same key and body replay the first answer, certified or not', async () => {
    const { app, db } = makeSandbox();
    await enrolAt(app, 0, { shippingAddress1: '12 Main St' });
    const applicationId = await completeApplication(app, { firstName: 'Bo' });
    const body = enrolmentData(applicationId, {
      firstName: 'Bo',
      emailAddress: 'bo@example.com',
      ...SEPARATE,
    });
    const first = await enrol(app, body, 'bo-key');
    const again = await enrol(app, body, 'bo-key');
    expect(first.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect(rowCount(db, 'subscribers')).toBe(2);
  });

  it('folds numbers, number words, ordinals, unit words and look-alike letters', () => {
    const same = (a: string, b: string) => expect(addressKey(a), `${a} / ${b}`).toBe(addressKey(b));
    same('Twenty-One Fifth Avenue', '21 5th Ave');
    same('Fifty Second St', '52nd Street');
    same('3rd Ave', 'Third Avenue');
    same('12 Main St Apt 3B', '12 Main St #3-b');
    same('12 Main St Unit 3', '12 Main St Apartment 3');
    same('12 Мain St', '12 Main St'); // Cyrillic М
    same('１２ Ｍａｉｎ Ｓｔ', '12 Main St');
    const differ = (a: string, b: string) =>
      expect(addressKey(a), `${a} / ${b}`).not.toBe(addressKey(b));
    differ('1 Main St', '11 Main St');
    differ('12 Main St', '120 Main St');
    differ('12 Main St Apt 3', '12 Main St Apt 4');
    differ('12 Elm St', '12 Eim St');
    expect(
      householdKey({
        shippingAddress1: '12 Main St',
        shippingAddress2: 'Apt 3',
        shippingZipcode: '10001',
      }),
    ).toBe(householdKey({ shippingAddress1: '12 Main St Apt 3', shippingZipcode: '10001' }));
  });
});
