// @vitest-environment node
// D51 in the machine: an answer changed after the eligibility check makes its result stale. The
// offer is withdrawn (status and ids forgotten) with the signature, the review and a new
// signature come again, and a new check goes out, with the answers as they are then, before any
// enrolment; the offer's URL and a status lookup lead back to the application meanwhile. A
// household that now has its benefit stops at D44's page whatever page is opened next. Signed
// again with nothing changed, a qualified application goes back to its offer without a second
// check.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changedSinceCheck } from '../../machines/application-data';
import { enrolmentMachine, initialContext } from '../../machines/enrolment.machine';
import type { ApplicationData, EligibilityAnswer, Tablet } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { screens } from '../../machines/screens';
import {
  answersUnder,
  changedAfterCheckUnder,
  reviewedApplication,
  sharedBenefitHousehold,
  signedAgreement,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { answering, settle } from './machine-harness';

const lifeline = settingsModule('lifeline').programRules;
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const complete: EligibilityAnswer = {
  status: 'COMPLETE',
  applicationId: 'A100',
  eligibilityCheckId: 'EC100',
};
const visit = (path: string) => ({ type: 'route.visited', path, query: {} }) as const;
const signedUnder = (rules: ProgramRules) => ({
  ...signedAgreement,
  initials: Array.from({ length: rules.certificationCount }, () => 'RM'),
});

/**
 * The machine under `rules` on the agreement, every step answered as the fixture's household
 * under those rules; then signed, checked (COMPLETE) and on the offer.
 */
async function qualified(rules: ProgramRules = DEFAULT_PROGRAM_RULES) {
  const check = answering<{ application: ApplicationData }, EligibilityAnswer>(complete);
  const tablet = answering<void, Tablet | null>(null);
  const machine = enrolmentMachine.provide({
    actors: { checkEligibility: check.logic, findTablet: tablet.logic },
  });
  const input = { appHost: 'app.example', redirectHosts: [], programRules: rules };
  const application: ApplicationData = {
    ...reviewedApplication,
    answers: answersUnder(rules, reviewedApplication.answers),
  };
  const snapshot = machine.resolveState({
    value: { application: { agreement: 'editing' } } as never,
    context: { ...initialContext(input), ...served, application },
  });
  const actor = createActor(machine, { snapshot, input });
  actor.start();
  actor.send({ type: 'agreement.submitted', agreement: signedUnder(rules) });
  await settle();
  await settle();
  expect(actor.getSnapshot().matches({ enrolment: 'offer' })).toBe(true);
  return { actor, check, application };
}

describe('an answer changed after the eligibility check (D51)', () => {
  it('withdraws the offer and the signature, and the review says what changed', async () => {
    const { actor } = await qualified();
    const changed = changedAfterCheckUnder(DEFAULT_PROGRAM_RULES);
    actor.send(visit(screens.contactInfo.path));
    actor.send({ type: 'contactInfo.submitted', answer: changed.contactInfo as never });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: 'verify' })).toBe(true);
    expect(snapshot.context.eligibilityStatus).toBe('');
    expect(snapshot.context.eligibility.applicationId).toBe('');
    expect(snapshot.context.application.agreement).toBeNull();
    expect(changedSinceCheck(snapshot.context.application)).toEqual({
      contactInfo: ['contactPhoneNumber'],
    });
  });

  it('sends a new check with the answers as they are now, then the offer again', async () => {
    const { actor, check } = await qualified();
    const changed = changedAfterCheckUnder(DEFAULT_PROGRAM_RULES);
    actor.send(visit(screens.qualification.path));
    actor.send({ type: 'qualification.submitted', answer: changed.qualification as never });
    // The offer's URL typed meanwhile leads back to the application: a new check is owed.
    actor.send(visit(screens.enrollStep.path));
    expect(actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
    actor.send({ type: 'review.confirmed' });
    actor.send({ type: 'agreement.submitted', agreement: signedAgreement });
    await settle();
    await settle();
    expect(check.calls).toHaveLength(2);
    expect(check.calls[1]?.application.answers.qualification?.eligibilityProgramCode).toBe('E1');
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ enrolment: 'offer' })).toBe(true);
    expect(changedSinceCheck(snapshot.context.application)).toEqual({});
  });

  it('keeps the result when the same answer is given again', async () => {
    const { actor, application } = await qualified();
    actor.send(visit(screens.household.path));
    actor.send({ type: 'household.submitted', answer: application.answers.household as never });
    expect(actor.getSnapshot().context.eligibilityStatus).toBe('COMPLETE');
    expect(actor.getSnapshot().context.application.agreement).not.toBeNull();
  });

  it('sends no second check for a signature given again on the answers that qualified', async () => {
    const { actor, check } = await qualified();
    actor.send(visit(screens.agreement.path));
    expect(actor.getSnapshot().matches({ application: 'agreement' })).toBe(true);
    actor.send({ type: 'agreement.submitted', agreement: signedAgreement });
    await settle();
    expect(check.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ enrolment: 'offer' })).toBe(true);
  });

  it('leads a status lookup that answers COMPLETE back to the application while answers changed', async () => {
    const status = answering<
      { applicationId: string; eligibilityCheckId: string },
      EligibilityAnswer
    >(complete);
    const { actor } = await qualified();
    const changed = changedAfterCheckUnder(DEFAULT_PROGRAM_RULES);
    actor.send(visit(screens.tribalStatus.path));
    actor.send({ type: 'tribalStatus.submitted', answer: changed.tribalStatus as never });
    // The same machine, its status lookup answered COMPLETE for the old application.
    const snapshot = actor.getPersistedSnapshot();
    actor.stop();
    const machine = enrolmentMachine.provide({ actors: { checkStatus: status.logic } });
    const input = { appHost: 'app.example', redirectHosts: [] };
    const again = createActor(machine, { snapshot, input });
    again.start();
    again.send(visit(screens.checkStatus.path));
    again.send({ type: 'status.submitted', applicationId: 'A100', eligibilityCheckId: '' });
    await settle();
    expect(status.calls).toHaveLength(1);
    expect(again.getSnapshot().matches({ application: 'verify' })).toBe(true);
    expect(again.getSnapshot().context.eligibilityStatus).toBe('');
  });

  it('under the worksheet, ends on D44’s page whatever page is opened next', async () => {
    const { actor } = await qualified(lifeline);
    actor.send(visit(screens.household.path));
    actor.send({ type: 'household.submitted', answer: sharedBenefitHousehold as never });
    expect(actor.getSnapshot().matches({ application: 'householdBenefit' })).toBe(true);
    for (const screen of ['enrollStep', 'confirmAddress', 'transfer', 'agreement'] as const) {
      actor.send(visit(screens[screen].path));
      expect(actor.getSnapshot().matches({ application: 'householdBenefit' }), screen).toBe(true);
    }
  });
});

