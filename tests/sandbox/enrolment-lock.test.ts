// @vitest-environment node
// Issue 39: an application's binding cannot be guessed. With its id and the full name, the date
// of birth fell to a few hundred enrolment tries; now five that do not match lock it.
import { describe, expect, it } from 'vitest';
import { MAX_MISMATCHES } from '../../sandbox/enrolment-lock.ts';
import {
  completeApplication,
  enrol,
  enrolmentData,
  LOOPBACK,
  makeSandbox,
  rowCount,
} from './sandbox-fixtures.ts';

type Refusal = { errors?: { code?: string }[]; body?: unknown[][] };

async function codeOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as Refusal;
  return body.errors?.[0]?.code;
}

/** Every day from 1 January `year` on, MM/DD/YYYY: an attacker's guesses at a date of birth. */
function daysFrom(year: number, count: number): string[] {
  return Array.from({ length: count }, (_, day) => {
    const date = new Date(Date.UTC(year, 0, 1 + day));
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
  });
}

describe('enrolment tries that do not match their application (issue 39)', () => {
  it('locks the application at the fifth, and refuses every try after it, the right one too', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    for (let tryNumber = 1; tryNumber < MAX_MISMATCHES; tryNumber++) {
      const wrong = enrolmentData(applicationId, { dob: `02/0${tryNumber}/1980` });
      const response = await enrol(app, wrong, `k-${tryNumber}`);
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('APPLICATION_MISMATCH');
    }
    const fifth = await enrol(app, enrolmentData(applicationId, { dob: '03/01/1980' }), 'k-5');
    expect(fifth.status).toBe(423);
    expect(await codeOf(fifth)).toBe('APPLICATION_LOCKED');
    const right = await enrol(app, enrolmentData(applicationId), 'k-right');
    expect(right.status).toBe(423);
    expect(await codeOf(right)).toBe('APPLICATION_LOCKED');
    const transfer = await enrol(app, enrolmentData(applicationId), 'k-t', 'transfer');
    expect(await codeOf(transfer)).toBe('APPLICATION_LOCKED');
  });

  it('stops a guess at the date of birth: 400 guesses, no enrolment', async () => {
    const { app, db } = makeSandbox();
    // Born 31 January 1980: the guesses start a year before, one day a try.
    const applicationId = await completeApplication(app);
    const answers = new Map<number, number>();
    let enrolled = false;
    for (const [index, dob] of daysFrom(1979, 400).entries()) {
      const response = await enrol(app, enrolmentData(applicationId, { dob }), `guess-${index}`);
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      enrolled ||= response.status === 200;
    }
    expect(enrolled).toBe(false);
    expect(rowCount(db, 'subscribers')).toBe(0);
    expect(answers.get(400)).toBe(MAX_MISMATCHES - 1);
    expect(answers.get(423)).toBe(400 - (MAX_MISMATCHES - 1));
  });

  it('counts each application apart, and the right details go through below the limit', async () => {
    const { app } = makeSandbox();
    const guessed = await completeApplication(app);
    const other = await completeApplication(app, { firstName: 'Eva', ssn4: '0000' });
    for (let tryNumber = 0; tryNumber < MAX_MISMATCHES; tryNumber++) {
      await enrol(app, enrolmentData(guessed, { dob: '12/31/1999' }), `g-${tryNumber}`);
    }
    const wrongOnce = await enrol(
      app,
      enrolmentData(other, { firstName: 'Eva', dob: '12/31/1999' }),
      'o-1',
    );
    expect(await codeOf(wrongOnce)).toBe('APPLICATION_MISMATCH');
    const right = await enrol(app, enrolmentData(other, { firstName: 'Eva' }), 'o-2');
    expect(right.status).toBe(200);
  });

  it('parallel tries are counted one by one: no more than the limit get past the lock', async () => {
    const { app } = makeSandbox();
    const applicationId = await completeApplication(app);
    const answers = await Promise.all(
      daysFrom(1990, 40).map((dob, index) =>
        enrol(app, enrolmentData(applicationId, { dob }), `p-${index}`),
      ),
    );
    const codes = await Promise.all(answers.map(codeOf));
    expect(codes.filter((code) => code === 'APPLICATION_MISMATCH')).toHaveLength(
      MAX_MISMATCHES - 1,
    );
    expect(codes.filter((code) => code === 'APPLICATION_LOCKED')).toHaveLength(41 - MAX_MISMATCHES);
  });

  it('a reset of the sandbox clears the count with the applications', async () => {
    const { app, db } = makeSandbox();
    const applicationId = await completeApplication(app);
    await enrol(app, enrolmentData(applicationId, { dob: '12/31/1999' }), 'r-1');
    expect(rowCount(db, 'enrolment_mismatches')).toBe(1);
    const reset = await app.request(
      '/_sandbox/reset',
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      LOOPBACK,
    );
    expect(reset.status).toBe(200);
    expect(rowCount(db, 'enrolment_mismatches')).toBe(0);
  });
});
