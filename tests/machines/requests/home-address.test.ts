// @vitest-environment node
// Issue 37 (D52, D54, D55): what the enrol and transfer calls carry of the home, the Tribal
// benefit and the program's fields, built from the answers as held (provider-api.md,
// additions of 2026-11-28). Under the Lifeline rules: the home address as `primary*` beside the
// shipping one, each with its second line, a Puerto Rico home's urbanization; the Tribal benefit
// only as the National Verifier confirmed it; a transfer with every program field an enrolment
// has, its dates of birth in one format. Under the ACP rules none of it changes (A §3, D25).

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { YES } from '../../../machines/answers/fields';
import { answerContext } from '../../../machines/application-data';
import type { EnrolmentCallInput } from '../../../machines/enrolment-details';
import type {
  ApplicationData,
  ContactInfo,
  PersonalInfo,
  Qualification,
} from '../../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { eligibilityCheckBody } from '../../../machines/requests/eligibility-check';
import { enrolBody, transferBody } from '../../../machines/requests/enrolment';
import { answerSchema } from '../../../machines/step-answers';
import { isSeparateHousehold } from '../../../machines/steps/household';
import { defaultUnsupportedStates } from '../../../sandbox/scenarios';
import { toEnrolmentAnswer } from '../../../src/api/enrolment-answer';
import { checkEligibility, enrol, makeSandbox } from '../../sandbox/sandbox-fixtures';
import {
  answersUnder,
  completeShipping,
  householdWhere,
  lifelineApplication,
  lookedUpInput,
  qualifiedInput,
  reviewedApplication,
  withNoOtherAdult,
} from '../../support/application-fixture';
import { settingsModule } from '../../support/settings-module';

const lifeline = settingsModule('lifeline').programRules;
const acp = DEFAULT_PROGRAM_RULES;
const env = {
  now: new Date(2026, 10, 28, 9, 30),
  timeZone: 'America/Denver',
  resellerCode: null,
  program: 'LIFELINE' as const,
};
const acpEnv = { ...env, program: 'ACP' as const };

/**
 * The fixture's Lifeline application, with its home and mailing address patched, as step 2's
 * schema gives the answer back (a mailing address that is the home is the home's copy).
 */
function lifelineWith(contact: Partial<ContactInfo> = {}): ApplicationData {
  const answers = answersUnder(lifeline, lifelineApplication.answers);
  const schema = answerSchema('contactInfo', answerContext(lifeline, answers));
  const contactInfo = v.parse(schema, { ...answers.contactInfo, ...contact }) as ContactInfo;
  return { ...reviewedApplication, answers: { ...answers, contactInfo } };
}

const input = (
  application: ApplicationData,
  extra: Partial<EnrolmentCallInput> = {},
): EnrolmentCallInput => ({
  ...qualifiedInput,
  application,
  checkedOn: '2026-11-28',
  programRules: lifeline,
  ...extra,
});

const HOME = {
  primaryAddress1: '1420 Calle del Sol SW',
  primaryAddress2: 'Apt 4B',
  primaryCity: 'Albuquerque',
  primaryState: 'NM',
  primaryZipCode: '87105',
};

