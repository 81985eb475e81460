import { assign } from 'xstate';
import { canOpenStep, lacksSecrets, type StepName } from '../application-data';
import {
  type AnswerParams,
  answerOf,
  FIVE_DIGITS,
  failedCall,
  resumeChain,
  stepState,
} from '../enrolment-setup';
import type { ApplicationData } from '../flow-types';
import { namesSchool } from '../program-rules';
import { applicationSteps, screenRoute } from '../screens';
import { coverageSetup } from './coverage';
import { linkOutcomes } from './eligibility';

// The seven-step application (A §2): five answer steps, the review, and the agreement that
// sends the eligibility check.

/** The step's answers with any secret the applicant typed again after a reload (D14). */
function withSecrets(
  application: ApplicationData,
  event: { ssn4?: string; tribalId?: string },
): ApplicationData {
  return {
    ...application,
    personal:
      application.personal && event.ssn4
        ? { ...application.personal, ssn4: event.ssn4 }
        : application.personal,
    tribal:
      application.tribal && event.tribalId
        ? { ...application.tribal, tribalId: event.tribalId }
        : application.tribal,
  };
}

export const applicationSetup = coverageSetup.extend({
  guards: {
    hasApplicationInProgress: ({ context }) => context.application.personal !== null,
    hasFirstName: ({ context }) => Boolean(context.application.personal?.firstName),
    canOpen: ({ context }, params: { step: StepName }) =>
      canOpenStep(context.application, params.step),
    editsStep: ({ event }, params: { step: StepName }) =>
      event.type === 'review.edit' && event.step === params.step,
    isCompletePersonal: ({ event }) =>
      event.type === 'personal.submitted' &&
      event.personal.firstName.trim() !== '' &&
      event.personal.lastName.trim() !== '' &&
      /^\d{4}-\d{2}-\d{2}$/.test(event.personal.dob) &&
      /^\d{4}$/.test(event.personal.ssn4),
    isCompleteContact: ({ event }) =>
      event.type === 'contact.submitted' &&
      /^\d{10}$/.test(event.contact.contactPhoneNumber) &&
      event.contact.consent &&
      FIVE_DIGITS.test(event.contact.zipCode) &&
      FIVE_DIGITS.test(event.contact.contactZipCode) &&
      event.contact.state !== '' &&
      event.contact.contactState !== '',
    isCompleteHousehold: ({ event }) =>
      event.type === 'household.submitted' &&
      event.household.MK1.trim() !== '' &&
      event.household.MK2.trim() !== '',
    isCompleteQualification: ({ context, event }) =>
      event.type === 'qualification.submitted' &&
      event.qualification.eligibilityProgramCode !== '' &&
      (event.qualification.eligibilityProgramCode !== 'E4' ||
        event.qualification.publicHousingCode !== '') &&
      (!namesSchool(context.programRules, event.qualification.eligibilityProgramCode) ||
        event.qualification.schoolName.trim() !== ''),
    isCompleteTribal: ({ event }) =>
      event.type === 'tribal.submitted' &&
      (!event.tribal.checkTribal || event.tribal.tribalId.trim() !== ''),
    isReadyToSend: ({ context, event }) => {
      if (event.type !== 'agreement.submitted') return false;
      const secrets = withSecrets(context.application, event);
      return (
        !lacksSecrets(secrets) &&
        event.agreement.initials.length === context.programRules.certificationCount &&
        event.agreement.initials.every((initial) => initial.trim() !== '') &&
        event.agreement.signature.trim().length >= 2 &&
        event.agreement.signatureConsent
      );
    },
    hasReviewSecrets: ({ context, event }) =>
      event.type === 'review.confirmed' && !lacksSecrets(withSecrets(context.application, event)),
    lacksSecrets: ({ context }) => lacksSecrets(context.application),
    isInvalidTribalId: (_, { answer }: AnswerParams) => answer.errorCode === 'INVALID_TRIBAL_ID',
  },
  actions: {
    /** Store the answer a step sent: each step's event carries its own part of the data. */
    rememberAnswer: assign({
      application: ({ context, event }) => {
        const application = context.application;
        switch (event.type) {
          case 'personal.submitted':
            return { ...application, personal: event.personal };
          case 'contact.submitted':
            return { ...application, contact: event.contact };
          case 'household.submitted':
            return { ...application, household: event.household };
          case 'qualification.submitted':
            return { ...application, qualification: event.qualification };
          case 'tribal.submitted':
            return { ...application, tribal: event.tribal };
          default:
            return application;
        }
      },
    }),
    forgetReviewConsent: assign({
      application: ({ context }) => ({ ...context.application, reviewConsent: false }),
    }),
    rememberReview: assign({
      application: ({ context, event }) =>
        event.type === 'review.confirmed'
          ? { ...withSecrets(context.application, event), reviewConsent: true }
          : context.application,
    }),
    rememberAgreement: assign({
      application: ({ context, event }) =>
        event.type === 'agreement.submitted'
          ? { ...withSecrets(context.application, event), agreement: event.agreement }
          : context.application,
      failure: null,
    }),
    forgetTribalId: assign({
      application: ({ context }) => ({
        ...context.application,
        tribal: context.application.tribal ? { ...context.application.tribal, tribalId: '' } : null,
        agreement: null,
      }),
    }),
  },
});

/** The steps the review's Edit links open: the answer steps, before the review itself. */
const answerSteps = applicationSteps.slice(0, applicationSteps.indexOf('verify')) as StepName[];

/**
 * Where `resume` may land, latest first: any answer step after the first two, or the review.
 * Step 1 is always answered there, so step 2 is the fallback; the agreement opens only from
 * the review.
 */
const resumeSteps = applicationSteps
  .slice(2, applicationSteps.indexOf('agreement'))
  .reverse() as StepName[];

