// @vitest-environment node
// Step 3 under the household rules of each profile (D44, Form 5631): the worksheet's money
// question after "does that adult get the benefit?", the household that already has its
// benefit, and the separate household's initials. The ACP keeps A §5's two questions.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasHouseholdBenefit } from '../../machines/application-data';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { answerSchema } from '../../machines/step-answers';
import {
  type HouseholdAnswer,
  isSeparateHousehold,
  sharesTheBenefit,
} from '../../machines/steps/household';
import {
  answersUnder,
  answerVariantsUnder,
  application,
  refusedUnder,
  sharedBenefitHousehold,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';

const lifeline = settingsModule('lifeline').programRules;
const acp = DEFAULT_PROGRAM_RULES;
const name = { personalInfo: application.answers.personalInfo };

const lifelineAnswer = answersUnder(lifeline).household as HouseholdAnswer;
const acpAnswer = answersUnder(acp).household as HouseholdAnswer;

/** The problem keys of `answer` under `rules`, by field; `ok` when it passes. */
function judge(rules: typeof acp, answer: object) {
  const result = v.safeParse(
    answerSchema('household', { answers: name, rules, today: new Date() }),
    answer,
    {
      abortPipeEarly: true,
    },
  );
  if (result.success) return { ok: result.output };
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
}

describe('the household worksheet under Lifeline (D44)', () => {
  it('is what the Lifeline profile asks, and not the ACP', () => {
    expect(lifeline.household.worksheet).toBe(true);
    expect(settingsModule('acp').programRules.household.worksheet).toBe(false);
  });

  it('asks "do you share money?" of someone who lives with another adult', () => {
    expect(judge(lifeline, { ...lifelineAnswer, sharesMoney: '' })).toEqual({
      sharesMoney: 'sharesMoney',
    });
    const { sharesMoney: _left, ...unanswered } = lifelineAnswer;
    expect(judge(lifeline, unanswered)).toEqual({ sharesMoney: 'sharesMoney' });
  });

  it('asks nothing more of someone who lives with no other adult, and keeps no worksheet answer', () => {
    const alone = {
      ...lifelineAnswer,
      optionAdult: '2',
      otherAdultReceivesBenefit: '',
      sharesMoney: '1',
      iehInitials: 'RM',
      MK1: 'RM',
      MK2: 'RM',
    };
    expect(judge(lifeline, alone)).toEqual({
      ok: {
        ...lifelineAnswer,
        optionAdult: '2',
        otherAdultReceivesBenefit: '2',
        sharesMoney: '',
        iehInitials: '',
        MK1: 'RM',
        MK2: 'RM',
      },
    });
  });

  it('wants the applicant’s initials for a separate household, and only for one', () => {
    expect(judge(lifeline, { ...lifelineAnswer, iehInitials: ' ' })).toEqual({
      iehInitials: 'iehInitialsRequired',
    });
    expect(judge(lifeline, { ...lifelineAnswer, iehInitials: 'XY' })).toEqual({
      iehInitials: 'iehInitialsMismatch',
    });
    const separate = judge(lifeline, lifelineAnswer) as { ok: HouseholdAnswer };
    expect(separate.ok).toMatchObject({ sharesMoney: '2', iehInitials: 'RM' });
    expect(isSeparateHousehold(separate.ok)).toBe(true);
    // Sharing money: one household, no separate certification kept.
    const shared = judge(lifeline, { ...lifelineAnswer, sharesMoney: '1', iehInitials: '' }) as {
      ok: HouseholdAnswer;
    };
    expect(shared.ok).toMatchObject({ sharesMoney: '1', iehInitials: '' });
    expect(isSeparateHousehold(shared.ok)).toBe(false);
  });

  it('shows every message at once (D23)', () => {
    expect(
      judge(lifeline, {
        ...lifelineAnswer,
        otherAdultReceivesBenefit: '',
        sharesMoney: '2',
        iehInitials: '',
        MK1: '',
      }),
    ).toEqual({
      otherAdultReceivesBenefit: 'otherAdultReceivesBenefit',
      iehInitials: 'iehInitialsRequired',
      MK1: 'initialsRequired',
    });
  });

  it('takes the answer of a household that already has its benefit, which then stops the application', () => {
    const result = judge(lifeline, sharedBenefitHousehold) as { ok: HouseholdAnswer };
    expect(result.ok).toMatchObject({ otherAdultReceivesBenefit: '1', sharesMoney: '1' });
    expect(sharesTheBenefit(result.ok)).toBe(true);
    const data = { ...application, answers: { ...application.answers, household: result.ok } };
    expect(hasHouseholdBenefit(data, lifeline)).toBe(true);
    // Sharing with an adult who does not get it, or getting it without sharing, goes on.
    for (const answer of [
      { ...sharedBenefitHousehold, otherAdultReceivesBenefit: '2' },
      { ...sharedBenefitHousehold, sharesMoney: '2', iehInitials: 'RM' },
    ]) {
      const ok = (judge(lifeline, answer) as { ok: HouseholdAnswer }).ok;
      expect(sharesTheBenefit(ok)).toBe(false);
    }
  });

  it('gives the model each branch, and a refused answer it tries', () => {
    const variants = answerVariantsUnder(lifeline).household ?? [];
    for (const variant of variants) expect(judge(lifeline, variant)).toHaveProperty('ok');
    expect(
      variants
        .map((answer) => [answer.optionAdult, answer.otherAdultReceivesBenefit, answer.sharesMoney])
        .sort(),
    ).toEqual(
      [
        ['2', '2', ''],
        ['1', '1', '1'],
        ['1', '2', '1'],
        ['1', '1', '2'],
      ].sort(),
    );
    expect(judge(lifeline, refusedUnder(lifeline).household as object)).toEqual({
      sharesMoney: 'sharesMoney',
    });
  });
});

describe('the household step under the ACP (A §5)', () => {
  it('asks no worksheet question, and its answer has no worksheet field', () => {
    const result = judge(acp, acpAnswer) as { ok: HouseholdAnswer };
    expect(result.ok).toEqual(acpAnswer);
    expect(result.ok).not.toHaveProperty('sharesMoney');
    expect(answerVariantsUnder(acp)).toEqual({});
    expect(refusedUnder(acp)).toEqual({});
  });

  it('never stops at the household step, whatever an answer holds', () => {
    const data = {
      ...application,
      answers: { ...application.answers, household: sharedBenefitHousehold },
    };
    expect(hasHouseholdBenefit(data, acp)).toBe(false);
    expect(hasHouseholdBenefit(data)).toBe(false);
  });
});
