// @vitest-environment node
// D57 (issue 38): applications assisted by a registered representative on a shared device.
import { describe, expect, it } from 'vitest';
import type { ApplicationData, EligibilityAnswer } from '../../machines/flow-types';
import { screenRoute } from '../../machines/screen-route';
import { signedAgreement as agreement, reviewedApplication } from '../support/application-fixture';
import { answering, failing, settle, startAt } from './machine-harness';

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const visit = (path: string) => ({ type: 'route.visited', path, query: {} }) as const;
type CheckInput = { application: ApplicationData; representative?: string };

describe('a representative’s shift starts (D57)', () => {
  it('checks the RAD ID with the provider, then opens the zip page with the ID as written there', async () => {
    const verify = answering<{ repId: string }, { repId: string }>({ repId: 'REP12345' });
    const { actor } = startAt('idle', {}, { verifyRepresentative: verify.logic });
    actor.send(visit('/Representative'));
    expect(screenRoute(actor.getSnapshot())).toBe('/Representative');
    actor.send({ type: 'representative.submitted', repId: ' rep12345 ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(verify.calls).toEqual([{ repId: 'rep12345' }]);
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
    expect(actor.getSnapshot().context.representative).toBe('REP12345');
  });

  it('sends nothing for an ID that is not 5 to 20 letters and digits', () => {
    const verify = answering<{ repId: string }, { repId: string }>({ repId: 'X' });
    const { actor } = startAt(
      { assisted: { shiftStart: 'editing' } },
      {},
      { verifyRepresentative: verify.logic },
    );
    for (const repId of ['REP1', 'REP-12345', 'A'.repeat(21), '']) {
      actor.send({ type: 'representative.submitted', repId });
      expect(actor.getSnapshot().matches({ assisted: { shiftStart: 'editing' } }), repId).toBe(
        true,
      );
    }
    expect(verify.calls).toEqual([]);
  });

  it('stays on the start page with REP_NOT_REGISTERED, no shift started', async () => {
    const { actor } = startAt(
      { assisted: { shiftStart: 'editing' } },
      {},
      {
        verifyRepresentative: failing({ kind: 'rejected', code: 'REP_NOT_REGISTERED' }),
      },
    );
    actor.send({ type: 'representative.submitted', repId: 'NOTONLIST1' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(screenRoute(actor.getSnapshot())).toBe('/Representative');
    expect(context.failure).toMatchObject({ kind: 'rejected', code: 'REP_NOT_REGISTERED' });
    expect(context.representative).toBe('');
  });

  it('opening the start address ends any shift and wipes the applicant', () => {
    const { actor } = startAt(
      { application: 'household' },
      { ...served, application: reviewedApplication, representative: 'REP12345' },
    );
    actor.send(visit('/Representative'));
    const { context } = actor.getSnapshot();
    expect(screenRoute(actor.getSnapshot())).toBe('/Representative');
    expect(context.representative).toBe('');
    expect(context.application.answers).toEqual({});
  });
});

describe('the representative confirms before the check (D57)', () => {
  function signedInShift() {
    const check = answering<CheckInput, EligibilityAnswer>({
      status: 'IN_PROGRESS',
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
    });
    const started = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication, representative: 'REP12345' },
      { checkEligibility: check.logic },
    );
    started.actor.send({ type: 'agreement.submitted', agreement });
    return { ...started, calls: check.calls };
  }

  it('shows the confirmation page after the signature, and sends no check before it', async () => {
    const { actor, calls } = signedInShift();
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/RepresentativeConfirmation');
    expect(calls).toEqual([]);
    // The applicant's own signature is held with the answers.
    expect(actor.getSnapshot().context.application.agreement).toEqual(agreement);
  });

  it('sends the check with the representative’s ID once they confirm', async () => {
    const { actor, calls } = signedInShift();
    actor.send({ type: 'representative.confirmed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.representative).toBe('REP12345');
    expect(calls[0]?.application.checked).toEqual(reviewedApplication.answers);
    expect(screenRoute(actor.getSnapshot())).toBe('/Reviewing');
  });

  it('goes back to the agreement when the representative cannot confirm', async () => {
    const { actor, calls } = signedInShift();
    actor.send({ type: 'representative.backed' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/AgreementPage?profileStep=7');
    expect(calls).toEqual([]);
  });

  it('asks no representative anything in an application no one assists', async () => {
    const check = answering<CheckInput, EligibilityAnswer>({ status: 'IN_PROGRESS' });
    const { actor } = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
      { checkEligibility: check.logic },
    );
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(check.calls).toHaveLength(1);
    expect(check.calls[0]?.representative).toBe('');
  });
});

describe('a shared device between applicants (D57)', () => {
  const midApplication = {
    ...served,
    application: reviewedApplication,
    failurePageError: 'subscriber: APPLICATION_NOT_FOUND',
    representative: 'REP12345',
  };

  it('next applicant: the applicant’s data is wiped, the shift’s ID stays, the zip page opens', () => {
    const { actor, notices } = startAt({ failed: 'enrolment' }, midApplication);
    actor.send({ type: 'applicant.next' });
    const { context } = actor.getSnapshot();
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
    expect(context.application.answers).toEqual({});
    expect(context.zipCode).toBe('');
    expect(context.failurePageError).toBe('');
    expect(context.representative).toBe('REP12345');
    expect(notices.map(({ notice }) => notice)).toEqual(['applicant.wiped']);
  });

  it('the idle wipe does the same from any screen, and says so', () => {
    const { actor, notices } = startAt({ application: 'household' }, midApplication);
    actor.send({ type: 'applicant.idle' });
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
    expect(actor.getSnapshot().context.application.answers).toEqual({});
    expect(actor.getSnapshot().context.representative).toBe('REP12345');
    expect(notices.map(({ notice }) => notice)).toEqual(['applicant.wiped', 'applicant.idleWiped']);
  });

  it('end shift wipes everything, the ID too, and waits at the start page', () => {
    const { actor } = startAt({ application: 'household' }, midApplication);
    actor.send({ type: 'shift.ended' });
    const { context } = actor.getSnapshot();
    expect(screenRoute(actor.getSnapshot())).toBe('/Representative');
    expect(context.representative).toBe('');
    expect(context.application.answers).toEqual({});
  });

  it('none of it happens without a shift: an applicant on their own device keeps their answers', () => {
    for (const type of ['applicant.next', 'applicant.idle', 'shift.ended'] as const) {
      const { actor } = startAt(
        { application: 'household' },
        { ...served, application: reviewedApplication },
      );
      actor.send({ type });
      expect(actor.getSnapshot().matches({ application: 'household' }), type).toBe(true);
      expect(actor.getSnapshot().context.application).toEqual(reviewedApplication);
    }
  });

  it('offers no short form in a shift: it has no signature for the representative to confirm', () => {
    const { actor } = startAt({ coverage: 'served' }, { ...served, representative: 'REP12345' });
    actor.send({ type: 'legacy.started' });
    expect(actor.getSnapshot().matches({ coverage: 'served' })).toBe(true);
    const alone = startAt({ coverage: 'served' }, served).actor;
    alone.send({ type: 'legacy.started' });
    expect(alone.getSnapshot().matches({ legacy: 'homeAddress' })).toBe(true);
  });
});
