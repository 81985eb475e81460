// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { enrolmentDetails, hasEnrolmentDetails } from '../../machines/enrolment-details';
import type { EligibilityAnswer, LegacyData } from '../../machines/flow-types';
import { emptyLegacy } from '../../machines/legacy-data';
import { screenRoute } from '../../machines/screen-route';
import { fullLegacy } from './legacy-fixtures';
import { answering, failing, settle, startAt } from './machine-harness';

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
const visit = (path: string, query: Record<string, string> = {}) =>
  ({ type: 'route.visited', path, query }) as const;

function part<K extends keyof LegacyData>(key: K): NonNullable<LegacyData[K]> {
  const value = fullLegacy[key];
  if (value === null) throw new Error(`The fixture must fill ${key}`);
  return value as NonNullable<LegacyData[K]>;
}

const atReview = (legacy: LegacyData = fullLegacy) =>
  ({ ...served, legacy }) satisfies Parameters<typeof startAt>[1];

describe('the short legacy flow, page by page', () => {
  it('starts from the success page and walks B §4’s order to the review', () => {
    const { actor } = startAt({ coverage: 'served' }, served);
    actor.send({ type: 'legacy.started' });
    expect(screenRoute(actor.getSnapshot())).toBe('/HomeAdressPage');
    actor.send({ type: 'legacy.address.submitted', homeAddress: part('homeAddress') });
    expect(screenRoute(actor.getSnapshot())).toBe('/ContactInformation');
    actor.send({ type: 'legacy.contact.submitted', contact: part('contact') });
    expect(screenRoute(actor.getSnapshot())).toBe('/QuestionPage');
    actor.send({ type: 'legacy.question.submitted', question: part('question') });
    expect(screenRoute(actor.getSnapshot())).toBe('/PersonalInformationPage');
    actor.send({ type: 'legacy.personal.submitted', personal: part('personal') });
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmProgrammPage');
    actor.send({ type: 'legacy.program.submitted', program: part('program') });
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
    expect(actor.getSnapshot().context.legacy).toEqual(fullLegacy);
  });

  it('asks for an ID only when the applicant takes part in no program', () => {
    const legacy = { ...fullLegacy, program: null };
    const { actor } = startAt({ legacy: 'confirmProgram' }, { ...served, legacy });
    actor.send({
      type: 'legacy.program.submitted',
      program: { inProgram: false, eligibilityProgramCode: '' },
    });
    expect(screenRoute(actor.getSnapshot())).toBe('/IdVerificationPage');
    actor.send({
      type: 'legacy.identity.submitted',
      identity: {
        method: 'document',
        documentType: 'passport',
        documentNumber: 'X1234567',
        photoName: 'passport.jpg',
      },
    });
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
    // Choosing a program later makes the ID unnecessary: it is forgotten.
    actor.send({ type: 'legacy.review.back' });
    actor.send({ type: 'legacy.program.submitted', program: part('program') });
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
    expect(actor.getSnapshot().context.legacy.identity).toBeNull();
  });

  it('refuses incomplete answers (the pages validate; the machine checks again)', () => {
    const { actor } = startAt({ legacy: 'homeAddress' }, { ...served, legacy: emptyLegacy });
    actor.send({
      type: 'legacy.address.submitted',
      homeAddress: { ...part('homeAddress'), mailingDiffers: true },
    });
    expect(screenRoute(actor.getSnapshot())).toBe('/HomeAdressPage');
    actor.send({
      type: 'legacy.address.submitted',
      homeAddress: { ...part('homeAddress'), zipCode: '123456' },
    });
    expect(screenRoute(actor.getSnapshot())).toBe('/HomeAdressPage');
    expect(actor.getSnapshot().context.legacy.homeAddress).toBeNull();

    const contactStep = startAt(
      { legacy: 'contactInformation' },
      { ...served, legacy: { ...emptyLegacy, homeAddress: part('homeAddress') } },
    ).actor;
    contactStep.send({
      type: 'legacy.contact.submitted',
      contact: { contactEmail: 'ana@example.com', contactPhoneNumber: '555' },
    });
    expect(screenRoute(contactStep.getSnapshot())).toBe('/ContactInformation');
    contactStep.send({
      type: 'legacy.contact.submitted',
      contact: { contactEmail: 'ana@example.com', contactPhoneNumber: '' },
    });
    expect(screenRoute(contactStep.getSnapshot())).toBe('/QuestionPage');
  });

  it('review: Edit opens the name page, Back the program page, and an edit returns to the review', () => {
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview());
    actor.send({ type: 'legacy.review.edit' });
    expect(screenRoute(actor.getSnapshot())).toBe('/PersonalInformationPage');
    actor.send({
      type: 'legacy.personal.submitted',
      personal: { ...part('personal'), middleName: 'M' },
    });
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
    actor.send({ type: 'legacy.review.back' });
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmProgrammPage');
  });
});

