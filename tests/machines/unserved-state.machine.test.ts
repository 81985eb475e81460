// @vitest-environment node
// D58 (issue 37): a home state the carrier does not serve, chosen on step 2, is questioned
// there, before any later step: where the rules say, the provider is asked about a home state
// the zip page did not find served (GET /public/acp_supported_state/{ST}), and a state it does
// not serve keeps the applicant on step 2 with the state named (the page adds D49's links).
import { describe, expect, it } from 'vitest';
import type { ContactInfo, CoverageAnswer } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { screenRoute } from '../../machines/screen-route';
import { answeredBefore, answersUnder, lifelineApplication } from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { answering, failing, settle, startAt } from './machine-harness';

const lifeline = settingsModule('lifeline').programRules;
/** The zip page found New York served. */
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const answers = answersUnder(lifeline, lifelineApplication.answers);
const contact = answers.contactInfo as ContactInfo;

function atStepTwo(
  check: ReturnType<typeof answering<{ zipCode: string; state?: string }, CoverageAnswer>>['logic'],
  rules = lifeline,
) {
  return startAt(
    { application: { contactInfo: 'editing' } },
    {
      ...served,
      programRules: rules,
      application: {
        ...answeredBefore('contactInfo', lifelineApplication),
        answers: { personalInfo: answers.personalInfo },
      },
    },
    { checkCoverage: check },
  );
}

const answer = (patch: Partial<ContactInfo>) => ({
  type: 'contactInfo.submitted' as const,
  answer: { ...contact, ...patch },
});

describe('a home state on step 2 (D58)', () => {
  it('asks the provider about a state the zip page did not check, busy meanwhile, and goes on when it is served', async () => {
    const check = answering<{ zipCode: string; state?: string }, CoverageAnswer>((input) => ({
      zipCode: input.zipCode,
      state: input.state ?? null,
      served: true,
    }));
    const { actor } = atStepTwo(check.logic);
    actor.send(answer({}));
    expect(actor.getSnapshot().matches({ application: { contactInfo: 'checkingState' } })).toBe(
      true,
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(check.calls).toEqual([{ zipCode: '87105', state: 'NM' }]);
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.contactInfo?.state).toBe('NM');
  });

  it('asks nothing of the state the zip page found served', async () => {
    const check = answering<{ zipCode: string; state?: string }, CoverageAnswer>({
      zipCode: '',
      state: '',
      served: false,
    });
    const { actor } = atStepTwo(check.logic);
    actor.send(answer({ address: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10001' }));
    await settle();
    expect(check.calls).toEqual([]);
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });

  it('keeps an unserved state on step 2, named, with no answer kept, so no later step opens', async () => {
    const check = answering<{ zipCode: string; state?: string }, CoverageAnswer>((input) => ({
      zipCode: input.zipCode,
      state: input.state ?? null,
      served: false,
    }));
    const { actor } = atStepTwo(check.logic);
    actor.send(
      answer({ address: '1 Fagatogo Rd', city: 'Pago Pago', state: 'AS', zipCode: '96799' }),
    );
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: { contactInfo: 'editing' } })).toBe(true);
    expect(screenRoute(snapshot)).toBe('/ContactInfoPage?profileStep=2');
    expect(snapshot.context.unservedState).toBe('AS');
    expect(snapshot.context.application.answers.contactInfo).toBeUndefined();
    actor.send({
      type: 'route.visited',
      path: '/HouseholdInformationPage',
      query: { profileStep: '3' },
    });
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(false);
  });

  it('forgets the state named once the next answer is given, and goes on with a served one', async () => {
    const check = answering<{ zipCode: string; state?: string }, CoverageAnswer>((input) => ({
      zipCode: input.zipCode,
      state: input.state ?? null,
      served: input.state !== 'AS',
    }));
    const { actor } = atStepTwo(check.logic);
    actor.send(
      answer({ address: '1 Fagatogo Rd', city: 'Pago Pago', state: 'AS', zipCode: '96799' }),
    );
    await settle();
    actor.send(answer({}));
    expect(actor.getSnapshot().context.unservedState).toBe('');
    await settle();
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });

  it('says a check that got no answer, keeps no answer, and asks again on Continue', async () => {
    const { actor } = atStepTwo(failing({ kind: 'network' }));
    actor.send(answer({}));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: { contactInfo: 'editing' } })).toBe(true);
    expect(snapshot.context.failure).toEqual({ kind: 'network' });
    expect(snapshot.context.application.answers.contactInfo).toBeUndefined();
    actor.send(answer({}));
    expect(actor.getSnapshot().matches({ application: { contactInfo: 'checkingState' } })).toBe(
      true,
    );
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('asks nothing under the ACP (A §4: the check’s STATE_NOT_SUPPORTED says it)', async () => {
    const check = answering<{ zipCode: string; state?: string }, CoverageAnswer>({
      zipCode: '',
      state: '',
      served: false,
    });
    const acpAnswers = answersUnder(DEFAULT_PROGRAM_RULES);
    const { actor } = startAt(
      { application: { contactInfo: 'editing' } },
      { ...served, application: answeredBefore('contactInfo') },
      { checkCoverage: check.logic },
    );
    actor.send({ type: 'contactInfo.submitted', answer: acpAnswers.contactInfo as ContactInfo });
    await settle();
    expect(check.calls).toEqual([]);
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
  });
});
