// @vitest-environment node
// What the enrol and transfer calls carry for D42–D44 (provider-api.md, additions of
// 2026-11-27): `primaryPermanentAddressFlag` from "is this a temporary address?", `iehFlag:
// "1"` with `iehCertificationDate` for a separate household; phone and e-mail may be empty
// where the rules let them. The ACP sends none of these.

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildSavedEnrolment } from '../../../machines/application-data';
import { isCompleteSaved } from '../../../machines/enrolment-request';
import type { ApplicationData, ContactInfo, HouseholdInfo } from '../../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../../machines/program-rules';
import {
  confirmAddressSchema,
  toSavedEnrolment,
} from '../../../src/features/enrolment/confirm-address-schema';
import {
  buildEnrolPayload,
  buildTransferPayload,
} from '../../../src/features/enrolment/enrolment-payload';
import { answersUnder, reviewedApplication } from '../../support/application-fixture';
import { settingsModule } from '../../support/settings-module';

const lifeline = settingsModule('lifeline').programRules;
const acp = DEFAULT_PROGRAM_RULES;
const day = new Date(2026, 10, 27, 9, 30);
const context = {
  now: day,
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

const saved = (data: ApplicationData) =>
  buildSavedEnrolment(data, { status: 'COMPLETE' }, 'A100', day);

describe('enrolment fields under Lifeline (D43, D44)', () => {
  it('a separate household at a permanent address: iehFlag "1", the day of the check, flag "1"', () => {
    const data = saved(applicationUnder(lifeline));
    expect(data).toMatchObject({
      primaryPermanentAddressFlag: '1',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
    });
    const enrol = buildEnrolPayload(data as never, null, context);
    expect(enrol).toMatchObject({
      primaryPermanentAddressFlag: '1',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
    });
    expect(buildTransferPayload(data as never, context)).toMatchObject({
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
      primaryPermanentAddressFlag: '1',
    });
  });

  it('a temporary address: flag "0"', () => {
    expect(saved(applicationUnder(lifeline, { temporaryAddress: '1' }))).toMatchObject({
      primaryPermanentAddressFlag: '0',
    });
  });

  it('one household sharing money, or no other adult: no iehFlag and no date', () => {
    for (const household of [
      { sharesMoney: '1' as const, iehInitials: '' },
      {
        optionAdult: '2' as const,
        otherAdultReceivesBenefit: '2' as const,
        sharesMoney: '' as const,
        iehInitials: '',
      },
    ]) {
      const data = saved(applicationUnder(lifeline, {}, household));
      expect(data).not.toHaveProperty('iehFlag');
      expect(data).not.toHaveProperty('iehCertificationDate');
    }
  });

  it('no phone and no e-mail: sent empty, and the saved data is complete under Lifeline only', () => {
    const data = saved(applicationUnder(lifeline, { contactPhoneNumber: '', contactEmail: '' }));
    expect(data).toMatchObject({ contactPhoneNumber: '', emailAddress: '' });
    expect(isCompleteSaved(data, lifeline)).toBe(true);
    expect(isCompleteSaved(data, acp)).toBe(false);
  });

  it('keeps the flags through the shipping-details form, where phone and e-mail may stay empty', () => {
    const data = saved(applicationUnder(lifeline)) as NonNullable<ReturnType<typeof saved>>;
    const form = v.parse(confirmAddressSchema(day, lifeline.contact), {
      firstName: 'Rosa',
      lastName: 'Martinez-Luna',
      dob: { year: '1984', month: '3', day: '9' },
      emailAddress: '',
      contactPhoneNumber: '',
      shippingState: 'NM',
      shippingCity: 'Albuquerque',
      shippingAddress1: 'PO Box 2231',
      shippingAddress2: '',
      shippingZipcode: '87103',
    });
    const again = toSavedEnrolment(form, {
      savedEnrolment: data,
      application: applicationUnder(lifeline),
      eligibility: { applicationId: 'A100', eligibilityCheckId: 'EC100' } as never,
    });
    expect(again).toMatchObject({
      primaryPermanentAddressFlag: '1',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
      emailAddress: '',
      contactPhoneNumber: '',
    });
    expect(() =>
      v.parse(confirmAddressSchema(day), { ...form, dob: { year: '1984', month: '3', day: '9' } }),
    ).toThrow();
  });
});

describe('enrolment fields under the ACP (A §4)', () => {
  it('none of them', () => {
    const data = saved(applicationUnder(acp));
    for (const field of ['primaryPermanentAddressFlag', 'iehFlag', 'iehCertificationDate']) {
      expect(data).not.toHaveProperty(field);
      expect(
        buildEnrolPayload(data as never, null, { ...context, program: 'ACP' }),
      ).not.toHaveProperty(field);
    }
  });
});
