import { assign } from 'xstate';
import { answerContext } from '../application-data';
import {
  type AnswerParams,
  answerOf,
  failedCall,
  resumeChain,
  stepState,
} from '../enrolment-setup';
import type { EnrolmentEvent } from '../enrolment-types';
import type { LegacyData } from '../flow-types';
import {
  canOpenLegacyStep,
  emptyLegacy,
  isValidLegacyAnswer,
  isValidLegacyIdentity,
  type LegacyAnswerKey,
  type LegacyStep,
  legacySecretToAsk,
  needsIdentity,
} from '../legacy-data';
import type { ProgramRules } from '../program-rules';
import { screenRoute } from '../screens';
import { linkOutcomes } from './eligibility';
import { enrolmentSetup } from './enrolment';

// The short legacy form (B §2, §4): its pages, its review and eligibility check, and its two
// result pages. Its old URLs keep working (D17). Each page's answer is judged by its rows'
// schema, the one the page validated with (machines/steps/legacy-*.ts, DEC-171).

/** The legacy answers with the secrets the review page asked for again (D14). */
function withLegacySecrets(
  legacy: LegacyData,
  event: { ssn4?: string; documentNumber?: string },
): LegacyData {
  return {
    ...legacy,
    question:
      legacy.question && event.ssn4 ? { ...legacy.question, ssn4: event.ssn4 } : legacy.question,
    identity:
      legacy.identity && event.documentNumber
        ? { ...legacy.identity, documentNumber: event.documentNumber }
        : legacy.identity,
  };
}

/**
 * A page's answer (the one slot of `LegacyData` its event names) passes its rows' schema, the
 * one the page validated with, under the build's rules (DEC-171); with the ID page's answer,
 * the SSN digits it asked again, or the question page's.
 */
function isCompleteAnswer({
  context,
  event,
}: {
  context: { programRules: ProgramRules; legacy: LegacyData };
  event: EnrolmentEvent;
}): boolean {
  const key = answerIn(event);
  if (!key) return false;
  const rules = answerContext(context.programRules, {});
  const answer = (event as Record<string, unknown>)[key];
  if (event.type !== 'legacy.identity.submitted') return isValidLegacyAnswer(key, answer, rules);
  return isValidLegacyIdentity(event.identity, event.ssn4 || context.legacy.question?.ssn4, rules);
}

/** The slot of `LegacyData` a page's event carries its answer in (the event names it so). */
const answerIn = (event: EnrolmentEvent) =>
  (Object.keys(emptyLegacy) as LegacyAnswerKey[]).find((slot) => slot in event);

export const legacySetup = enrolmentSetup.extend({
  guards: {
    canOpenLegacy: ({ context }, params: { step: LegacyStep }) =>
      canOpenLegacyStep(context.legacy, params.step),
    needsIdentity: ({ context }) => needsIdentity(context.legacy),
    isCompleteLegacyAddress: isCompleteAnswer,
    isCompleteLegacyContact: isCompleteAnswer,
    isCompleteLegacyQuestion: isCompleteAnswer,
    isCompleteLegacyPersonal: isCompleteAnswer,
    isCompleteLegacyProgram: isCompleteAnswer,
    isCompleteLegacyIdentity: isCompleteAnswer,
    hasLegacySecrets: ({ context, event }) =>
      event.type === 'legacy.review.confirmed' &&
      legacySecretToAsk(withLegacySecrets(context.legacy, event)) === null,
    isSuccessful: (_, { answer }: AnswerParams) => answer.status === 'SUCCESSFUL',
    isFailure: (_, { answer }: AnswerParams) => answer.status === 'FAILURE',
    wasSuccessful: ({ context }) => context.eligibilityStatus === 'SUCCESSFUL',
    wasFailure: ({ context }) => context.eligibilityStatus === 'FAILURE',
  },
  actions: {
    rememberLegacyAnswer: assign({
      legacy: ({ context, event }) => {
        const key = answerIn(event);
        if (!key) return context.legacy;
        const answer = (event as Record<string, unknown>)[key];
        const legacy = { ...context.legacy, [key]: answer } as LegacyData;
        // Choosing a program again makes the ID page unnecessary: forget what it held.
        if (event.type === 'legacy.program.submitted' && event.program.inProgram) {
          legacy.identity = null;
        }
        // The ID page asks the SSN digits again.
        return event.type === 'legacy.identity.submitted'
          ? withLegacySecrets(legacy, event)
          : legacy;
      },
      failure: null,
    }),
    rememberLegacyReview: assign({
      legacy: ({ context, event }) =>
        event.type === 'legacy.review.confirmed'
          ? withLegacySecrets(context.legacy, event)
          : context.legacy,
      failure: null,
    }),
    /** B §4: the answer's message is shown as error text on the result page. */
    rememberLegacyMessage: assign({
      failure: (_, { answer }: AnswerParams) =>
        answer.errorText ? { kind: 'rejected' as const, message: answer.errorText } : null,
    }),
  },
});