describe('the short form’s links (D10, D17)', () => {
  it('opens /HomeAdressPage only with a served zip code', () => {
    const { actor } = startAt('idle');
    actor.send(visit('/HomeAdressPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
    const served1 = startAt('idle', served).actor;
    served1.send(visit('/HomeAdressPage'));
    expect(screenRoute(served1.getSnapshot())).toBe('/HomeAdressPage');
  });

  it('sends a link to a later page to the first unanswered one', () => {
    const legacy = { ...emptyLegacy, homeAddress: part('homeAddress'), contact: part('contact') };
    const { actor } = startAt({ legacy: 'contactInformation' }, { ...served, legacy });
    actor.send(visit('/ReviewPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/QuestionPage');
    actor.send(visit('/IdVerificationPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/QuestionPage');
  });

  it('opens the program page by both of its spellings', () => {
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview());
    actor.send(visit('/ConfirmYourProgram'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmProgrammPage');
    actor.send(visit('/ReviewPage'));
    actor.send(visit('/ConfirmProgrammPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ConfirmProgrammPage');
  });

  it('never opens the ID page when a program was chosen', () => {
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview());
    actor.send(visit('/IdVerificationPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
  });

  it('opens the result pages only after the check gave that result', () => {
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview());
    actor.send(visit('/TribalLandsPage'));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
    const done = startAt('idle', { ...atReview(), eligibilityStatus: 'FAILURE' }).actor;
    done.send(visit('/NotVerifedEligiblePage'));
    expect(screenRoute(done.getSnapshot())).toBe('/NotVerifedEligiblePage');
  });

  it('asks before a visit to the zip page wipes a short form in progress (D11), and goes back on No', () => {
    const { actor } = startAt({ legacy: 'question' }, atReview({ ...fullLegacy, question: null }));
    actor.send(visit('/ZipCodePage'));
    expect(actor.getSnapshot().matches({ coverage: 'confirmingRestart' })).toBe(true);
    actor.send({ type: 'restart.cancelled' });
    expect(screenRoute(actor.getSnapshot())).toBe('/QuestionPage');
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'restart.confirmed' });
    expect(actor.getSnapshot().context.legacy).toEqual(emptyLegacy);
  });
});

describe('the short form’s eligibility check (B §4)', () => {
  const check = (answer: EligibilityAnswer) =>
    answering<{ legacy: LegacyData }, EligibilityAnswer>(answer);

  it('sends every answer, and SUCCESSFUL opens /TribalLandsPage with the enrolment data built', async () => {
    const call = check({ status: 'SUCCESSFUL', applicationId: 'L1', errorText: 'Verified' });
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: call.logic,
    });
    actor.send({ type: 'legacy.review.confirmed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(call.calls).toEqual([{ legacy: fullLegacy, representative: '' }]);
    const snapshot = actor.getSnapshot();
    expect(screenRoute(snapshot)).toBe('/TribalLandsPage');
    expect(snapshot.context.failure?.message).toBe('Verified');
    expect(enrolmentDetails(snapshot.context)).toMatchObject({
      firstName: 'Ana',
      emailAddress: 'ana@example.com',
      shippingAddress1: '12 Main St',
      shippingZipcode: '10001',
      dob: '1980-04-09',
    });
    expect(snapshot.context.eligibility.applicationId).toBe('L1');
    expect(hasEnrolmentDetails(snapshot.context, snapshot.context.programRules)).toBe(true);
    actor.send({ type: 'legacy.plan.requested' });
    expect(actor.getSnapshot().matches('enrolment')).toBe(true);
  });

  it('FAILURE opens /NotVerifedEligiblePage with the answer’s message', async () => {
    const call = check({ status: 'FAILURE', applicationId: 'L2', errorText: 'Not eligible' });
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: call.logic,
    });
    actor.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/NotVerifedEligiblePage');
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      message: 'Not eligible',
    });
  });

  it('PENDING_RESOLUTION follows an allowed link and refuses any other (D16)', async () => {
    const safe = check({
      status: 'PENDING_RESOLUTION',
      applicationId: 'L3',
      resolutionHref: 'https://verifier.example/r/L3',
    });
    const first = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: safe.logic,
    }).actor;
    first.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(first.getSnapshot().hasTag('leaving')).toBe(true);
    expect(first.getSnapshot().context.leavingTo).toBe('https://verifier.example/r/L3');
    // Back from the verifier, COMPLETE leads to enrolment with the short form's answers.
    expect(first.getSnapshot().context.eligibility.applicationId).toBe('L3');
    expect(enrolmentDetails(first.getSnapshot().context)?.firstName).toBe('Ana');

    const unsafe = check({
      status: 'PENDING_RESOLUTION',
      applicationId: 'L3',
      resolutionHref: 'https://verifier.example@evil.example/',
    });
    const second = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: unsafe.logic,
    }).actor;
    second.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(screenRoute(second.getSnapshot())).toBe('/ReviewPage');
    expect(second.getSnapshot().context.failure?.kind).toBe('unsafe-link');
  });

  it('turns Next into Resubmit after a time-out, and keeps every answer after a failure', async () => {
    const timedOut = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: failing({ kind: 'timeout' }),
    }).actor;
    timedOut.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(timedOut.getSnapshot().matches({ legacy: { review: 'timedOut' } })).toBe(true);

    const offline = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: failing({ kind: 'network' }),
    }).actor;
    offline.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(offline.getSnapshot().matches({ legacy: { review: 'editing' } })).toBe(true);
    expect(offline.getSnapshot().context.failure?.kind).toBe('network');
    expect(offline.getSnapshot().context.legacy).toEqual(fullLegacy);
  });

  it('asks again for the SSN digits lost in a reload before it sends (D14)', async () => {
    const call = check({ status: 'SUCCESSFUL', applicationId: 'L4' });
    const reloaded = { ...fullLegacy, question: { medicaidOrSnap: '1' as const, ssn4: '' } };
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview(reloaded), {
      checkLegacyEligibility: call.logic,
    });
    actor.send({ type: 'legacy.review.confirmed' });
    expect(actor.getSnapshot().matches({ legacy: { review: 'editing' } })).toBe(true);
    actor.send({ type: 'legacy.review.confirmed', ssn4: '1011' });
    await settle();
    expect(call.calls[0]?.legacy.question?.ssn4).toBe('1011');
  });

  it('any other status stays on the review with the errors', async () => {
    const call = check({ status: 'DENIED', errorText: 'Call us' });
    const { actor } = startAt({ legacy: { review: 'editing' } }, atReview(), {
      checkLegacyEligibility: call.logic,
    });
    actor.send({ type: 'legacy.review.confirmed' });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/ReviewPage');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      kind: 'rejected',
      message: 'Call us',
    });
  });
});
