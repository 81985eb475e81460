// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  agreementRecord,
  eligibilityCheckBody,
  wordingText,
} from '../../../machines/requests/eligibility-check';
import {
  incomeApplication,
  lifelineApplication,
  signedAgreement,
  signedApplication,
} from '../../support/application-fixture';

// D56: the signed record the check carries; D59: the household size of the income route. The
// builders are pure: the call gives them the wording it found shown (its digest computed with
// WebCrypto when it sends the check, tests/app/flow/calls/check-eligibility.test.ts).

const extra = {
  carrierUrl: 'https://app.example/ACPEligibilityCheck',
  resellerCode: null,
  program: 'LIFELINE',
} as const;
const IDS = [
  'qualifies',
  'one-benefit',
  'one-company',
  'no-transfer',
  'true-information',
  'penalty',
];
const shown = { statementIds: IDS, wordingDigest: 'a'.repeat(64) };

describe('D56: the wording’s canonical form', () => {
  it('is each text as shown, in order, joined by one line feed, none at the end', () => {
    expect(wordingText(['First statement.', 'Second one.', 'Third.'])).toBe(
      'First statement.\nSecond one.\nThird.',
    );
    expect(wordingText(['Only one.'])).toBe('Only one.');
  });

  it('is in Unicode NFC, so the same words typed with combining accents give the same digest', () => {
    const composed = 'Declaración';
    const decomposed = 'Declaracio\u0301n';
    expect(decomposed).not.toBe(composed);
    expect(wordingText([decomposed, 'año'])).toBe(wordingText([composed, 'año']));
    const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    expect(digest(wordingText([decomposed]))).toBe(digest(composed));
  });

  it('keeps the texts as they are otherwise: no trimming, no case change', () => {
    expect(wordingText([' Spaced ', 'UPPER'])).toBe(' Spaced \nUPPER');
  });
});

describe('D56: the signed record', () => {
  it('carries when, in which language and over which wording it was signed, and each statement by id with its initials', () => {
    const record = agreementRecord(
      {
        ...signedAgreement,
        initials: [' rm', 'RM ', 'R.M.', 'RM', 'RM', 'RM'],
        signature: ' Rosa Martinez-Luna ',
      },
      shown,
    );
    expect(record).toEqual({
      signedAt: '2026-11-28T14:05:09-05:00',
      language: 'en',
      wording: 'summary',
      wordingDigest: 'a'.repeat(64),
      statements: [
        { id: 'qualifies', initials: 'rm' },
        { id: 'one-benefit', initials: 'RM' },
        { id: 'one-company', initials: 'R.M.' },
        { id: 'no-transfer', initials: 'RM' },
        { id: 'true-information', initials: 'RM' },
        { id: 'penalty', initials: 'RM' },
      ],
      signature: 'Rosa Martinez-Luna',
    });
  });

  it('goes with the check only when the call gives the wording shown (a profile that keeps one)', () => {
    const signed = {
      ...lifelineApplication,
      agreement: { ...signedAgreement, language: 'es' as const },
    };
    const body = eligibilityCheckBody(signed, { ...extra, shownWording: shown });
    expect(body.agreement).toMatchObject({ language: 'es', wording: 'summary' });
    expect(eligibilityCheckBody(signed, extra)).not.toHaveProperty('agreement');
    expect(eligibilityCheckBody(signed, { ...extra, shownWording: null })).not.toHaveProperty(
      'agreement',
    );
  });

  it('is never made up for an application not yet signed', () => {
    expect(
      eligibilityCheckBody(
        { ...signedApplication, agreement: null },
        { ...extra, shownWording: shown },
      ),
    ).not.toHaveProperty('agreement');
  });
});

describe('D59: the household size on the income route', () => {
  it('is the adults and children the income was judged on, as a number', () => {
    const body = eligibilityCheckBody(incomeApplication, extra);
    expect(body.householdSize).toBe(3);
    expect(body.eligibilityProgramCode).toBe('E13');
  });

  it('follows the answer as it is when the check is sent', () => {
    const larger = {
      ...incomeApplication,
      answers: {
        ...incomeApplication.answers,
        qualification: {
          ...incomeApplication.answers.qualification,
          eligibilityProgramCode: 'E13',
          income: { adults: 2, children: 4, amount: 3000, period: 'monthly' },
        },
      },
    } as typeof incomeApplication;
    expect(eligibilityCheckBody(larger, extra).householdSize).toBe(6);
  });

  it('is not sent on a program’s route', () => {
    expect(eligibilityCheckBody(signedApplication, extra)).not.toHaveProperty('householdSize');
  });
});