/** The short form's review, waiting for Next (or Resubmit after a time-out): B §2's buttons. */
const reviewChoices = legacySetup.createStateConfig({
  on: {
    'legacy.review.edit': { target: '#enrolment.legacy.personalInformation' },
    'legacy.review.back': { target: '#enrolment.legacy.confirmProgram' },
    'legacy.review.confirmed': {
      guard: 'hasLegacySecrets',
      target: 'checking',
      actions: 'rememberLegacyReview',
      description: 'The SSN digits, or the ID document’s number, are filled in.',
    },
  },
}).on;

/**
 * Each page in words, for the transitions' descriptions only: the build drops those, and this
 * table with them (DEC-158, DEC-250).
 */
const pageWords: Record<LegacyStep, string> = {
  homeAddress: 'the home address page',
  contactInformation: 'the contact page',
  question: 'the Medicaid or SNAP page',
  personalInformation: 'the name page',
  confirmProgram: 'the program page',
  identity: 'the ID page',
  review: 'the review',
};

const rememberIds = { type: 'rememberIds', params: answerOf } as const;
const rememberMessage = { type: 'rememberLegacyMessage', params: answerOf } as const;

export const legacy = legacySetup.createStateConfig({
  description:
    'The short legacy form (B §2, §4): home address, contact, the Medicaid/SNAP question with the last 4 SSN digits, name and birth date, the program, an ID when there is no program, a review, then the eligibility check. Its old URLs keep working (D17).',
  initial: 'homeAddress',
  states: {
    history: { type: 'history', history: 'deep' },
    resume: {
      description:
        'Goes to the first page not yet answered (after Next, or a link to a later page).',
      // Only entered with the home address answered, so the contact page always opens.
      always: resumeChain(
        'canOpenLegacy',
        ['review', 'identity', 'confirmProgram', 'personalInformation', 'question'],
        'contactInformation',
        (page) => ({
          description:
            page === 'identity'
              ? 'Every page before the ID page is answered, and the applicant is in no program.'
              : `Every page before ${pageWords[page]} is answered.`,
        }),
      ),
    },
    afterStep: {
      description: 'A page was answered: on to the first unanswered one, or the review.',
      always: { target: 'resume' },
    },
    homeAddress: stepState({
      description:
        'Home address; a mailing address only when the “different mailing address” box is ticked (B §5).',
      route: screenRoute('legacyHomeAddress'),
      event: 'legacy.address.submitted',
      guard: 'isCompleteLegacyAddress',
      accepts: { description: `The answers on ${pageWords.homeAddress} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    contactInformation: stepState({
      description: 'E-mail, and a phone number only if the applicant wants calls or texts.',
      route: screenRoute('legacyContact'),
      event: 'legacy.contact.submitted',
      guard: 'isCompleteLegacyContact',
      accepts: { description: `The answers on ${pageWords.contactInformation} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    question: stepState({
      description: 'Does the household get Medicaid or SNAP? And the last 4 SSN digits.',
      route: screenRoute('legacyQuestion'),
      event: 'legacy.question.submitted',
      guard: 'isCompleteLegacyQuestion',
      accepts: { description: `The answers on ${pageWords.question} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    personalInformation: stepState({
      description: 'Full name and date of birth (D7).',
      route: screenRoute('legacyPersonal'),
      event: 'legacy.personal.submitted',
      guard: 'isCompleteLegacyPersonal',
      accepts: { description: `The answers on ${pageWords.personalInformation} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    confirmProgram: stepState({
      description:
        'Program participation: yes shows the list of programs; no leads to the ID page. Also at /ConfirmYourProgram.',
      route: screenRoute('legacyProgram'),
      event: 'legacy.program.submitted',
      guard: 'isCompleteLegacyProgram',
      accepts: { description: `The answers on ${pageWords.confirmProgram} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    identity: stepState({
      description:
        'Without a program: who the applicant is, by the last 4 SSN digits (the default) or a government document with a photo (under 10 MB; jpg, jpeg, png, pdf or gif).',
      route: screenRoute('legacyIdentity'),
      event: 'legacy.identity.submitted',
      guard: 'isCompleteLegacyIdentity',
      accepts: { description: `The answers on ${pageWords.identity} pass its rules.` },
      action: 'rememberLegacyAnswer',
    }),
    review: {
      description:
        'Check your answers: Edit opens the name page, Back the program page, Next sends the eligibility check. Asks again for the SSN digits or document number after a reload (D14).',
      meta: { route: screenRoute('legacyReview') },
      initial: 'editing',
      states: {
        editing: {
          description: 'Waiting for Next. Errors of the last answer show here.',
          on: reviewChoices,
        },
        checking: {
          description:
            'Sending the answers and carrierUrl to the eligibility check. The button is busy; a second click is ignored.',
          tags: ['busy'],
          invoke: {
            id: 'checkLegacyEligibility',
            src: 'checkLegacyEligibility',
            input: ({ context }) => ({
              legacy: context.legacy,
              representative: context.representative,
            }),
            onDone: [
              {
                guard: { type: 'isSuccessful', params: answerOf },
                target: '#enrolment.legacy.tribalLands',
                actions: [rememberIds, 'rememberQualified', rememberMessage],
                description: 'SUCCESSFUL: eligible. On to /TribalLandsPage (B §4).',
              },
              {
                guard: { type: 'isFailure', params: answerOf },
                target: '#enrolment.legacy.notVerified',
                actions: [rememberIds, rememberMessage],
                description: 'FAILURE: /NotVerifedEligiblePage with the answer’s message.',
              },
              ...linkOutcomes('editing', { certification: false }),
              {
                guard: { type: 'isStateNotSupported', params: answerOf },
                target: '#enrolment.legacy.homeAddress',
                actions: { type: 'toastProviderMessage', params: answerOf },
                description: 'STATE_NOT_SUPPORTED: say so and reopen the address page.',
              },
              {
                guard: { type: 'isNotFound', params: answerOf },
                target: '#enrolment.status.rejected',
                actions: { type: 'rememberNotFound', params: answerOf },
                description: 'D33 (A §4): APPLICATION_NOT_FOUND: /Rejected.',
              },
              {
                target: 'editing',
                actions: { type: 'rememberRefusal', params: answerOf },
                description: 'Any other status: the errors on the review page (A §8).',
              },
            ],
            onError: failedCall('editing', {
              timedOut: { description: 'D3: timed out. Next becomes Resubmit.' },
              otherwise: {
                description: 'Offline or an unreadable answer: say so; every answer stays.',
              },
            }),
          },
        },
        timedOut: {
          description: 'The check timed out. The button reads Resubmit.',
          tags: ['timedOut'],
          on: reviewChoices,
        },
      },
    },
    tribalLands: {
      description:
        'SUCCESSFUL: the household qualifies. The profile’s Tribal benefit is explained; Continue opens the plan.',
      meta: { route: screenRoute('legacyTribalLands') },
      on: {
        'legacy.plan.requested': {
          target: '#enrolment.enrolment.offer',
          description: 'On to the free plan and the tablet offer (/EnrollStep).',
        },
      },
    },
    notVerified: {
      description:
        'FAILURE: not verified as eligible. The answer’s message and what the applicant can do next.',
      meta: { route: screenRoute('legacyNotVerified') },
    },
  },
});
