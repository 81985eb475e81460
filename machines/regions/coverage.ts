import { assign, emit } from 'xstate';
import { isZipCode } from '../answers/patterns';
import { errorOf } from '../enrolment-setup';
import type { CoverageAnswer } from '../flow-types';
import { screenRoute } from '../screens';
import { eligibilitySetup } from './eligibility';

// Is the applicant's area served? The zip page, its answer pages, the waitlist, and the
// question before a new zip code wipes an application in progress (D11).

export const coverageSetup = eligibilitySetup.extend({
  guards: {
    hasZipInQuery: ({ event }) =>
      event.type === 'route.visited' && isZipCode(event.query.zipCode ?? ''),
    isCheckedServedZip: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === true &&
      event.query.zipCode === context.coverage.zipCode,
    isCheckedUnservedArea: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === false &&
      (event.query.zipCode === context.coverage.zipCode ||
        (context.coverage.state !== null && event.query.state === context.coverage.state)),
    isFiveDigitZip: ({ event }) => event.type === 'zip.submitted' && isZipCode(event.zipCode),
    isServed: (_, params: { answer: CoverageAnswer }) => params.answer.served,
    isOutsideEveryRange: (_, params: { answer: CoverageAnswer }) => params.answer.state === null,
    hasServedZip: ({ context }) => context.coverage?.served === true,
    /**
     * D47: the profile offers the short legacy form (the ACP does; Lifeline does not). D57: not
     * to an assisted applicant, whose representative confirms a signed agreement before the
     * check, which the short form has not.
     */
    offersLegacyForm: ({ context }) =>
      context.programRules.legacyFormOffered && context.representative === '',
  },
  actions: {
    rememberZip: assign({
      zipCode: ({ event }) => (event.type === 'zip.submitted' ? event.zipCode : ''),
      coverage: null,
      failure: null,
    }),
    rememberZipFromQuery: assign({
      zipCode: ({ event }) => (event.type === 'route.visited' ? (event.query.zipCode ?? '') : ''),
      coverage: null,
      failure: null,
    }),
    rememberCoverage: assign({
      coverage: (_, params: { answer: CoverageAnswer }) => params.answer,
      failure: null,
    }),
    announceWaitlistJoined: emit({ type: 'notice', notice: 'waitlist.joined' } as const),
  },
});

export const coverageOf = ({ event }: { event: { output: CoverageAnswer } }) => ({
  answer: event.output,
});

export const idle = coverageSetup.createStateConfig({
  description:
    'The visitor is on the information site (home page). No flow screen is open; the flow starts at the zip page.',
  meta: { route: screenRoute('idle') },
});

