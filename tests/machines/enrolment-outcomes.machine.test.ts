// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import { enrolmentDetails } from '../../machines/enrolment-details';
import type {
  EligibilityAnswer,
  EnrolmentAnswer,
  OrderLookup,
  Tablet,
} from '../../machines/flow-types';
import { screenRoute } from '../../machines/screen-route';
import { completeShipping, reviewedApplication } from '../support/application-fixture';
import { answering, failing, settle, startAt } from './machine-harness';

const tablet: Tablet = { id: 'TAB-1001', name: 'ACP Tablet 8in' };
const qualified = {
  eligibility: { applicationId: 'A100', eligibilityCheckId: 'EC1', tribalStatusConfirmed: false },
  eligibilityStatus: 'COMPLETE',
  application: reviewedApplication,
  tablet,
};
const order: EnrolmentAnswer = {
  outcome: 'order',
  orderId: 'ORD-1',
  nladSubscriberId: 'N1',
  activationCode: 'AC1',
  enrolledAt: '2026-11-21T10:00:00.000Z',
  // D58: the call says which ways to reach the applicant its request carried.
  reach: { phone: true, email: false },
};

function enrolWith(
  answer: EnrolmentAnswer,
  context: object = {},
  value: unknown = { enrolment: { offer: 'choosing' } },
) {
  const enrol = answering<EnrolmentCallInput, EnrolmentAnswer>(answer);
  const transfer = answering<EnrolmentCallInput, EnrolmentAnswer>(answer);
  const started = startAt(
    value,
    { ...qualified, ...context },
    { enrol: enrol.logic, transfer: transfer.logic },
  );
  return { ...started, enrolCalls: enrol.calls, transferCalls: transfer.calls };
}

