// @vitest-environment node
// D53 (issue 37): an enrolment or a transfer answered DUPLICATE_ADDRESS (someone else at this
// home already gets the benefit) leads, where the rules ask the household worksheet (D44), back
// to the household step with why, not to a transfer; the check is set aside, so the applicant
// certifies a separate household, signs again and is checked again before any enrolment.
// DUPLICATE_SUBSCRIBER keeps leading to the transfer, and the ACP keeps B §8 for both.
import { describe, expect, it } from 'vitest';
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import type { EnrolmentAnswer } from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { screenRoute } from '../../machines/screen-route';
import { isSeparateHousehold } from '../../machines/steps/household';
import {
  answersUnder,
  completeShipping,
  householdWhere,
  lifelineApplication,
  reviewedApplication,
  signedAgreement,
} from '../support/application-fixture';
import { settingsModule } from '../support/settings-module';
import { answering, settle, startAt } from './machine-harness';

const lifeline = settingsModule('lifeline').programRules;
const lifelineSigned = {
  ...lifelineApplication,
  answers: answersUnder(lifeline, lifelineApplication.answers),
  reviewConsent: true,
  agreement: { ...signedAgreement, initials: Array(lifeline.certificationCount).fill('RM') },
};
const duplicateAddress: EnrolmentAnswer = {
  outcome: 'duplicateAddress',
  message: 'primaryAddress1: DUPLICATE_ADDRESS',
  code: 'DUPLICATE_ADDRESS',
};
const duplicateSubscriber: EnrolmentAnswer = {
  outcome: 'duplicate',
  message: 'subscriber: DUPLICATE_SUBSCRIBER',
};

function qualifiedAt(value: unknown, rules = lifeline, answer = duplicateAddress) {
  const call = answering<EnrolmentCallInput, EnrolmentAnswer>(answer);
  const started = startAt(
    value,
    {
      programRules: rules,
      application: rules === lifeline ? lifelineSigned : reviewedApplication,
      eligibility: {
        applicationId: 'A100',
        eligibilityCheckId: 'EC1',
        tribalStatusConfirmed: false,
      },
      eligibilityStatus: 'COMPLETE',
      checkedOn: '2026-11-28',
    },
    { enrol: call.logic, transfer: call.logic },
  );
  return { ...started, calls: call.calls };
}

describe('DUPLICATE_ADDRESS under the household worksheet (D53)', () => {
  it('leads from the enrolment to the household step, with why, the check set aside', async () => {
    const { actor } = qualifiedAt({ enrolment: { offer: 'choosing' } });
    actor.send({ type: 'enrol.requested' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: 'household' })).toBe(true);
    expect(screenRoute(snapshot)).toBe('/HouseholdInformationPage?profileStep=3');
    expect(snapshot.context.failure).toEqual({ kind: 'rejected', code: 'DUPLICATE_ADDRESS' });
    // A new check must follow: no offer to go back to, the review and the signature again.
    expect(snapshot.context.eligibility.applicationId).toBe('');
    expect(snapshot.context.eligibilityStatus).toBe('');
    expect(snapshot.context.checkedOn).toBe('');
    expect(snapshot.context.application.reviewConsent).toBe(false);
    expect(snapshot.context.application.agreement).toBeNull();
    // The answers stay: only the household's is to change.
    expect(snapshot.context.application.answers).toEqual(lifelineSigned.answers);
  });

  it('leads there from a transfer too, and from /ConfirmAddress', async () => {
    for (const value of [
      { transfer: { offer: 'choosing' } },
      { transfer: { confirmAddress: 'editing' } },
      { enrolment: { confirmAddress: 'editing' } },
    ]) {
      const { actor } = qualifiedAt(value);
      const kind = JSON.stringify(value);
      if (kind.includes('confirmAddress')) {
        actor.send({
          type: 'address.submitted',
          details: {
            firstName: 'Rosa',
            middleName: 'Elena',
            lastName: 'Martinez-Luna',
            dob: '1984-03-09',
            emailAddress: 'rosa@example.com',
            contactPhoneNumber: '5055550142',
            shippingAddress1: 'PO Box 2231',
            shippingAddress2: '',
            shippingCity: 'Albuquerque',
            shippingState: 'NM',
            shippingZipcode: '87103',
          },
        });
      } else actor.send({ type: 'transfer.requested' });
      await settle();
      expect(actor.getSnapshot().matches({ application: 'household' }), kind).toBe(true);
    }
  });

  it('opens no enrolment offer by its URL until a new check qualifies the household', async () => {
    const { actor } = qualifiedAt({ enrolment: { offer: 'choosing' } });
    actor.send({ type: 'enrol.requested' });
    await settle();
    actor.send({ type: 'route.visited', path: '/EnrollStep', query: {} });
    expect(actor.getSnapshot().matches('enrolment')).toBe(false);
  });

  it('says why only on that visit: a separate household’s answer goes on to the review, the notice gone', async () => {
    const { actor } = qualifiedAt({ enrolment: { offer: 'choosing' } });
    actor.send({ type: 'enrol.requested' });
    await settle();
    actor.send({
      type: 'household.submitted',
      answer: householdWhere(lifeline, isSeparateHousehold),
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ application: 'verify' })).toBe(true);
    expect(snapshot.context.failure).toBeNull();
  });

  it('keeps DUPLICATE_SUBSCRIBER on the transfer (a person already enrolled)', async () => {
    const { actor } = qualifiedAt(
      { enrolment: { offer: 'choosing' } },
      lifeline,
      duplicateSubscriber,
    );
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ transfer: { offer: 'choosing' } })).toBe(true);
    expect(actor.getSnapshot().context.eligibility.applicationId).toBe('A100');
  });
});

describe('DUPLICATE_ADDRESS for an application looked up in this tab (no answers to change)', () => {
  it('stays on the offer and says why, with the code’s guidance, never the transfer', async () => {
    const call = answering<EnrolmentCallInput, EnrolmentAnswer>(duplicateAddress);
    const { actor, notices } = startAt(
      { enrolment: { offer: 'choosing' } },
      {
        programRules: lifeline,
        eligibility: {
          applicationId: 'A100',
          eligibilityCheckId: 'EC1',
          tribalStatusConfirmed: false,
        },
        eligibilityStatus: 'COMPLETE',
        shipping: completeShipping,
      },
      { enrol: call.logic },
    );
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ enrolment: { offer: 'choosing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'rejected',
      code: 'DUPLICATE_ADDRESS',
    });
    expect(notices[0]).toMatchObject({ notice: 'provider.message', code: 'DUPLICATE_ADDRESS' });
  });
});

describe('DUPLICATE_ADDRESS without the worksheet (the ACP, B §8)', () => {
  it('leads to the transfer as every DUPLICATE code does, the check kept', async () => {
    const { actor } = qualifiedAt({ enrolment: { offer: 'choosing' } }, DEFAULT_PROGRAM_RULES);
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ transfer: { offer: 'choosing' } })).toBe(true);
    expect(actor.getSnapshot().context.eligibility.applicationId).toBe('A100');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
