// @vitest-environment node
// D53 (issue 37), NLAD's part: one benefit per household, judged on the home address, never the
// shipping one; a home with the benefit leads to the worksheet (DUPLICATE_ADDRESS), a person
// already enrolled to the transfer (DUPLICATE_SUBSCRIBER); one person, one enrolment.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/create-sandbox-app.ts';
import { openDb } from '../../sandbox/db.ts';
import { defaultUnsupportedStates } from '../../sandbox/scenarios.ts';
import { ONE_HOME_SPELLINGS, ONE_HOME_ZIP } from './home-spellings.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const LIFELINE_CHECK = { program: 'LIFELINE', eligibilityProgramCode: 'E2' };
const lifelineEnrolment = (applicationId: string, extra: Record<string, unknown> = {}) =>
  enrolmentData(applicationId, {
    program: 'LIFELINE',
    acpCertInd: undefined,
    ebbpTribalBenefitFlag: undefined,
    tribalBenefitFlag: '0',
    ...extra,
  });
const SEPARATE = { iehFlag: '1', iehCertificationDate: '11/28/2026' };
const home = (address1: string, extra: Record<string, unknown> = {}) => ({
  primaryAddress1: address1,
  primaryAddress2: '',
  primaryCity: 'New York',
  primaryState: 'NY',
  primaryZipCode: '10001',
  ...extra,
});

let people = 0;
/** A new person's completed LIFELINE check (their own name), at `check` overrides. */
async function newApplicant(app: Hono, check: Record<string, unknown> = {}) {
  people++;
  const firstName = `Person${'abcdefghijklmnopqrstuvwxyz'[people % 26]}${Math.floor(people / 26)}`;
  const applicationId = await completeApplication(app, { ...LIFELINE_CHECK, firstName, ...check });
  return { applicationId, firstName };
}

async function codeOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { body?: [string, string, string][] };
  return body.body?.[0]?.[2];
}