describe('changedSinceCheck', () => {
  const checked = reviewedApplication.answers;

  it('names nothing before a check, nor for the same answers', () => {
    expect(changedSinceCheck(reviewedApplication)).toEqual({});
    expect(changedSinceCheck({ ...reviewedApplication, checked })).toEqual({});
  });

  it('names each field that differs, by step', () => {
    const answers = {
      ...checked,
      household: { ...checked.household, MK1: 'AB' },
      contactInfo: { ...checked.contactInfo, contactEmail: 'new@example.com' },
    } as typeof checked;
    expect(changedSinceCheck({ ...reviewedApplication, answers, checked })).toEqual({
      contactInfo: ['contactEmail'],
      household: ['MK1'],
    });
  });

  it('counts a number never stored only while both are known (D14)', () => {
    const personal = checked.personalInfo as NonNullable<typeof checked.personalInfo>;
    const reloaded = { ...checked, personalInfo: { ...personal, ssn4: '' } } as typeof checked;
    expect(changedSinceCheck({ ...reviewedApplication, answers: reloaded, checked })).toEqual({});
    const retyped = { ...checked, personalInfo: { ...personal, ssn4: '9999' } } as typeof checked;
    expect(changedSinceCheck({ ...reviewedApplication, answers: retyped, checked })).toEqual({
      personalInfo: ['ssn4'],
    });
  });
});
