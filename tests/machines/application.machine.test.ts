// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { emptyApplication, withoutSecrets } from '../../machines/application-data';
import { enrolmentDetails, hasEnrolmentDetails } from '../../machines/enrolment-details';
import type { EnrolmentEvent } from '../../machines/enrolment-types';
import { flatAnswers } from '../../machines/flat-answers';
import type {
  ApplicationData,
  EligibilityAnswer,
  HouseholdInfo,
  Qualification,
} from '../../machines/flow-types';
import { DEFAULT_PROGRAM_RULES } from '../../machines/program-rules';
import { screenRoute } from '../../machines/screen-route';
import {
  applicationSteps,
  fillRoute,
  type ScreenKey,
  screenRoute as screenRouteOf,
  screens,
} from '../../machines/screens';
import {
  type AnswerStepKey,
  answeredEvent,
  answerSteps,
  stepAsking,
} from '../../machines/step-answers';
import { ApiError } from '../../src/api/api-error';
import {
  signedAgreement as agreement,
  refusedAnswers,
  reviewedApplication,
  tribalApplication,
} from '../support/application-fixture';
import { answering, failing, settle, startAt } from './machine-harness';

const served = { zipCode: '10001', coverage: { zipCode: '10001', state: 'NY', served: true } };
/** A screen's state as a state value: 'application.household' → { application: 'household' }. */
const stateValue = (key: ScreenKey) => {
  const [region = '', state] = screens[key].state.split('.');
  return (state ? { [region]: state } : region) as never;
};
const screenRoutes = Object.fromEntries(
  applicationSteps.map((key) => [key, screenRouteOf(key)]),
) as Record<string, string>;
const visit = (path: string, query: Record<string, string> = {}) =>
  ({ type: 'route.visited', path, query }) as const;