describe('D53: one benefit per home (LIFELINE)', () => {
  it('answers another person at a home with the benefit DUPLICATE_ADDRESS, on enrol and transfer; a separate household goes on', async () => {
    const { app, db } = makeSandbox();
    const first = await newApplicant(app);
    const enrolled = await enrol(
      app,
      lifelineEnrolment(first.applicationId, { firstName: first.firstName, ...home('12 Main St') }),
      'k1',
    );
    expect(enrolled.status).toBe(200);

    const second = await newApplicant(app);
    const again = lifelineEnrolment(second.applicationId, {
      firstName: second.firstName,
      ...home('12 Main Street'),
    });
    const refused = await enrol(app, again, 'k2');
    expect(refused.status).toBe(409);
    expect(await refused.clone().json()).toEqual({
      status: 409,
      message: 'A household at this home address already receives the benefit',
      body: [['error', 'primaryAddress1', 'DUPLICATE_ADDRESS']],
    });
    // The transfer is no way round it: the worksheet is (D44).
    const transfer = await enrol(app, again, 'k3', 'transfer');
    expect(transfer.status).toBe(409);
    expect(await codeOf(transfer)).toBe('DUPLICATE_ADDRESS');
    // A separate household, certified, goes on.
    const separate = await enrol(app, { ...again, ...SEPARATE }, 'k4');
    expect(separate.status).toBe(200);
    expect(rowCount(db, 'subscribers')).toBe(2);
  });

  it('judges the home, never the shipping address: one P.O. box shared by two homes, and two adults of one home with their own mail', async () => {
    const { app, db } = makeSandbox();
    const box = { shippingAddress1: 'PO Box 2231', shippingZipcode: '10001' };
    for (const [index, street] of ['12 Main St', '14 Main St'].entries()) {
      const person = await newApplicant(app);
      const response = await enrol(
        app,
        lifelineEnrolment(person.applicationId, {
          firstName: person.firstName,
          ...box,
          ...home(street),
        }),
        `box-${index}`,
      );
      expect(response.status, street).toBe(200);
    }
    const adult = await newApplicant(app);
    const ownMail = await enrol(
      app,
      lifelineEnrolment(adult.applicationId, {
        firstName: adult.firstName,
        shippingAddress1: '900 Other Ave',
        ...home('12 Main Street'),
      }),
      'own-mail',
    );
    expect(await codeOf(ownMail)).toBe('DUPLICATE_ADDRESS');
    expect(rowCount(db, 'subscribers')).toBe(2);
  });

  it('falls back to the home the check named when the enrolment sends no primary* fields (an older client)', async () => {
    const { app } = makeSandbox();
    const first = await newApplicant(app, { address: '1420 Saint Paul Street NE' });
    expect(
      (
        await enrol(
          app,
          lifelineEnrolment(first.applicationId, { firstName: first.firstName }),
          'a',
        )
      ).status,
    ).toBe(200);
    const second = await newApplicant(app, { address: '1420 St Paul NE' });
    const response = await enrol(
      app,
      lifelineEnrolment(second.applicationId, {
        firstName: second.firstName,
        shippingAddress1: '77 Elsewhere Rd',
      }),
      'b',
    );
    expect(await codeOf(response)).toBe('DUPLICATE_ADDRESS');
    // An ACP enrolment keeps the answer the ACP app knows (B §8), on the check's home too.
    const acpFirst = await completeApplication(app, { firstName: 'Acp', address: '3 Oak St' });
    expect((await enrol(app, enrolmentData(acpFirst, { firstName: 'Acp' }), 'c')).status).toBe(200);
    const acpSecond = await completeApplication(app, { firstName: 'Bcp', address: '3 Oak Street' });
    const acp = await enrol(app, enrolmentData(acpSecond, { firstName: 'Bcp' }), 'd');
    expect(acp.status).toBe(409);
    expect(await codeOf(acp)).toBe('DUPLICATE_SUBSCRIBER');
  });

  it(`issue 37: ${ONE_HOME_SPELLINGS.length} spellings of one home enrol one household, through the API`, async () => {
    const { app, db } = makeSandbox();
    const codes: (string | number)[] = [];
    for (const [index, spelling] of ONE_HOME_SPELLINGS.entries()) {
      const person = await newApplicant(app);
      const response = await enrol(
        app,
        lifelineEnrolment(person.applicationId, {
          firstName: person.firstName,
          primaryAddress1: spelling.address1,
          primaryAddress2: spelling.address2,
          primaryCity: 'Pine Ridge',
          primaryState: 'SD',
          primaryZipCode: ONE_HOME_ZIP,
        }),
        `s-${index}`,
      );
      codes.push(response.status === 200 ? 200 : ((await codeOf(response)) ?? response.status));
    }
    expect(codes).toEqual([200, ...ONE_HOME_SPELLINGS.slice(1).map(() => 'DUPLICATE_ADDRESS')]);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });
});