const agreementSubmitted = {
  guard: 'isReadyToSend',
  target: 'submitting',
  actions: 'rememberAgreement',
} as const;

export const application = applicationSetup.createStateConfig({
  description:
    'The six-step application (A §2): a breadcrumb shows Contact Information, Household Information, Qualification, Tribal Status, Verification, Agreement.',
  initial: 'personalInfo',
  states: {
    history: { type: 'history', history: 'deep' },
    resume: {
      description:
        'Goes to the first step not yet answered (after Continue, or a deep link to a later step). Step 1 is always answered here.',
      always: resumeChain('canOpen', resumeSteps, 'contactInfo'),
    },
    personalInfo: stepState({
      description: 'Step 1: names, date of birth (D7), last 4 SSN digits, language.',
      route: screenRoute('personalInfo'),
      event: 'personal.submitted',
      guard: 'isCompletePersonal',
      action: 'rememberAnswer',
    }),
    contactInfo: stepState({
      description:
        'Step 2: phone, e-mail, contact consent, home address, and a mailing address only when it differs.',
      route: screenRoute('contactInfo'),
      event: 'contact.submitted',
      guard: 'isCompleteContact',
      action: 'rememberAnswer',
    }),
    household: stepState({
      description: 'Step 3: two yes/no questions about the household and the initials twice (D5).',
      route: screenRoute('household'),
      event: 'household.submitted',
      guard: 'isCompleteHousehold',
      action: 'rememberAnswer',
    }),
    qualification: stepState({
      description:
        'Step 4: the qualifying program (with E4’s housing choice, or the school of a program that names one), or the income route E13 with its calculator (D12, D13).',
      route: screenRoute('qualification'),
      event: 'qualification.submitted',
      guard: 'isCompleteQualification',
      action: 'rememberAnswer',
    }),
    tribalStatus: stepState({
      description: 'Step 5: the tribal box and number. Unticking clears the number.',
      route: screenRoute('tribalStatus'),
      event: 'tribal.submitted',
      guard: 'isCompleteTribal',
      action: 'rememberAnswer',
    }),
    afterStep: {
      description:
        'A step was answered: on to the next unanswered one, or back to the review, which must be confirmed again since an answer changed.',
      entry: 'forgetReviewConsent',
      always: { target: 'resume' },
    },
    verify: {
      description:
        'Step 6: check your answers (name, birth date, masked SSN digits, phone, address) with Edit links, and the consent box. Asks again for the SSN digits or tribal number after a reload (D14).',
      meta: { route: screenRoute('verify') },
      on: {
        'review.edit': answerSteps.map((step) => ({
          guard: { type: 'editsStep', params: { step } } as const,
          target: step,
        })),
        'review.confirmed': {
          guard: 'hasReviewSecrets',
          target: 'agreement',
          actions: 'rememberReview',
        },
      },
    },
    agreement: {
      description:
        'Step 7: the profile’s certification statements with initials (D6), the typed signature, the digital-signature box and the 30-day move statement; Continue sends the eligibility check.',
      meta: { route: screenRoute('agreement') },
      initial: 'editing',
      states: {
        editing: {
          description:
            'Waiting for the certification. Errors of the last answer show below the form.',
          on: { 'agreement.submitted': agreementSubmitted },
        },
        submitting: {
          description:
            'Sending the application to the eligibility check (A §7). The button is busy; a second submit is ignored.',
          tags: ['busy'],
          invoke: {
            id: 'checkEligibility',
            src: 'checkEligibility',
            input: ({ context }) => ({ application: context.application }),
            onDone: [
              {
                guard: { type: 'isInvalidTribalId', params: answerOf },
                target: '#enrolment.application.tribalStatus',
                actions: [{ type: 'toastProviderMessage', params: answerOf }, 'forgetTribalId'],
                description: 'INVALID_TRIBAL_ID: say so and reopen the tribal step.',
              },
              {
                guard: { type: 'isStateNotSupported', params: answerOf },
                target: '#enrolment.application.contactInfo',
                actions: { type: 'toastProviderMessage', params: answerOf },
                description: 'STATE_NOT_SUPPORTED: say so and reopen the contact step.',
              },
              ...linkOutcomes('editing'),
              {
                guard: { type: 'isInReview', params: answerOf },
                target: '#enrolment.status.reviewing',
                actions: { type: 'rememberIds', params: answerOf },
                description: 'IN_PROGRESS, PENDING_REVIEW: /Reviewing, the ids kept.',
              },
              {
                guard: { type: 'isComplete', params: answerOf },
                target: '#enrolment.enrolment.offer',
                actions: [
                  { type: 'rememberIds', params: answerOf },
                  { type: 'rememberQualified', params: answerOf },
                ],
                description:
                  'COMPLETE: qualified. The saved enrolment data is built; on to /EnrollStep.',
              },
              {
                guard: { type: 'isClosedOrExpired', params: answerOf },
                target: 'editing',
                actions: { type: 'rememberRefusal', params: answerOf },
                description: 'APP_CLOSED_OR_EXPIRED: the errors below the form, the ids cleared.',
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
                description: 'Any other status: the errors below the form, the ids cleared (A §8).',
              },
            ],
            onError: failedCall('editing', {
              timedOut: {
                description: 'D3: the gateway or the client timed out. Continue becomes Resubmit.',
              },
              otherwise: {
                description: 'Offline or an unreadable answer: say so; everything typed stays.',
              },
            }),
          },
        },
        timedOut: {
          description:
            'The check timed out. The button reads Resubmit and sends the same application again.',
          tags: ['timedOut'],
          on: { 'agreement.submitted': agreementSubmitted },
        },
      },
    },
  },
});