describe('enrolment (B §4, §8)', () => {
  it('looks the tablet up on arrival and remembers it', async () => {
    const find = answering<void, Tablet | null>(tablet);
    const { actor } = startAt('idle', { ...qualified, tablet: null }, { findTablet: find.logic });
    actor.send({ type: 'route.visited', path: '/EnrollStep', query: {} });
    expect(actor.getSnapshot().matches({ enrolment: { offer: 'findingTablet' } })).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.tablet).toEqual(tablet);
    expect(actor.getSnapshot().matches({ enrolment: { offer: 'choosing' } })).toBe(true);
  });

  it('offers the plan alone when the tablet cannot be found', async () => {
    const { actor } = startAt('idle', qualified, { findTablet: failing({ kind: 'network' }) });
    actor.send({ type: 'route.visited', path: '/EnrollStep', query: {} });
    await settle();
    expect(actor.getSnapshot().context.tablet).toBeNull();
  });

  it('enrols with the tablet under this household’s key, once, and completes', async () => {
    const { actor, enrolCalls } = enrolWith(order);
    actor.send({ type: 'tablet.chosen', wanted: true });
    actor.send({ type: 'enrol.requested' });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(enrolCalls).toHaveLength(1);
    expect(enrolCalls[0]).toMatchObject({
      application: reviewedApplication,
      shipping: null,
      eligibility: { applicationId: 'A100' },
      tablet,
    });
    const snapshot = actor.getSnapshot();
    expect(screenRoute(snapshot)).toBe('/CompletedACP?orderId=ORD-1');
    expect(snapshot.context.order).toEqual({
      orderId: 'ORD-1',
      nladSubscriberId: 'N1',
      activationCode: 'AC1',
      applicationId: 'A100',
      withTablet: true,
      tabletRejected: false,
      kind: 'enrol',
      enrolledAt: '2026-11-21T10:00:00.000Z',
      // D58: kept from the answer for the confirmation's words, when the flow is cleared.
      reach: { phone: true, email: false },
    });
    // B §4: the order clears the flow.
    expect(snapshot.context.application.answers).toEqual({});
    expect(snapshot.context.shipping).toBeNull();
  });

  it('enrols the plan alone when the tablet is not ticked', async () => {
    const { actor, enrolCalls } = enrolWith(order);
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(enrolCalls.map((call) => call.tablet)).toEqual([null]);
  });

  it('asks for the address first when no answers give the details (D26)', async () => {
    const { actor, enrolCalls } = enrolWith(order, {
      application: { answers: {}, reviewConsent: false, agreement: null },
    });
    actor.send({ type: 'enrol.requested' });
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmAddress');
    actor.send({
      type: 'address.submitted',
      details: { ...completeShipping, shippingAddress1: '9 New St' },
    });
    await settle();
    expect(enrolCalls[0] && enrolmentDetails(enrolCalls[0])?.shippingAddress1).toBe('9 New St');
    expect(actor.getSnapshot().matches('completed')).toBe(true);
  });

  it('refuses an address form with a field missing', () => {
    const { actor } = enrolWith(order, {}, { enrolment: { confirmAddress: 'editing' } });
    actor.send({
      type: 'address.submitted',
      details: { ...completeShipping, shippingZipcode: '' },
    });
    expect(actor.getSnapshot().matches({ enrolment: { confirmAddress: 'editing' } })).toBe(true);
  });

  it('CANNOT_UPDATE_DEVICE → plan only, with the message; re-enrolling sends no tablet', async () => {
    const { actor, notices } = enrolWith({
      outcome: 'cannotUpdateDevice',
      message: 'No tablets left',
    });
    actor.send({ type: 'tablet.chosen', wanted: true });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/EnrollStep?code=CANNOT_UPDATE_DEVICE');
    expect(notices.at(-1)?.message).toBe('No tablets left');
    const enrol = answering<EnrolmentCallInput, EnrolmentAnswer>(order);
    const { actor: again } = startAt(
      { enrolment: { planOnly: 'choosing' } },
      { ...qualified, tabletWanted: true },
      { enrol: enrol.logic },
    );
    again.send({ type: 'enrol.requested' });
    await settle();
    expect(enrol.calls[0]).toMatchObject({ tablet: null });
  });

  it('DUPLICATE → /TransferAcpPlan with the data kept', async () => {
    const { actor } = enrolWith({
      outcome: 'duplicate',
      message: 'subscriber: DUPLICATE_SUBSCRIBER',
    });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/TransferAcpPlan');
    expect(actor.getSnapshot().context.application).toEqual(reviewedApplication);
  });

  it('APPLICATION_NOT_FOUND → /EnrolmentFailure with the error, the flow cleared', async () => {
    const { actor } = enrolWith({
      outcome: 'applicationNotFound',
      message: 'Application not found',
    });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/EnrolmentFailure');
    expect(actor.getSnapshot().context.failurePageError).toBe('Application not found');
    expect(actor.getSnapshot().context.application.answers).toEqual({});
  });

  it('a `url` clears the flow and is followed when D16 allows it', async () => {
    const { actor } = enrolWith({ outcome: 'redirect', url: 'https://app.example/next' });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(actor.getSnapshot().context.leavingTo).toBe('https://app.example/next');
    expect(actor.getSnapshot().context.application.answers).toEqual({});
  });

  it('a `url` D16 does not allow is refused, and nothing is cleared', async () => {
    const { actor } = enrolWith({ outcome: 'redirect', url: 'https://evil.example/' });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unsafe-link' });
    expect(actor.getSnapshot().context.application).toEqual(reviewedApplication);
  });

  it('any other answer is toasted and shown, and the applicant stays', async () => {
    const { actor, notices } = enrolWith({
      outcome: 'error',
      message: 'HTTP Status 403 - Access is denied',
    });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ enrolment: { offer: 'choosing' } })).toBe(true);
    expect(notices.at(-1)?.message).toBe('HTTP Status 403 - Access is denied');
    expect(actor.getSnapshot().context.failure?.message).toBe('HTTP Status 403 - Access is denied');
  });

  it('a time-out → Resubmit, which sends the same key again (D3)', async () => {
    const { actor } = startAt({ enrolment: { offer: 'choosing' } }, qualified, {
      enrol: failing({ kind: 'timeout' }),
    });
    actor.send({ type: 'enrol.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ enrolment: { offer: 'timedOut' } })).toBe(true);
    const enrol = answering<EnrolmentCallInput, EnrolmentAnswer>(order);
    const { actor: again } = startAt({ enrolment: { offer: 'timedOut' } }, qualified, {
      enrol: enrol.logic,
    });
    again.send({ type: 'enrol.requested' });
    await settle();
    expect(enrol.calls[0]).toMatchObject({ tablet: null });
  });
});