describe('D53: one enrolment per person', () => {
  it('issue 37: one person cannot hold four enrolments at four addresses: the second is DUPLICATE_SUBSCRIBER, a transfer INELIGIBLE_FOR_TRANSFER', async () => {
    const { app, db } = makeSandbox();
    const person = { ...LIFELINE_CHECK, firstName: 'Rosa', lastName: 'Martinez', ssn4: '4821' };
    const answers: (string | number)[] = [];
    for (const [index, street] of ['1 A St', '2 B St', '3 C St', '4 D St'].entries()) {
      const applicationId = await completeApplication(app, { ...person, address: street });
      const response = await enrol(
        app,
        lifelineEnrolment(applicationId, {
          firstName: 'Rosa',
          lastName: 'Martinez',
          ...home(street),
          // Even certifying a separate household: it is the same person.
          ...(index === 3 ? SEPARATE : {}),
        }),
        `p-${index}`,
        index === 2 ? 'transfer' : 'enroll',
      );
      answers.push(response.status === 200 ? 200 : ((await codeOf(response)) ?? response.status));
    }
    expect(answers).toEqual([
      200,
      'DUPLICATE_SUBSCRIBER',
      'INELIGIBLE_FOR_TRANSFER',
      'DUPLICATE_SUBSCRIBER',
    ]);
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('tells two people of one name and date of birth apart by their SSN digits or Tribal ID', async () => {
    const { app, db } = makeSandbox();
    const twin = { ...LIFELINE_CHECK, firstName: 'Maria', lastName: 'Garcia' };
    const identities = [
      { ssn4: '1111' },
      { ssn4: '2222' },
      { ssn4: undefined, tribalId: 'TRB-0077' },
    ];
    for (const [index, identity] of identities.entries()) {
      const street = `${index + 1} Elm St`;
      const applicationId = await completeApplication(app, {
        ...twin,
        ...identity,
        address: street,
      });
      const response = await enrol(
        app,
        lifelineEnrolment(applicationId, {
          firstName: 'Maria',
          lastName: 'Garcia',
          ...home(street),
        }),
        `t-${index}`,
      );
      expect(response.status, JSON.stringify(identity)).toBe(200);
    }
    expect(rowCount(db, 'subscribers')).toBe(3);
  });

  it('remembers a person across a restart, by a key kept beside the database file, never their digits', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-person-'));
    folders.push(folder);
    const path = join(folder, 'sandbox.sqlite');
    const person = { firstName: 'Lia', lastName: 'Tso', ssn4: '9371' };
    const first = openDb(path);
    const app = createSandboxApp({ db: first });
    const applicationId = await completeApplication(app, { ...person, address: '5 Fir St' });
    expect((await enrol(app, enrolmentData(applicationId, person), 'r1')).status).toBe(200);
    first.close();
    expect(statSync(`${path}.person-key`).mode & 0o777).toBe(0o600);

    const second = openDb(path);
    const again = createSandboxApp({ db: second });
    const other = await completeApplication(again, { ...person, address: '6 Fir St' });
    const response = await enrol(again, enrolmentData(other, person), 'r2');
    expect(await codeOf(response)).toBe('DUPLICATE_SUBSCRIBER');
    const keys = second.prepare('SELECT person_key FROM applications').all() as {
      person_key: string;
    }[];
    expect(keys.map((row) => row.person_key)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(JSON.stringify(second.prepare('SELECT * FROM applications').all())).not.toContain(
      '9371',
    );
    second.close();
  });
});

describe('D43: a P.O. box is not a LIFELINE home, for the sandbox either', () => {
  it('refuses it on the check and the enrolment (400 naming the field), and takes it under the ACP', async () => {
    const { app, db } = makeSandbox({ unsupportedStates: defaultUnsupportedStates('lifeline') });
    for (const address of ['Caja Postal 12', 'P.0. Box 7', 'PMB 220', 'General Delivery']) {
      const { response, body } = await checkEligibility(app, { ...LIFELINE_CHECK, address });
      expect(response.status, address).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
    }
    const secondLine = await checkEligibility(app, {
      ...LIFELINE_CHECK,
      address: '12 Main St',
      primaryAddress2: 'Postal Box 12',
    });
    expect(secondLine.response.status).toBe(400);
    const person = await newApplicant(app);
    const enrolment = await enrol(
      app,
      lifelineEnrolment(person.applicationId, {
        firstName: person.firstName,
        ...home('PO Box 12'),
      }),
      'po',
    );
    expect(enrolment.status).toBe(400);
    expect(await enrolment.json()).toMatchObject({ errors: [{ field: 'primaryAddress1' }] });
    expect(rowCount(db, 'subscribers')).toBe(0);
    // A P.O. box mailing address is fine, and the ACP took any home address (A §5).
    const acp = await checkEligibility(app, { address: 'PO Box 12' });
    expect(acp.body.status).toBe('COMPLETE');
  });

  it('checks the home fields’ shapes: all together, urbanization for Puerto Rico only', async () => {
    const { app } = makeSandbox();
    const person = await newApplicant(app);
    const missingCity = await enrol(
      app,
      lifelineEnrolment(person.applicationId, {
        firstName: person.firstName,
        ...home('12 Main St', { primaryCity: '' }),
      }),
      'h1',
    );
    expect(await missingCity.json()).toMatchObject({ errors: [{ field: 'primaryCity' }] });
    const urbanization = await enrol(
      app,
      lifelineEnrolment(person.applicationId, {
        firstName: person.firstName,
        ...home('12 Main St', { primaryUrbanizationCode: 'Urb. Las Lomas' }),
      }),
      'h2',
    );
    expect(await urbanization.json()).toMatchObject({
      errors: [{ field: 'primaryUrbanizationCode' }],
    });
  });
});
