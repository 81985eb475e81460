// @vitest-environment node
// Issue 15 "Why" §7, each as a test: control characters in names and addresses, one household
// spelled many ways, and a scenario's SSN digits or tribal id kept in the database.
import { describe, expect, it } from 'vitest';
import type { SandboxDb } from '../../sandbox/sandbox-db.ts';
import {
  checkEligibility,
  completeApplication,
  enrol,
  enrolmentData,
  makeSandbox,
  postJson,
  rowCount,
} from './sandbox-fixtures.ts';

type Problem = { errors?: { field?: string; message?: string }[]; message?: string };

describe('control characters in text fields', () => {
  it('the eligibility check refuses them with a 400 naming the field, storing nothing', async () => {
    const { app, db } = makeSandbox();
    for (const [field, value] of [
      ['firstName', 'a\r\nSet-Cookie: x=1'],
      ['lastName', 'Diaz\u0000'],
      ['address', '12 Main St\u001b[31m'],
      ['city', 'New\u0085York'],
      ['middleName', 'B\u0007'],
    ]) {
      const { response, body } = await checkEligibility(app, { [field as string]: value });
      expect(response.status, field).toBe(400);
      const problem = body as Problem;
      expect(problem.errors?.[0]?.field, field).toBe(field);
      expect(problem.errors?.[0]?.message, field).toBe(
        `${field} must not contain control characters`,
      );
    }
    expect(rowCount(db, 'applications')).toBe(0);
  });

  it('enrol refuses them in names and the shipping address', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    for (const field of ['firstName', 'shippingAddress1', 'shippingAddress2', 'shippingCity']) {
      const response = await enrol(
        app,
        enrolmentData(applicationId, { [field]: 'x\r\nSet-Cookie: x=1' }),
        `k-${field}`,
      );
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as Problem).errors?.[0]?.field, field).toBe(field);
    }
    expect(rowCount(db, 'subscribers')).toBe(0);
  });

  it('a contact message keeps its line breaks but not other controls', async () => {
    const { app, db } = makeSandbox();
    const ok = await postJson(app, '/hooks/contact', {
      text: 'Hello,\r\n\tline two',
      channel: 'web',
      username: 'Site',
    });
    expect(ok.status).toBe(200);
    const bad = await postJson(app, '/hooks/contact', {
      text: 'Hello\u0000',
      channel: 'web',
      username: 'Site',
    });
    expect(bad.status).toBe(400);
    expect(rowCount(db, 'contact_messages')).toBe(1);
  });
});

describe('one household, many spellings', () => {
  const spellings = [
    '12 Main St',
    '12 Main St.',
    '12 Main Street',
    '12 MAIN STREET',
    '12  main   st',
    '12 Main St\u200b',
    '\ufeff12 Main Street',
    '１２ Ｍａｉｎ Ｓｔ',
    '12 Main St,',
    '12 Main-St',
    '12 Main\u00a0St.',
    '12 Mai\u200dn Str',
    '#12 Main St',
  ];

  it(`enrols ${spellings.length} spellings of one home once, whoever applies (D53)`, async () => {
    const { app, db } = makeSandbox();
    const answers: number[] = [];
    for (const [index, address] of spellings.entries()) {
      // Another person each time, so only the home is shared.
      const firstName = `Ana${'abcdefghijklmnop'[index]}`;
      const applicationId = await completeApplication(app, { address, firstName });
      const response = await enrol(
        app,
        enrolmentData(applicationId, {
          shippingAddress1: `PO Box ${index + 1}`,
          firstName,
          emailAddress: `ana+${index}@example.com`,
        }),
        `k-${index}`,
      );
      answers.push(response.status);
    }
    expect(answers[0]).toBe(200);
    expect(answers.slice(1)).toEqual(spellings.slice(1).map(() => 409));
    expect(rowCount(db, 'subscribers')).toBe(1);
  });

  it('still tells different homes apart', async () => {
    const { app, db } = makeSandbox();
    for (const [index, overrides] of [
      { address: '12 Main St' },
      { address: '12 Main Ave' },
      { address: '120 Main St' },
      { address: '12 Main St', primaryAddress2: 'Apt 2' },
      { address: '12 Main St', zipCode: '10002' },
      { address: '21 Main St' },
      { address: '2 1st St' },
    ].entries()) {
      const firstName = `Ana${'abcdefg'[index]}`;
      const applicationId = await completeApplication(app, { ...overrides, firstName });
      const response = await enrol(
        app,
        // One shipping address for all: a household is its home, not where its mail goes.
        enrolmentData(applicationId, { firstName, emailAddress: `p${index}@example.com` }),
        `k-${index}`,
      );
      expect(response.status, JSON.stringify(overrides)).toBe(200);
    }
    expect(rowCount(db, 'subscribers')).toBe(7);
  });
});

function everyStoredValue(db: SandboxDb): string[] {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
  )
    .map((row) => row.name)
    // Devices are configuration (TAB-1001), not what an applicant sent.
    .filter((name) => name !== 'devices');
  return tables.flatMap((table) =>
    (db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]).flatMap((row) =>
      Object.values(row).map(String),
    ),
  );
}

describe('no SSN digits or tribal id in any column', () => {
  it('a scenario’s SSN digits pick the answer, then are dropped', async () => {
    const { app, db } = makeSandbox();
    for (const ssn4 of ['1001', '7391', '0000']) {
      const { response } = await checkEligibility(app, { ssn4 });
      expect(response.status).toBeLessThan(500);
    }
    const stored = everyStoredValue(db);
    for (const digits of ['1001', '7391']) {
      // Standing alone: random ids and timestamps may hold the same digits inside them.
      const alone = new RegExp(`(^|[^0-9A-Za-z-])${digits}([^0-9]|$)`);
      expect(stored.filter((value) => alone.test(value))).toEqual([]);
    }
    expect(stored.filter((value) => value.includes('ssn4'))).toEqual([]);
  });

  it('a tribal id picks the answer and only "tribal: yes" is kept', async () => {
    const { app, db } = makeSandbox();
    const tribalId = 'TRB12345678';
    const { response } = await checkEligibility(app, { ssn4: '', tribalId });
    expect(response.status).toBeLessThan(500);
    const stored = everyStoredValue(db);
    expect(stored.filter((value) => value.includes(tribalId) || value.includes('5678'))).toEqual(
      [],
    );
  });
});