describe('transfer', () => {
  it('submits directly when the answers give every detail', async () => {
    const { actor, transferCalls } = enrolWith(
      { ...order, orderId: 'ORD-T' },
      {},
      { transfer: { offer: 'choosing' } },
    );
    actor.send({ type: 'transfer.requested' });
    await settle();
    expect(transferCalls[0]).toMatchObject({ application: reviewedApplication, tablet: null });
    expect(actor.getSnapshot().context.order?.kind).toBe('transfer');
  });

  it('asks for the address with a toast when no answers give the details', () => {
    const { actor, notices } = enrolWith(
      order,
      { application: { answers: {}, reviewConsent: false, agreement: null } },
      { transfer: { offer: 'choosing' } },
    );
    actor.send({ type: 'transfer.requested' });
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmAddress?transfer=yes');
    expect(notices.map((n) => n.notice)).toEqual(['transfer.incomplete']);
  });

  it('INELIGIBLE_FOR_TRANSFER → /Failure', async () => {
    const { actor } = enrolWith(
      { outcome: 'ineligibleForTransfer', message: 'Not eligible' },
      {},
      { transfer: { offer: 'choosing' } },
    );
    actor.send({ type: 'transfer.requested' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/Failure');
    expect(actor.getSnapshot().context.failurePageError).toBe('Not eligible');
  });

  it('a time-out → Resubmit on the transfer page too', async () => {
    const { actor } = startAt({ transfer: { offer: 'choosing' } }, qualified, {
      transfer: failing({ kind: 'timeout' }),
    });
    actor.send({ type: 'transfer.requested' });
    await settle();
    expect(actor.getSnapshot().matches({ transfer: { offer: 'timedOut' } })).toBe(true);
  });
});

describe('status lookup (A §4)', () => {
  function checkWith(
    answer: EligibilityAnswer,
    value: unknown = { status: { lookup: 'editing' } },
  ) {
    const check = answering<
      { applicationId: string; eligibilityCheckId: string },
      EligibilityAnswer
    >(answer);
    const started = startAt(
      value,
      { application: reviewedApplication },
      { checkStatus: check.logic, findTablet: answering<void, Tablet | null>(null).logic },
    );
    return { ...started, calls: check.calls };
  }

  it('needs one of the two ids', () => {
    const { actor } = checkWith({ status: 'COMPLETE' });
    actor.send({ type: 'status.submitted', applicationId: ' ', eligibilityCheckId: '' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it.each([
    ['COMPLETE', '/EnrollStep'],
    ['IN_PROGRESS', '/Reviewing'],
    ['APP_CLOSED_OR_EXPIRED', '/Expired?id=A9'],
    ['APPLICATION_NOT_FOUND', '/Rejected'],
  ])('%s → %s', async (status, route) => {
    const { actor, calls } = checkWith({ status, applicationId: 'A9' });
    actor.send({ type: 'status.submitted', applicationId: ' A9 ', eligibilityCheckId: '' });
    await settle();
    expect(calls).toEqual([{ applicationId: 'A9', eligibilityCheckId: '' }]);
    expect(screenRoute(actor.getSnapshot())).toBe(route);
  });

  it('any other status shows its message and clears the ids', async () => {
    const { actor } = checkWith(
      { status: 'DENIED', errorText: 'Denied by NV' },
      { status: { reviewing: 'editing' } },
    );
    actor.send({ type: 'status.submitted', applicationId: 'A9', eligibilityCheckId: 'E9' });
    await settle();
    expect(actor.getSnapshot().matches({ status: { reviewing: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Denied by NV');
    expect(actor.getSnapshot().context.eligibility.applicationId).toBe('');
  });

  it('keeps tribalStatusConfirmed from a COMPLETE answer (D25)', async () => {
    const { actor } = checkWith({
      status: 'COMPLETE',
      applicationId: 'A9',
      tribalStatusConfirmed: true,
    });
    actor.send({ type: 'status.submitted', applicationId: 'A9', eligibilityCheckId: '' });
    await settle();
    expect(actor.getSnapshot().context.eligibility.tribalStatusConfirmed).toBe(true);
  });

  it('an /Expired URL without an id goes to /Rejected', () => {
    const { actor } = checkWith({ status: 'COMPLETE' }, 'idle');
    actor.send({ type: 'route.visited', path: '/Expired', query: {} });
    expect(screenRoute(actor.getSnapshot())).toBe('/Rejected');
  });

  it('an /Expired URL’s id is looked up: the expired page names it only once the provider has', async () => {
    const { actor, calls } = checkWith(
      { status: 'APP_CLOSED_OR_EXPIRED', applicationId: 'A5' },
      'idle',
    );
    actor.send({ type: 'route.visited', path: '/Expired', query: { id: 'A5' } });
    expect(actor.getSnapshot().matches({ status: { lookup: 'checking' } })).toBe(true);
    await settle();
    expect(calls).toEqual([{ applicationId: 'A5', eligibilityCheckId: '' }]);
    expect(screenRoute(actor.getSnapshot())).toBe('/Expired?id=A5');
    // Confirmed in this tab: its page again, without another lookup.
    actor.send({ type: 'route.visited', path: '/Rejected', query: {} });
    actor.send({ type: 'route.visited', path: '/Expired', query: { id: 'A5' } });
    expect(screenRoute(actor.getSnapshot())).toBe('/Expired?id=A5');
    expect(calls).toHaveLength(1);
  });

  it('an expired application the provider no longer finds is looked up again from its URL', async () => {
    const answers: EligibilityAnswer[] = [
      { status: 'APP_CLOSED_OR_EXPIRED', applicationId: 'A5' },
      { status: 'APPLICATION_NOT_FOUND' },
    ];
    const check = answering<
      { applicationId: string; eligibilityCheckId: string },
      EligibilityAnswer
    >(() => answers.shift() ?? { status: 'APPLICATION_NOT_FOUND' });
    const started = startAt('idle', {}, { checkStatus: check.logic });
    started.actor.send({ type: 'route.visited', path: '/Expired', query: { id: 'A5' } });
    await settle();
    expect(screenRoute(started.actor.getSnapshot())).toBe('/Expired?id=A5');
    started.actor.send({ type: 'status.submitted', applicationId: 'A5', eligibilityCheckId: '' });
    await settle();
    expect(screenRoute(started.actor.getSnapshot())).toBe('/Rejected');
    started.actor.send({ type: 'route.visited', path: '/Expired', query: { id: 'A5' } });
    // Not found since: the page does not name it before the provider has said so again.
    expect(started.actor.getSnapshot().matches({ status: { lookup: 'checking' } })).toBe(true);
  });

  it('an /Expired URL naming what the provider does not know lands on /Rejected, unnamed', async () => {
    const { actor } = checkWith({ status: 'APPLICATION_NOT_FOUND' }, 'idle');
    actor.send({
      type: 'route.visited',
      path: '/Expired',
      query: { id: 'Call 1-900-555-0100 now' },
    });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/Rejected');
    expect(actor.getSnapshot().context.eligibilityStatus).not.toBe('APP_CLOSED_OR_EXPIRED');
  });
});

describe('back from the National Verifier (/ACPEligibilityCheck)', () => {
  const stored = {
    eligibility: { applicationId: 'A1', eligibilityCheckId: 'EC1', tribalStatusConfirmed: false },
  };

  it('checks again with the stored ids, automatically', async () => {
    const check = answering<
      { applicationId: string; eligibilityCheckId: string },
      EligibilityAnswer
    >({
      status: 'COMPLETE',
      applicationId: 'A1',
    });
    const { actor } = startAt(
      'idle',
      { ...stored, application: reviewedApplication },
      { checkStatus: check.logic, findTablet: answering<void, Tablet | null>(null).logic },
    );
    actor.send({ type: 'route.visited', path: '/ACPEligibilityCheck', query: {} });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(check.calls).toEqual([{ applicationId: 'A1', eligibilityCheckId: 'EC1' }]);
    expect(actor.getSnapshot().matches({ enrolment: 'offer' })).toBe(true);
  });

  it('APPLICATION_NOT_FOUND → the failure page', async () => {
    const check = answering<
      { applicationId: string; eligibilityCheckId: string },
      EligibilityAnswer
    >({
      status: 'APPLICATION_NOT_FOUND',
      errorText: 'Unknown application',
    });
    const { actor } = startAt('idle', stored, { checkStatus: check.logic });
    actor.send({ type: 'route.visited', path: '/ACPEligibilityCheck', query: {} });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/EnrolmentFailure');
    expect(actor.getSnapshot().context.failurePageError).toBe('Unknown application');
  });

  it('without stored ids goes to the failure page', () => {
    const { actor } = startAt('idle');
    actor.send({ type: 'route.visited', path: '/ACPEligibilityCheck', query: {} });
    expect(screenRoute(actor.getSnapshot())).toBe('/EnrolmentFailure');
  });

  it('a failed check can be tried again', async () => {
    const { actor } = startAt('idle', stored, { checkStatus: failing({ kind: 'network' }) });
    actor.send({ type: 'route.visited', path: '/ACPEligibilityCheck', query: {} });
    await settle();
    expect(actor.getSnapshot().matches({ verifierReturn: 'notChecked' })).toBe(true);
    actor.send({ type: 'status.retried' });
    expect(actor.getSnapshot().matches({ verifierReturn: 'checking' })).toBe(true);
  });
});

describe('the confirmation and the failure pages', () => {
  it('looks the order up for its fulfilment id', async () => {
    const lookUp = answering<{ orderId: string }, OrderLookup>({
      fulfillmentId: 'F-1',
      message: '',
    });
    const { actor } = startAt('idle', {}, { lookUpOrder: lookUp.logic });
    actor.send({ type: 'route.visited', path: '/CompletedACP', query: { orderId: 'ORD-9' } });
    await settle();
    expect(lookUp.calls).toEqual([{ orderId: 'ORD-9' }]);
    expect(actor.getSnapshot().context.orderLookup).toEqual({ fulfillmentId: 'F-1', message: '' });
  });

  it('says "Order not found" without an order id', () => {
    const { actor, notices } = startAt('idle');
    actor.send({ type: 'route.visited', path: '/CompletedACP', query: {} });
    expect(actor.getSnapshot().matches({ completed: 'shown' })).toBe(true);
    expect(notices.map((n) => n.notice)).toEqual(['order.missing']);
  });

  it('Verify Eligibility again → step 1, or the zip page when the flow was cleared (D24)', () => {
    const { actor } = startAt(
      { failed: 'enrolment' },
      { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } },
    );
    actor.send({ type: 'failure.restarted' });
    expect(screenRoute(actor.getSnapshot())).toBe('/PersonalInfoPage?profileStep=1');
    const { actor: cleared } = startAt({ failed: 'transfer' });
    cleared.send({ type: 'failure.restarted' });
    expect(screenRoute(cleared.getSnapshot())).toBe('/ZipCodePage');
  });

  it('enrolment pages need a qualifying answer first', () => {
    const { actor } = startAt('idle');
    actor.send({ type: 'route.visited', path: '/EnrollStep', query: {} });
    expect(screenRoute(actor.getSnapshot())).toBe('/CheckEnrollStatusPage');
  });
});