export const coverage = coverageSetup.createStateConfig({
  description: 'Is the applicant’s area served? Zip → state (USPS ranges) → provider’s answer.',
  initial: 'zipEntry',
  states: {
    routeCheck: {
      description:
        'Decides where a typed success or sorry URL may land: the screen it names when it matches the zip already checked, a fresh check of the zip in the URL, or the zip page.',
      always: [
        {
          guard: 'isCheckedServedZip',
          target: 'served',
          description: 'The zip code in the web address is the one checked, and it is served.',
        },
        {
          guard: 'isCheckedUnservedArea',
          target: 'notServed',
          description:
            'The zip code or state in the web address is the one checked, and it is not served.',
        },
        {
          guard: 'hasZipInQuery',
          target: 'zipEntry.checking',
          actions: 'rememberZipFromQuery',
          description: 'The web address has a 5-digit zip code: check it.',
        },
        { target: 'zipEntry', actions: 'clearFlow' },
      ],
    },
    confirmingRestart: {
      description:
        'D11: the applicant opened the zip page with an application in progress. Starting again wipes the answers, so ask first.',
      meta: { route: screenRoute('restartConfirm') },
      on: {
        'restart.confirmed': {
          target: 'zipEntry',
          actions: 'clearFlow',
          description: 'Yes: wipe the answers and start again.',
        },
        'restart.cancelled': [
          {
            guard: 'hasLegacyInProgress',
            target: '#enrolment.legacy.history',
            description: 'No: back to the page of the short form the applicant was on.',
          },
          {
            target: '#enrolment.application.history',
            description: 'No: back to the step the applicant was on.',
          },
        ],
      },
    },
    zipEntry: {
      description: 'The applicant types a 5-digit zip code (D8).',
      meta: { route: screenRoute('zip') },
      initial: 'editing',
      states: {
        editing: {
          description: 'Waiting for a zip code. A failed check is shown here with a retry.',
          on: {
            'zip.submitted': {
              guard: 'isFiveDigitZip',
              target: 'checking',
              actions: 'rememberZip',
              description: 'The zip code has 5 digits.',
            },
          },
        },
        checking: {
          description:
            'Looking up the state of the zip code, then asking the provider whether it serves that state. The button is busy; a second submit is ignored.',
          tags: ['busy'],
          invoke: {
            id: 'checkCoverage',
            src: 'checkCoverage',
            input: ({ context }) => ({ zipCode: context.zipCode }),
            onDone: [
              {
                guard: { type: 'isServed', params: coverageOf },
                target: '#enrolment.coverage.served',
                actions: { type: 'rememberCoverage', params: coverageOf },
                description: 'The provider serves the state: congratulations.',
              },
              {
                guard: { type: 'isOutsideEveryRange', params: coverageOf },
                target: '#enrolment.coverage.notServed',
                actions: { type: 'rememberCoverage', params: coverageOf },
                description: 'No state holds this zip code: sorry page with the zip code.',
              },
              {
                target: '#enrolment.coverage.notServed',
                actions: { type: 'rememberCoverage', params: coverageOf },
                description:
                  'The provider does not serve the state yet: sorry page with the state.',
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: errorOf },
              description:
                'The check could not be made (time-out, offline, bad answer): say so on the zip page and let the applicant try again; never claim the area is not served.',
            },
          },
        },
      },
    },
    served: {
      description: '“Congratulations, we provide service in your area”; the zip code is kept.',
      meta: { route: screenRoute('zipServed') },
      on: {
        'coverage.continued': {
          target: '#enrolment.application.personalInfo',
          description: 'Next: step 1 of the application.',
        },
        'legacy.started': {
          guard: 'offersLegacyForm',
          target: '#enrolment.legacy.homeAddress',
          description:
            'The short form instead (B §2): home address first, where it is offered (D47).',
        },
      },
    },
    notServed: {
      description:
        'The area is not served yet. The applicant may leave an e-mail and a phone number to hear when it is.',
      meta: { route: screenRoute('zipNotServed') },
      initial: 'editing',
      on: {
        'waitlist.backed': {
          target: 'zipEntry',
          actions: 'clearFlow',
          description: 'Back: try another zip code.',
        },
      },
      states: {
        editing: {
          description: 'Waiting for a valid e-mail and phone number (A §5, D9).',
          on: { 'waitlist.submitted': { target: 'saving' } },
        },
        saving: {
          description: 'Sending the contact details to the provider.',
          tags: ['busy'],
          invoke: {
            id: 'joinWaitlist',
            src: 'joinWaitlist',
            input: ({ context, event }) => ({
              email: event.type === 'waitlist.submitted' ? event.email : '',
              phone: event.type === 'waitlist.submitted' ? event.phone : '',
              zipCode: context.zipCode,
              state: context.coverage?.state ?? null,
            }),
            onDone: {
              target: '#enrolment.idle',
              actions: ['clearFlow', 'announceWaitlistJoined'],
              description: 'Saved: thank the applicant and go to the home page.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: errorOf },
              description: 'Not saved: say why; the typed details stay in the form.',
            },
          },
          exit: 'forgetFailure',
        },
      },
    },
  },
});
