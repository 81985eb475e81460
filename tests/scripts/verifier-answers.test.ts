// @vitest-environment node
// Issue 40: docs/machine.md answers "what happens when the National Verifier says X" for every
// status and error code, found by running the machine (scripts/verifier-answers.ts).
import { describe, expect, it } from 'vitest';
import { RESOLUTION_STATUSES, REVIEW_STATUSES } from '../../machines/eligibility-status';
import { enrolmentMachine } from '../../machines/enrolment.machine';
import {
  ELIGIBILITY_ERRORS,
  outcomeOf,
  verifierColumns,
  waitingStates,
  whatHappens,
} from '../../scripts/verifier-answers';

const machine = enrolmentMachine as never;
const waiting = waitingStates(machine);
const at = (id: string) => waiting.find((state) => state.id === `enrolment.${id}`);

describe('what the machine does with each answer', () => {
  it('finds every state that waits for an eligibility answer', () => {
    expect(waiting.map((state) => state.id)).toEqual(
      expect.arrayContaining([
        'enrolment.application.agreement.submitting',
        'enrolment.status.lookup.checking',
        'enrolment.verifierReturn.checking',
      ]),
    );
  });

  it('PENDING_REVIEW after the application opens /Reviewing, with the transition’s words', () => {
    const outcome = outcomeOf(
      machine,
      at('application.agreement.submitting') as never,
      'PENDING_REVIEW',
    );
    expect(outcome.route).toBe('/Reviewing');
    expect(outcome.description).toMatch(/PENDING_REVIEW/);
  });

  it('APPLICATION_NOT_FOUND after the National Verifier is the failure page, on the status page /Rejected', () => {
    expect(
      outcomeOf(machine, at('verifierReturn.checking') as never, 'APPLICATION_NOT_FOUND').route,
    ).toBe('/EnrolmentFailure');
    expect(
      outcomeOf(machine, at('status.lookup.checking') as never, 'APPLICATION_NOT_FOUND').route,
    ).toBe('/Rejected');
  });

  it('has a row for every status eligibility-status.ts names and every error code', () => {
    const { rows, columns } = verifierColumns(machine);
    const codes = rows.map((row) => row.code);
    for (const code of [
      ...RESOLUTION_STATUSES,
      ...REVIEW_STATUSES,
      ...ELIGIBILITY_ERRORS,
      'COMPLETE',
    ])
      expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    // The four status screens share one check: one column.
    expect(columns.some((column) => column.states.length === 4)).toBe(true);
  });

  it('says what happens without the codes a description starts with', () => {
    expect(whatHappens('IN_PROGRESS, PENDING_REVIEW: /Reviewing, the ids kept.')).toBe(
      '/Reviewing, the ids kept.',
    );
    expect(whatHappens('D33 (A §4): APPLICATION_NOT_FOUND: /Rejected.')).toBe('/Rejected.');
    expect(whatHappens('Any other status: the errors below the form.')).toBe(
      'Any other status: the errors below the form.',
    );
  });
});
