// @vitest-environment node
// What the enrol and transfer calls carry for D42–D44 (provider-api.md, additions of
// 2026-11-27): `primaryPermanentAddressFlag` from "is this a temporary address?", `iehFlag:
// "1"` with `iehCertificationDate` for a separate household; phone and e-mail may be empty
// where the rules let them. The ACP sends none of these.

import { describe, expect, it } from 'vitest';
import { type EnrolmentCallInput, hasEnrolmentDetails } from '../../../machines/enrolment-details';
import type { ApplicationData, ContactInfo, HouseholdInfo } from '../../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import { enrolBody, transferBody } from '../../../machines/requests/enrolment';
import { isSeparateHousehold } from '../../../machines/steps/household';
import {
  answersUnder,
  answerVariantsUnder,
  completeShipping,
  qualifiedInput,
  reviewedApplication,
} from '../../support/application-fixture';
import { settingsModule } from '../../support/settings-module';

const lifeline = settingsModule('lifeline').programRules;
const acp = DEFAULT_PROGRAM_RULES;
const env = {
  now: new Date(2026, 10, 27, 9, 30),
  timeZone: 'America/Denver',
  resellerCode: null,
  program: 'LIFELINE' as const,
};

/** The fixture's application under `rules`, with `contact` and `household` patched. */
function applicationUnder(
  rules: typeof acp,
  contact: Partial<ContactInfo> = {},
  household: Partial<HouseholdInfo> = {},
): ApplicationData {
  const answers = answersUnder(rules, reviewedApplication.answers);
  return {
    ...reviewedApplication,
    answers: {
      ...answers,
      contactInfo: { ...(answers.contactInfo as ContactInfo), ...contact },
      household: { ...(answers.household as HouseholdInfo), ...household },
    },
  };
}

/** Qualified on 27 November 2026 with `application`. */
const input = (application: ApplicationData): EnrolmentCallInput => ({
  ...qualifiedInput,
  application,
  checkedOn: '2026-11-27',
});

describe('enrolment fields under Lifeline (D43, D44)', () => {
  it('a separate household at a permanent address: iehFlag "1", the day of the check, flag "1"', () => {
    const sent = input(applicationUnder(lifeline));
    const fields = {
      primaryPermanentAddressFlag: '1',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
    };
    expect(enrolBody(sent, env)).toMatchObject(fields);
    expect(transferBody(sent, env)).toMatchObject(fields);
  });

  it('a temporary address: flag "0"', () => {
    const sent = input(applicationUnder(lifeline, { temporaryAddress: '1' }));
    expect(enrolBody(sent, env)).toMatchObject({ primaryPermanentAddressFlag: '0' });
  });

  it('one household sharing money, or no other adult: no iehFlag and no date', () => {
    const oneHousehold = (answerVariantsUnder(lifeline).household ?? []).filter(
      (household) => !isSeparateHousehold(household),
    );
    // Sharing money with an adult who gets the benefit, or who does not; no other adult.
    expect(oneHousehold).toHaveLength(3);
    for (const household of oneHousehold) {
      const body = enrolBody(input(applicationUnder(lifeline, {}, household)), env);
      expect(body).not.toHaveProperty('iehFlag');
      expect(body).not.toHaveProperty('iehCertificationDate');
    }
  });

  it('no phone and no e-mail: sent empty, and the details are complete under Lifeline only', () => {
    const sent = input(applicationUnder(lifeline, { contactPhoneNumber: '', contactEmail: '' }));
    expect(enrolBody(sent, env)).toMatchObject({ contactPhoneNumber: '', emailAddress: '' });
    expect(hasEnrolmentDetails(sent, lifeline)).toBe(true);
    expect(hasEnrolmentDetails(sent, acp)).toBe(false);
  });

  it('keeps the flags when the shipping details were changed on /ConfirmAddress', () => {
    const sent = {
      ...input(applicationUnder(lifeline)),
      shipping: { ...completeShipping, emailAddress: '', contactPhoneNumber: '' },
    };
    expect(enrolBody(sent, env)).toMatchObject({
      primaryPermanentAddressFlag: '1',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
      emailAddress: '',
      contactPhoneNumber: '',
    });
  });
});

describe('enrolment fields under the ACP (A §4)', () => {
  it('none of them', () => {
    const body = enrolBody(input(applicationUnder(acp)), { ...env, program: 'ACP' });
    for (const field of ['primaryPermanentAddressFlag', 'iehFlag', 'iehCertificationDate']) {
      expect(body).not.toHaveProperty(field);
    }
  });
});
