import { describe, expect, it } from 'vitest';
import type { EligibilityAnswer, LegacyData } from '../../machines/flow-types';
import { screenRoute } from '../../machines/screen-route';
import { fullLegacy } from './legacy-fixtures';
import { answering, settle, startAt } from './machine-harness';

// Issue 16: D33's APPLICATION_NOT_FOUND after the check, a status lookup of a household
// already enrolled, and PENDING_RESOLUTION's failures kept for the screen (provider-api.md).

type Ids = { applicationId: string; eligibilityCheckId: string };
const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const check = <TInput>(answer: EligibilityAnswer) => answering<TInput, EligibilityAnswer>(answer);
const notFound: EligibilityAnswer = {
  status: 'APPLICATION_NOT_FOUND',
  errorText: 'Application ID not found',
};

describe('D33: APPLICATION_NOT_FOUND after the eligibility check', () => {
  it('the short form’s check goes to /Rejected, the provider’s words kept', async () => {
    const call = check<{ legacy: LegacyData }>(notFound);
    const { actor } = startAt(
      { legacy: { review: 'editing' } },
      { ...served, legacy: fullLegacy },
      { checkLegacyEligibility: call.logic },
    );
    actor.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/Rejected');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      code: 'APPLICATION_NOT_FOUND',
      message: 'Application ID not found',
    });
  });

  // On /ACPEligibilityCheck it goes to the failure page: enrolment-outcomes.machine.test.ts.
});

describe('a status lookup of a household already enrolled', () => {
  const enrolled: EligibilityAnswer = {
    status: 'COMPLETE',
    applicationId: 'A1',
    enrolledOrderId: 'ORD-7',
  };

  it('stays on the status page, tagged enrolled, with the order id, never the offer', async () => {
    const call = check<Ids>(enrolled);
    const { actor } = startAt({ status: { lookup: 'editing' } }, {}, { checkStatus: call.logic });
    actor.send({ type: 'status.submitted', applicationId: 'A1', eligibilityCheckId: '' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('enrolled')).toBe(true);
    expect(screenRoute(snapshot)).toBe('/CheckEnrollStatusPage');
    expect(snapshot.context.enrolledOrderId).toBe('ORD-7');
    expect(snapshot.matches('enrolment')).toBe(false);
  });

  it('another lookup from there checks again and forgets the order', async () => {
    let calls = 0;
    const call = answering<Ids, EligibilityAnswer>(() => {
      calls += 1;
      return calls === 1 ? enrolled : { status: 'IN_PROGRESS', applicationId: 'A2' };
    });
    const { actor } = startAt({ status: { lookup: 'editing' } }, {}, { checkStatus: call.logic });
    actor.send({ type: 'status.submitted', applicationId: 'A1', eligibilityCheckId: '' });
    await settle();
    actor.send({ type: 'status.submitted', applicationId: 'A2', eligibilityCheckId: '' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/Reviewing');
    expect(actor.getSnapshot().context.enrolledOrderId).toBe('');
  });

  it('back from the National Verifier, the same', async () => {
    const call = check<Ids>(enrolled);
    const { actor } = startAt(
      'idle',
      {
        eligibility: { applicationId: 'A1', eligibilityCheckId: '', tribalStatusConfirmed: false },
      },
      { checkStatus: call.logic },
    );
    actor.send({ type: 'route.visited', path: '/ACPEligibilityCheck', query: {} });
    await settle();
    expect(actor.getSnapshot().hasTag('enrolled')).toBe(true);
    expect(screenRoute(actor.getSnapshot())).toBe('/CheckEnrollStatusPage');
  });
});

describe('PENDING_RESOLUTION’s failures and date', () => {
  it('are kept for the screen while the applicant is about to leave', async () => {
    const call = check<Ids>({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      resolutionHref: 'https://verifier.example/r/1',
      failures: [{ code: 'TPIV_FAIL_DOB' }],
      eligibilityExpirationDate: '2026-12-31',
    });
    const { actor } = startAt({ status: { lookup: 'editing' } }, {}, { checkStatus: call.logic });
    actor.send({ type: 'status.submitted', applicationId: 'A1', eligibilityCheckId: '' });
    await settle();
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(actor.getSnapshot().context.resolution).toEqual({
      failures: [{ code: 'TPIV_FAIL_DOB' }],
      expirationDate: '2026-12-31',
    });
  });

  it('without them nothing is kept, and the browser leaves by itself as before', async () => {
    const call = check<Ids>({
      status: 'PENDING_RESOLUTION',
      applicationId: 'A1',
      resolutionHref: 'https://verifier.example/r/1',
    });
    const { actor } = startAt({ status: { lookup: 'editing' } }, {}, { checkStatus: call.logic });
    actor.send({ type: 'status.submitted', applicationId: 'A1', eligibilityCheckId: '' });
    await settle();
    expect(actor.getSnapshot().context.resolution).toBeNull();
  });
});
