// @vitest-environment node
// The request-record oracle (request-record.ts) itself: what it demands of an enrolment or a
// transfer under each program's rules, from a path's record alone (issue 37: D52, D54, D55),
// so a request the app built wrongly is caught by every path that sends one.
import { describe, expect, it } from 'vitest';
import {
  answersUnder,
  lifelineApplication,
  reviewedApplication,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import type { ModelEvent } from './enrolment-model';
import { requestMismatches } from './request-record';

const lifelineAnswers = answersUnder(
  settingsModule('lifeline').programRules,
  lifelineApplication.answers,
);

/** A path's record: every step answered (Tribal lands as `tribal`), then the check's answer. */
function record(
  answers: Record<string, unknown>,
  tribal: boolean,
  confirmed: boolean | undefined,
): ModelEvent[] {
  const steps = Object.entries({
    ...answers,
    tribalStatus: { ...(answers.tribalStatus as object), checkTribal: tribal },
  }).map(([step, answer]) => ({ type: `${step}.submitted`, answer }) as unknown as ModelEvent);
  return [
    ...steps,
    {
      type: 'xstate.done.actor.checkEligibility',
      output: {
        status: 'COMPLETE',
        applicationId: 'A100',
        ...(confirmed === undefined ? {} : { tribalStatusConfirmed: confirmed }),
      },
    } as ModelEvent,
  ];
}

/** The fixture's phone number, which every enrolment carries (D51: as last given). */
const phone = reviewedApplication.answers.contactInfo?.contactPhoneNumber;

/** A Lifeline body as the answers give it, the Tribal flag as `flag`. */
function lifelineBody(flag: string): Record<string, unknown> {
  return {
    firstName: 'Rosa',
    middleName: 'Elena',
    lastName: 'Martinez-Luna',
    dob: '03/09/1984',
    emailAddress: 'rosa.martinez@example.com',
    contactPhoneNumber: phone,
    shippingAddress1: 'PO Box 2231',
    shippingAddress2: '',
    shippingZipcode: '87103',
    primaryAddress1: '1420 Calle del Sol SW',
    primaryAddress2: 'Apt 4B',
    primaryCity: 'Albuquerque',
    primaryState: 'NM',
    primaryZipCode: '87105',
    primaryPermanentAddressFlag: '1',
    iehFlag: '1',
    iehCertificationDate: '11/28/2026',
    tribalBenefitFlag: flag,
    program: 'LIFELINE',
    bqpFirstName: 'Mateo',
    bqpLastName: 'Martinez-Luna',
    bqpDob: '06/02/2015',
    // D57: no representative assisted.
    repNotAssisted: '1',
  };
}

describe('the oracle under Lifeline', () => {
  it('takes a body with the answers last given, on the enrolment and the transfer', () => {
    const played = record(lifelineAnswers, false, false);
    expect(requestMismatches('enrol', lifelineBody('0'), played, 'lifeline')).toEqual([]);
    expect(requestMismatches('transfer', lifelineBody('0'), played, 'lifeline')).toEqual([]);
  });

  it('D54: wants tribalBenefitFlag "0" when the applicant said Tribal lands and the check did not confirm them, "1" once it did', () => {
    expect(
      requestMismatches(
        'enrol',
        lifelineBody('1'),
        record(lifelineAnswers, true, false),
        'lifeline',
      ),
    ).toEqual(['enrol sent tribalBenefitFlag "1", the answers last given say "0"']);
    expect(
      requestMismatches(
        'enrol',
        lifelineBody('1'),
        record(lifelineAnswers, true, true),
        'lifeline',
      ),
    ).toEqual([]);
  });

  it('D52: wants the home address and its second line', () => {
    const { primaryAddress2: _line, ...body } = lifelineBody('0');
    expect(
      requestMismatches('enrol', body, record(lifelineAnswers, false, false), 'lifeline'),
    ).toEqual(['enrol sent primaryAddress2 undefined, the answers last given say "Apt 4B"']);
  });

  it('D55: refuses the ACP’s field on a transfer, a child’s date of birth as YYYY-MM-DD, and an undated separate household', () => {
    const body = {
      ...lifelineBody('0'),
      ebbpTribalBenefitFlag: '0',
      bqpDob: '2015-06-02',
      iehCertificationDate: '',
    };
    expect(
      requestMismatches('transfer', body, record(lifelineAnswers, false, false), 'lifeline'),
    ).toEqual([
      'transfer sent bqpDob "2015-06-02", the answers last given say "06/02/2015"',
      'transfer sent ebbpTribalBenefitFlag "0", which it must not',
      'transfer sent iehCertificationDate "", not as /^\\d{2}\\/\\d{2}\\/\\d{4}$/',
    ]);
  });
});

describe('the oracle under the ACP', () => {
  it('keeps D25 and A §3: the applicant’s word gives ebbpTribalBenefitFlag "1", and no home is sent', () => {
    const played = record(reviewedApplication.answers, true, undefined);
    const body = {
      firstName: 'Rosa',
      lastName: 'Martinez-Luna',
      dob: '03/09/1984',
      emailAddress: 'rosa.martinez@example.com',
      contactPhoneNumber: phone,
      shippingAddress1: 'PO Box 2231',
      shippingAddress2: '',
      shippingZipcode: '87103',
      ebbpTribalBenefitFlag: '1',
      program: 'ACP',
      repNotAssisted: '1',
    };
    expect(requestMismatches('enrol', body, played, 'acp')).toEqual([]);
    expect(
      requestMismatches(
        'enrol',
        { ...body, primaryAddress1: '1420 Calle del Sol SW' },
        played,
        'acp',
      ),
    ).toEqual(['enrol sent primaryAddress1 "1420 Calle del Sol SW", which it must not']);
  });
});

describe('the oracle in a representative’s shift (D57)', () => {
  const shift: ModelEvent[] = [
    { type: 'route.visited', path: '/Representative', query: {} },
    { type: 'representative.submitted', repId: 'REP12345' },
    { type: 'xstate.done.actor.verifyRepresentative', output: { repId: 'REP12345' } } as ModelEvent,
  ];

  it('wants repId from the representative check’s answer, and no repNotAssisted', () => {
    const played = [...shift, ...record(lifelineAnswers, false, false)];
    const { repNotAssisted: _not, ...assisted } = lifelineBody('0');
    expect(
      requestMismatches('enrol', { ...assisted, repId: 'REP12345' }, played, 'lifeline'),
    ).toEqual([]);
    expect(requestMismatches('transfer', lifelineBody('0'), played, 'lifeline')).toEqual([
      'transfer sent repId undefined, the answers last given say "REP12345"',
      'transfer sent repNotAssisted "1", which it must not',
    ]);
  });

  it('wants repNotAssisted again once the shift has ended', () => {
    const played = [
      ...shift,
      { type: 'shift.ended' } as ModelEvent,
      ...record(lifelineAnswers, false, false),
    ];
    expect(
      requestMismatches('enrol', { ...lifelineBody('0'), repId: 'REP12345' }, played, 'lifeline'),
    ).toEqual(['enrol sent repId "REP12345", which it must not']);
  });
});