describe('the answer steps', () => {
  const answers = reviewedApplication.answers;

  it('walks from step 1 to the agreement, each step storing its answer', () => {
    const { actor } = startAt({ application: 'personalInfo' }, served);
    for (const step of answerSteps) {
      actor.send({ type: answeredEvent(step), answer: answers[step] } as EnrolmentEvent);
      const next = applicationSteps[applicationSteps.indexOf(step) + 1] ?? 'verify';
      expect(screenRoute(actor.getSnapshot())).toBe(fillRoute(screenRoutes[next] ?? '', {}));
    }
    actor.send({ type: 'review.confirmed' });
    expect(screenRoute(actor.getSnapshot())).toBe(screenRouteOf('agreement'));
    expect(actor.getSnapshot().context.application).toEqual({ ...reviewedApplication });
  });

  it.each(Object.keys(refusedAnswers) as AnswerStepKey[])(
    'stays on %s when its schema refuses the answer (the page validates; the machine checks again)',
    (step) => {
      const before = { ...reviewedApplication, answers: { ...answers, [step]: undefined } };
      const { actor } = startAt(stateValue(step), { ...served, application: before });
      actor.send({ type: answeredEvent(step), answer: refusedAnswers[step] } as EnrolmentEvent);
      expect(actor.getSnapshot().matches(stateValue(step))).toBe(true);
      expect(actor.getSnapshot().context.application.answers[step]).toBeUndefined();
    },
  );

  it('judges an answer by the build’s rules: a program the profile does not list is refused', () => {
    const before = { ...reviewedApplication, answers: { ...answers, qualification: undefined } };
    const rules = { ...DEFAULT_PROGRAM_RULES, programCodes: ['E1', 'E13'] as const };
    const { actor } = startAt(
      { application: 'qualification' },
      { ...served, application: before, programRules: rules },
    );
    actor.send({ type: 'qualification.submitted', answer: answers.qualification as Qualification });
    expect(actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
  });

  it('goes from an edited step straight back to the review', () => {
    const { actor } = startAt(
      { application: 'verify' },
      { ...served, application: reviewedApplication },
    );
    actor.send({ type: 'review.edit', step: 'household' });
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
    actor.send({
      type: 'household.submitted',
      answer: { ...(answers.household as HouseholdInfo), optionAdult: '2' },
    });
    expect(actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.household?.optionAdult).toBe('2');
  });

  it.each(answerSteps)('opens %s from the review’s Edit', (step) => {
    const { actor } = startAt(
      { application: 'verify' },
      { ...served, application: reviewedApplication },
    );
    actor.send({ type: 'review.edit', step });
    expect(actor.getSnapshot().matches(stateValue(step))).toBe(true);
  });
});

describe('deep links (D10)', () => {
  it('opens a step whose earlier steps are answered', () => {
    const application = { ...reviewedApplication, reviewConsent: false };
    const { actor } = startAt('idle', { ...served, application });
    actor.send(visit('/QualificationPage', { profileStep: '4' }));
    expect(actor.getSnapshot().matches({ application: 'qualification' })).toBe(true);
  });

  it('sends a later step to the first unanswered one', () => {
    const application = {
      ...emptyApplication,
      answers: { personalInfo: reviewedApplication.answers.personalInfo },
    };
    const { actor } = startAt('idle', { ...served, application });
    actor.send(visit('/VerifyPage', { profileStep: '6' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/ContactInfoPage?profileStep=2');
  });

  it('sends a step without a stored first name to the zip page', () => {
    const { actor } = startAt('idle', served);
    actor.send(visit('/HouseholdInformationPage', { profileStep: '3' }));
    expect(screenRoute(actor.getSnapshot())).toBe('/ZipCodePage');
  });

  it('opens the agreement only after the review was confirmed', () => {
    const application = { ...reviewedApplication, reviewConsent: false };
    const { actor } = startAt('idle', { ...served, application });
    actor.send(visit('/AgreementPage', { profileStep: '7' }));
    expect(actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
  });
});

describe('restarting (D11)', () => {
  it('asks before wiping an application in progress, and can go back to the step', () => {
    const { actor } = startAt(
      { application: 'household' },
      {
        ...served,
        application: {
          ...emptyApplication,
          answers: {
            personalInfo: reviewedApplication.answers.personalInfo,
            contactInfo: reviewedApplication.answers.contactInfo,
          },
        },
      },
    );
    actor.send(visit('/ZipCodePage'));
    expect(actor.getSnapshot().matches({ coverage: 'confirmingRestart' })).toBe(true);
    actor.send({ type: 'restart.cancelled' });
    expect(actor.getSnapshot().matches({ application: 'household' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.contactInfo).toBeDefined();
  });

  it('wipes the answers when the applicant confirms', () => {
    const { actor } = startAt(
      { application: 'verify' },
      { ...served, application: reviewedApplication },
    );
    actor.send(visit('/ZipCodePage'));
    actor.send({ type: 'restart.confirmed' });
    expect(actor.getSnapshot().matches({ coverage: { zipEntry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.application).toEqual(emptyApplication);
  });

  it('wipes the answers when the session expires (D14)', () => {
    const { actor, notices } = startAt(
      { application: 'verify' },
      { ...served, application: reviewedApplication },
    );
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches({ coverage: 'zipEntry' })).toBe(true);
    expect(actor.getSnapshot().context.application).toEqual(emptyApplication);
    expect(notices.map((n) => n.notice)).toEqual(['session.expired']);
  });
});

describe('secrets after a reload (D14)', () => {
  const reloaded = withoutSecrets(reviewedApplication);

  it('will not confirm the review until the SSN digits are given again', () => {
    const { actor } = startAt(
      { application: 'verify' },
      { ...served, application: { ...reloaded, reviewConsent: false } },
    );
    actor.send({ type: 'review.confirmed' });
    expect(actor.getSnapshot().matches({ application: 'verify' })).toBe(true);
    actor.send({ type: 'review.confirmed', ssn4: '1234' });
    expect(actor.getSnapshot().matches({ application: 'agreement' })).toBe(true);
    expect(actor.getSnapshot().context.application.answers.personalInfo?.ssn4).toBe('1234');
  });

  it('asks a tribal applicant for the tribal number, not the SSN digits', () => {
    const tribal = withoutSecrets({ ...tribalApplication, reviewConsent: true });
    const check = answering<{ application: ApplicationData }, EligibilityAnswer>({
      status: 'IN_PROGRESS',
    });
    const { actor } = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: tribal },
      { checkEligibility: check.logic },
    );
    actor.send({ type: 'agreement.submitted', agreement, ssn4: '1234' });
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    actor.send({ type: 'agreement.submitted', agreement, tribalId: 'T-2' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

describe('the eligibility check (A §4)', () => {
  function submitWith(answer: EligibilityAnswer | (() => never)) {
    const check = answering<{ application: ApplicationData }, EligibilityAnswer>(
      answer as EligibilityAnswer,
    );
    const started = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
      {
        checkEligibility:
          typeof answer === 'function'
            ? failing<{ application: ApplicationData }, EligibilityAnswer>({ kind: 'timeout' })
            : check.logic,
      },
    );
    started.actor.send({ type: 'agreement.submitted', agreement });
    return { ...started, calls: check.calls };
  }

  it('sends the whole application with the agreement and shows it is busy', async () => {
    const { actor, calls } = submitWith({
      status: 'IN_PROGRESS',
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(calls).toHaveLength(1);
    // D51: the check goes out with the answers it is built from, which the machine keeps.
    expect(calls[0]).toEqual({
      application: { ...reviewedApplication, agreement, checked: reviewedApplication.answers },
      // D57: no representative assisted.
      representative: '',
    });
  });

  it('IN_PROGRESS → /Reviewing, the ids kept', async () => {
    const { actor } = submitWith({
      status: 'IN_PROGRESS',
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
    });
    await settle();
    expect(screenRoute(actor.getSnapshot())).toBe('/Reviewing');
    expect(actor.getSnapshot().context.eligibility).toEqual({
      applicationId: 'A1',
      eligibilityCheckId: 'EC1',
      tribalStatusConfirmed: false,
    });
  });

  it('PENDING_REVIEW → /Reviewing', async () => {
    const { actor } = submitWith({ status: 'PENDING_REVIEW', eligibilityCheckId: 'EC2' });
    await settle();
    expect(actor.getSnapshot().matches({ status: 'reviewing' })).toBe(true);
  });

  it('COMPLETE → /EnrollStep; the answers give the enrolment its details, nothing is built yet (D51)', async () => {
    const { actor } = submitWith({
      status: 'COMPLETE',
      applicationId: 'A7',
      tribalStatusConfirmed: true,
    });
    await settle();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ enrolment: 'offer' })).toBe(true);
    expect(enrolmentDetails(context)).toEqual({
      firstName: 'Rosa',
      lastName: 'Martinez-Luna',
      dob: '1984-03-09',
      emailAddress: 'rosa.martinez@example.com',
      contactPhoneNumber: '5055550142',
      shippingAddress1: 'PO Box 2231',
      shippingAddress2: '',
      shippingCity: 'Albuquerque',
      shippingState: 'NM',
      shippingZipcode: '87103',
    });
    expect(hasEnrolmentDetails(context, context.programRules)).toBe(true);
    expect(context.shipping).toBeNull();
    expect(context.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(context.eligibility.tribalStatusConfirmed).toBe(true);
  });

  it.each([
    ['PENDING_RESOLUTION', 'resolutionHref'],
    ['PENDING_CONTINUED_ELIGIBILITY', 'resolutionHref'],
    ['PENDING_CONTINUED_ELIGIBILITY_BATCH', 'resolutionHref'],
    ['PENDING_CERT', 'certificationHref'],
  ] as const)('%s → the link, when D16 allows it', async (status, link) => {
    const href = 'https://verifier.example/check/1';
    const { actor } = submitWith({ status, applicationId: 'A1', [link]: href });
    await settle();
    expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
    expect(actor.getSnapshot().context.leavingTo).toBe(href);
    expect(actor.getSnapshot().context.eligibility.applicationId).toBe('A1');
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    'https://evil.example/x',
    'https://verifier.example@evil.example/x',
    'http://verifier.example/x',
  ])('refuses the link %s with a clear error', async (href) => {
    const { actor } = submitWith({ status: 'PENDING_RESOLUTION', resolutionHref: href });
    await settle();
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unsafe-link' });
  });

  it('D33: APPLICATION_NOT_FOUND after the check → /Rejected, with the provider’s words', async () => {
    const { actor } = submitWith({
      status: 'APPLICATION_NOT_FOUND',
      errorText: 'Application ID not found',
    });
    await settle();
    expect(actor.getSnapshot().matches({ status: { rejected: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'rejected',
      code: 'APPLICATION_NOT_FOUND',
      message: 'Application ID not found',
    });
  });

  it.each(['APP_CLOSED_OR_EXPIRED', 'DENIED'])(
    '%s → the errors below the form and the stored ids cleared',
    async (status) => {
      const { actor } = submitWith({
        status,
        applicationId: 'A1',
        errorText: 'Not eligible. Call us',
      });
      await settle();
      expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
      expect(actor.getSnapshot().context.failure).toEqual({
        kind: 'rejected',
        message: 'Not eligible. Call us',
        code: status,
      });
      expect(actor.getSnapshot().context.eligibility.applicationId).toBe('');
    },
  );

  it('INVALID_TRIBAL_ID → a toast and the step that asks for the number, the number cleared', async () => {
    const check = answering<{ application: ApplicationData }, EligibilityAnswer>({
      status: '',
      errorCode: 'INVALID_TRIBAL_ID',
      errorText: 'Tribal ID not found',
    });
    const { actor, notices } = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: { ...tribalApplication, reviewConsent: true } },
      { checkEligibility: check.logic },
    );
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(actor.getSnapshot().matches(stateValue(stepAsking('tribalId')))).toBe(true);
    expect(notices).toEqual([
      {
        type: 'notice',
        notice: 'provider.message',
        message: 'Tribal ID not found',
        code: 'INVALID_TRIBAL_ID',
      },
    ]);
    expect(flatAnswers(actor.getSnapshot().context.application.answers).tribalId).toBe('');
  });

  it('STATE_NOT_SUPPORTED → a toast and the contact step', async () => {
    const { actor, notices } = submitWith({
      status: '',
      errorCode: 'STATE_NOT_SUPPORTED',
      errorText: 'We do not serve AK',
    });
    await settle();
    expect(actor.getSnapshot().matches({ application: 'contactInfo' })).toBe(true);
    expect(notices[0]?.message).toBe('We do not serve AK');
    // A §4 as it is under the ACP: no state named on the page (D58 is Lifeline's).
    expect(actor.getSnapshot().context.unservedState).toBe('');
  });

  it('a time-out turns Continue into Resubmit, which sends again (D3)', async () => {
    const { actor } = submitWith(() => {
      throw new Error();
    });
    await settle();
    expect(actor.getSnapshot().matches({ application: { agreement: 'timedOut' } })).toBe(true);
    actor.send({ type: 'agreement.submitted', agreement });
    expect(actor.getSnapshot().matches({ application: { agreement: 'submitting' } })).toBe(true);
  });

  it('any other failure keeps the applicant on the form with the reason', async () => {
    const { actor } = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
      { checkEligibility: failing({ kind: 'malformed' }) },
    );
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(actor.getSnapshot().matches({ application: { agreement: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'malformed' });
  });

  it("a refusal without the provider's words stores no message (not the kind as one)", async () => {
    const { actor } = startAt(
      { application: { agreement: 'editing' } },
      { ...served, application: reviewedApplication },
      { checkEligibility: failing(new ApiError('rejected')) },
    );
    actor.send({ type: 'agreement.submitted', agreement });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'rejected' });
  });
});