describe('the home address with the enrolment and the transfer (D52)', () => {
  it('carries the home as primary* beside the shipping (mailing) address, both with their second line', () => {
    const sent = input(lifelineWith({ contactAddress2: 'Box 12 counter' }));
    for (const body of [enrolBody(sent, env), transferBody(sent, env)]) {
      expect(body).toMatchObject({
        ...HOME,
        shippingAddress1: 'PO Box 2231',
        shippingAddress2: 'Box 12 counter',
        shippingCity: 'Albuquerque',
        shippingZipcode: '87103',
      });
      expect(body).not.toHaveProperty('primaryUrbanizationCode');
    }
  });

  it('ships to the home, with its second line, when the mailing address is the same', () => {
    const body = enrolBody(input(lifelineWith({ mailingSameAsHome: true })), env);
    expect(body).toMatchObject({
      ...HOME,
      shippingAddress1: HOME.primaryAddress1,
      shippingAddress2: 'Apt 4B',
      shippingZipcode: '87105',
    });
  });

  it('sends a Puerto Rico home’s urbanization on the check, the enrolment and the transfer, and none when it has none', () => {
    const puertoRico = {
      address: '150 Calle A',
      address2: '',
      city: 'San Juan',
      state: 'PR',
      zipCode: '00926',
      urbanization: 'Urb. Las Gladiolas',
    };
    const application = lifelineWith(puertoRico);
    const check = eligibilityCheckBody(application, {
      carrierUrl: 'https://carrier.example/ACPEligibilityCheck',
      resellerCode: null,
      program: 'LIFELINE',
    });
    expect(check.primaryUrbanizationCode).toBe('Urb. Las Gladiolas');
    for (const body of [
      enrolBody(input(application), env),
      transferBody(input(application), env),
    ]) {
      expect(body).toMatchObject({
        primaryAddress1: '150 Calle A',
        primaryAddress2: '',
        primaryState: 'PR',
        primaryZipCode: '00926',
        primaryUrbanizationCode: 'Urb. Las Gladiolas',
      });
    }
    const without = lifelineWith({ ...puertoRico, urbanization: '' });
    expect(enrolBody(input(without), env)).not.toHaveProperty('primaryUrbanizationCode');
  });

  it('keeps the home from the application when /ConfirmAddress changed the shipping details', () => {
    const shipping = { ...completeShipping, shippingAddress2: 'Unit 7' };
    const body = enrolBody(input(lifelineWith(), { shipping }), env);
    expect(body).toMatchObject({
      ...HOME,
      shippingAddress1: 'PO Box 2231',
      shippingAddress2: 'Unit 7',
    });
  });

  it('sends no home it does not know: an application looked up, then /ConfirmAddress', () => {
    const body = enrolBody({ ...lookedUpInput, programRules: lifeline }, env);
    expect(Object.keys(body).filter((key) => key.startsWith('primary'))).toEqual([]);
  });

  it('sends the home’s second line with the check', () => {
    const check = eligibilityCheckBody(lifelineWith(), {
      carrierUrl: 'https://carrier.example/ACPEligibilityCheck',
      resellerCode: null,
      program: 'LIFELINE',
    });
    expect(check).toMatchObject({ address: HOME.primaryAddress1, primaryAddress2: 'Apt 4B' });
  });

  it('leaves the ACP’s enrolment as A §3 has it: no primary*, an empty second shipping line', () => {
    const body = enrolBody({ ...qualifiedInput, programRules: acp }, acpEnv);
    expect(Object.keys(body).filter((key) => key.startsWith('primary'))).toEqual([]);
    expect(body.shippingAddress2).toBe('');
    expect(
      eligibilityCheckBody(reviewedApplication, { ...env, carrierUrl: 'x', program: 'ACP' }),
    ).not.toHaveProperty('primaryAddress2');
  });
});

describe('the Tribal benefit the National Verifier confirmed (D54)', () => {
  const onTribalLands = (application: ApplicationData): ApplicationData => ({
    ...application,
    answers: { ...application.answers, tribalStatus: { checkTribal: true } },
  });
  const confirmed = (yes: boolean) => ({
    eligibility: { applicationId: 'A100', eligibilityCheckId: 'EC100', tribalStatusConfirmed: yes },
  });

  it('under Lifeline, sends tribalBenefitFlag "0" when the applicant said Tribal lands and the Verifier did not confirm them', () => {
    const sent = input(onTribalLands(lifelineWith()), confirmed(false));
    expect(enrolBody(sent, env).tribalBenefitFlag).toBe('0');
    expect(transferBody(sent, env).tribalBenefitFlag).toBe('0');
  });

  it('under Lifeline, sends "1" once the Verifier confirmed them', () => {
    const sent = input(onTribalLands(lifelineWith()), confirmed(true));
    expect(enrolBody(sent, env).tribalBenefitFlag).toBe('1');
    expect(transferBody(sent, env).tribalBenefitFlag).toBe('1');
  });

  it('under the ACP, keeps D25: the applicant’s word is enough', () => {
    const tribal = {
      ...reviewedApplication,
      answers: {
        ...reviewedApplication.answers,
        tribalStatus: { checkTribal: true, tribalId: 'TR-55012' },
      },
    };
    const sent = { ...qualifiedInput, application: tribal, programRules: acp };
    expect(enrolBody(sent, acpEnv).ebbpTribalBenefitFlag).toBe('1');
  });
});

