// @vitest-environment node
// D44 in the machine: under the worksheet's rules, a household that shares money with an adult
// who gets the benefit ends the application on its own page, and no eligibility check is sent;
// a separate household goes on, and its enrolment data carries the certification (with D43's
// permanent-address flag). Under the ACP nothing of this happens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type EnrolmentContext,
  enrolmentInput,
  enrolmentMachine,
  initialContext,
} from '../../machines/enrolment.machine';
import type { ApplicationData, ContactInfo, EligibilityAnswer } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES, type ProgramRules } from '../../machines/program-rules';
import { enrolBody } from '../../machines/requests/enrolment';
import { screens } from '../../machines/screens';
import {
  answersUnder,
  atStep,
  reviewedApplication,
  sharedBenefitHousehold,
  signedAgreement,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { answering, settle } from './machine-harness';

const lifeline = settingsModule('lifeline').programRules;

/** The enrolment the machine would send now, with its answers as they are (D51). */
function enrolmentSent(context: EnrolmentContext, program: 'ACP' | 'LIFELINE') {
  return enrolBody(enrolmentInput(context, 'enrol', false), {
    now: new Date(),
    timeZone: undefined,
    resellerCode: null,
    program,
  });
}
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const complete: EligibilityAnswer = {
  status: 'COMPLETE',
  applicationId: 'A100',
  eligibilityCheckId: 'EC100',
};

/** The machine under `rules`, at `value` with `application`, its eligibility check recorded. */
function start(value: unknown, rules: ProgramRules, application: ApplicationData) {
  const check = answering<{ application: ApplicationData }, EligibilityAnswer>(complete);
  const machine = enrolmentMachine.provide({ actors: { checkEligibility: check.logic } });
  const input = { appHost: 'app.example', redirectHosts: [], programRules: rules };
  const snapshot = machine.resolveState({
    value: value as never,
    context: { ...initialContext(input), ...served, application },
  });
  const actor = createActor(machine, { snapshot, input });
  actor.start();
  return { actor, calls: check.calls };
}

const visit = (path: string) => ({ type: 'route.visited' as const, path, query: {} });
const household = (answer: object) => ({ type: 'household.submitted', answer }) as never;
/** Whether the machine shows `key`'s screen. */
const at = (actor: ReturnType<typeof start>['actor'], key: keyof typeof screens) =>
  actor.getSnapshot()._nodes.some((node) => node.id === `enrolment.${screens[key].state}`);

const lifelineAnswers = answersUnder(lifeline, reviewedApplication.answers);
const lifelineReviewed: ApplicationData = { ...reviewedApplication, answers: lifelineAnswers };

afterEach(() => vi.useRealTimers());

describe('a household that already has its benefit (D44, Lifeline)', () => {
  it('ends on its own page after the household step, and no later step opens', () => {
    const { actor } = start({ application: 'household' }, lifeline, {
      ...atStep('household'),
      answers: { ...answersUnder(lifeline, atStep('household').answers) },
    });
    actor.send(household(sharedBenefitHousehold));
    expect(at(actor, 'householdBenefit')).toBe(true);
    for (const later of ['qualification', 'tribalStatus', 'verify', 'agreement'] as const) {
      actor.send(visit(screens[later].path));
      expect(at(actor, 'householdBenefit'), later).toBe(true);
    }
  });

  it('sends no eligibility check, even from an agreement that was open before', async () => {
    // The answers were complete; then the household step was answered again.
    const { actor, calls } = start({ application: 'household' }, lifeline, lifelineReviewed);
    actor.send(household(sharedBenefitHousehold));
    expect(at(actor, 'householdBenefit')).toBe(true);
    const stopped = actor.getSnapshot().context.application;
    const agreement = start({ application: { agreement: 'editing' } }, lifeline, {
      ...stopped,
      reviewConsent: true,
    });
    agreement.actor.send({
      type: 'agreement.submitted',
      agreement: { ...signedAgreement, initials: Array(lifeline.certificationCount).fill('RM') },
    });
    await settle();
    expect(agreement.calls).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it('lets the applicant change the household answers, and goes on when they change', () => {
    const { actor } = start({ application: 'household' }, lifeline, lifelineReviewed);
    actor.send(household(sharedBenefitHousehold));
    actor.send(visit(screens.household.path));
    expect(at(actor, 'household')).toBe(true);
    // Its page's URL opens again while the answer stands.
    actor.send(visit(screens.householdBenefit.path));
    expect(at(actor, 'householdBenefit')).toBe(true);
    actor.send(visit(screens.household.path));
    actor.send(household(lifelineAnswers.household as object));
    // Every step was answered before: back to the review.
    expect(at(actor, 'verify')).toBe(true);
  });

  it('opens its page by URL only for a household that has its benefit', () => {
    const { actor } = start({ application: 'household' }, lifeline, lifelineReviewed);
    actor.send(visit(screens.householdBenefit.path));
    expect(at(actor, 'householdBenefit')).toBe(false);
  });
});

describe('a separate household (D44) with a permanent or temporary address (D43), Lifeline', () => {
  it('goes on to the check, and the enrolment data carries iehFlag, its date and the address flag', async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 10, 0, 0), toFake: ['Date'] });
    const { actor, calls } = start({ application: { agreement: 'editing' } }, lifeline, {
      ...lifelineReviewed,
      answers: {
        ...lifelineAnswers,
        contactInfo: { ...(lifelineAnswers.contactInfo as ContactInfo), temporaryAddress: '1' },
      },
    });
    actor.send({
      type: 'agreement.submitted',
      agreement: { ...signedAgreement, initials: Array(lifeline.certificationCount).fill('RM') },
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('enrolment')).toBe(true));
    expect(enrolmentSent(actor.getSnapshot().context, 'LIFELINE')).toMatchObject({
      primaryPermanentAddressFlag: '0',
      iehFlag: '1',
      iehCertificationDate: '11/27/2026',
    });
  });
});

describe('the ACP (A §5)', () => {
  it('never stops at the household step, and its enrolment data has none of the new fields', async () => {
    const { actor, calls } = start(
      { application: 'household' },
      DEFAULT_PROGRAM_RULES,
      reviewedApplication,
    );
    actor.send(household(sharedBenefitHousehold));
    expect(at(actor, 'householdBenefit')).toBe(false);
    expect(at(actor, 'verify')).toBe(true);
    const signed = start(
      { application: { agreement: 'editing' } },
      DEFAULT_PROGRAM_RULES,
      reviewedApplication,
    );
    signed.actor.send({ type: 'agreement.submitted', agreement: signedAgreement });
    await vi.waitFor(() => expect(signed.calls).toHaveLength(1));
    await vi.waitFor(() => expect(signed.actor.getSnapshot().matches('enrolment')).toBe(true));
    const saved = enrolmentSent(signed.actor.getSnapshot().context, 'ACP');
    expect(saved).not.toHaveProperty('iehFlag');
    expect(saved).not.toHaveProperty('iehCertificationDate');
    expect(saved).not.toHaveProperty('primaryPermanentAddressFlag');
    expect(calls).toHaveLength(0);
  });
});