describe('a transfer with the program’s fields (D55)', () => {
  it('under Lifeline carries exactly the enrolment’s fields (no device asked)', () => {
    const sent = input(lifelineWith({ temporaryAddress: '1' }));
    const transfer = transferBody(sent, env);
    expect(transfer).toEqual(enrolBody(sent, env));
    expect(transfer).toMatchObject({
      ...HOME,
      tribalBenefitFlag: '0',
      primaryPermanentAddressFlag: '0',
      iehFlag: '1',
      iehCertificationDate: '11/28/2026',
      bqpFirstName: 'Mateo',
      bqpLastName: 'Martinez-Luna',
      program: 'LIFELINE',
    });
    expect(transfer).not.toHaveProperty('ebbpTribalBenefitFlag');
    expect(transfer).not.toHaveProperty('acpCertInd');
  });

  it('writes every date of birth of one request in one format: bqpDob as dob, MM/DD/YYYY', () => {
    const sent = input(lifelineWith());
    for (const body of [enrolBody(sent, env), transferBody(sent, env)]) {
      expect(body.dob).toBe('03/09/1984');
      expect(body.bqpDob).toBe('06/02/2015');
    }
    // The check sends both as YYYY-MM-DD.
    const check = eligibilityCheckBody(lifelineWith(), { ...env, carrierUrl: 'x' });
    expect([check.dob, check.bqpDob]).toEqual(['1984-03-09', '2015-06-02']);
  });
});

describe('a round trip through the sandbox (D52, D53, D55)', () => {
  const extra = {
    carrierUrl: 'https://carrier.example/ACPEligibilityCheck',
    resellerCode: null,
    program: 'LIFELINE' as const,
  };
  const today = new Date().toISOString().slice(0, 10);

  it('takes the Lifeline enrolment the app builds; reads another person at its home as duplicateAddress; takes them as a separate household', async () => {
    const { app } = makeSandbox({ unsupportedStates: defaultUnsupportedStates('lifeline') });
    const applied = async (application: ApplicationData) => {
      const { body } = await checkEligibility(app, {
        ...eligibilityCheckBody(application, extra),
        ssn4: undefined,
      });
      expect(body.status).toBe('COMPLETE');
      return {
        applicationId: String(body.applicationId),
        eligibilityCheckId: '',
        tribalStatusConfirmed: body.tribalStatusConfirmed === true,
      };
    };
    const first = lifelineWith();
    const enrolled = await enrol(
      app,
      enrolBody(input(first, { eligibility: await applied(first), checkedOn: today }), env),
      'first',
    );
    expect(enrolled.status).toBe(200);

    // A neighbour at the same home, who said no other adult lives there.
    const neighbour: ApplicationData = {
      ...first,
      answers: {
        ...first.answers,
        personalInfo: {
          ...(first.answers.personalInfo as PersonalInfo),
          firstName: 'Nora',
          lastName: 'Vecina',
        },
        household: householdWhere(lifeline, withNoOtherAdult, { MK1: 'NV', MK2: 'NV' }),
        qualification: {
          ...(first.answers.qualification as Qualification),
          qualifyingPerson: 'applicant',
        },
      },
    };
    const ids = await applied(neighbour);
    const refused = await enrol(
      app,
      enrolBody(input(neighbour, { eligibility: ids, checkedOn: today }), env),
      'second',
    );
    expect(refused.status).toBe(409);
    expect(toEnrolmentAnswer(await refused.json(), { tabletRequested: false })).toMatchObject({
      outcome: 'duplicateAddress',
      code: 'DUPLICATE_ADDRESS',
    });

    // The worksheet's separate household, as the household step gives it (D44).
    const separate: ApplicationData = {
      ...neighbour,
      answers: {
        ...neighbour.answers,
        household: householdWhere(
          lifeline,
          (answer) => isSeparateHousehold(answer) && answer.otherAdultReceivesBenefit === YES,
          { MK1: 'NV', MK2: 'NV', iehInitials: 'NV' },
        ),
      },
    };
    const taken = await enrol(
      app,
      enrolBody(input(separate, { eligibility: await applied(separate), checkedOn: today }), env),
      'third',
    );
    expect(taken.status).toBe(200);
  });
});
