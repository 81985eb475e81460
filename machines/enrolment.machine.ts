import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiFailure, CoverageAnswer, WaitlistEntry } from './flow-types';

// The whole application and enrolment flow as one statechart. Pure by design: no React, no
// fetch, no storage, no i18n runtime, so it pastes into the Stately visualizer as it is.
// Screens carry `meta.route`; src/app/flow keeps the URL in step with it, and turns a URL the
// person typed (or the back button) into a `route.visited` event that guards accept or refuse.

export interface EnrolmentContext {
  /** The zip code the applicant entered; '' before the coverage check. */
  zipCode: string;
  /** What the coverage check found for `zipCode`. */
  coverage: CoverageAnswer | null;
  /** The last failed call, shown on the screen that made it. */
  failure: ApiFailure | null;
}

export type EnrolmentEvent =
  | { type: 'route.visited'; path: string; query: Record<string, string> }
  | { type: 'zip.submitted'; zipCode: string }
  | { type: 'coverage.continued' }
  | { type: 'waitlist.submitted'; email: string; phone: string }
  | { type: 'waitlist.backed' };

/** What the UI is told, for things a person should hear about but that are not screens. */
export type EnrolmentNotice = { type: 'notice'; notice: 'waitlist.joined' };

export interface ScreenMeta {
  /**
   * Where the screen lives. `{name}` placeholders are filled from `routeParams(context)`;
   * a query parameter whose value is empty is left out.
   */
  route: string;
}

export const initialContext: EnrolmentContext = {
  zipCode: '',
  coverage: null,
  failure: null,
};

const FIVE_DIGITS = /^\d{5}$/;

/** Turn whatever an invoked call rejected with into the plain, storable failure shape. */
function toFailure(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    const { kind, message, code } = error as Partial<ApiFailure>;
    if (kind === 'timeout' || kind === 'network' || kind === 'rejected' || kind === 'malformed') {
      return {
        kind,
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof code === 'string' ? { code } : {}),
      };
    }
  }
  return { kind: 'network' };
}

export const enrolmentMachine = setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
    emitted: {} as EnrolmentNotice,
    meta: {} as ScreenMeta,
  },
  actors: {
    // Implementations come from src/ (the provider API) or from a test, through .provide().
    checkCoverage: fromPromise<CoverageAnswer, { zipCode: string }>(async () => {
      throw new Error('checkCoverage is provided by the app');
    }),
    joinWaitlist: fromPromise<void, WaitlistEntry>(async () => {
      throw new Error('joinWaitlist is provided by the app');
    }),
  },
  guards: {
    isFiveDigitZip: ({ event }) =>
      event.type === 'zip.submitted' && FIVE_DIGITS.test(event.zipCode),
    isServed: (_, params: { answer: CoverageAnswer }) => params.answer.served,
    isOutsideEveryRange: (_, params: { answer: CoverageAnswer }) => params.answer.state === null,
    visits: ({ event }, params: { path: string }) =>
      event.type === 'route.visited' && event.path === params.path,
    hasZipInQuery: ({ event }) =>
      event.type === 'route.visited' && FIVE_DIGITS.test(event.query.zipCode ?? ''),
    isCheckedServedZip: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === true &&
      event.query.zipCode === context.coverage.zipCode,
    isCheckedUnservedArea: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.coverage?.served === false &&
      (event.query.zipCode === context.coverage.zipCode ||
        (context.coverage.state !== null && event.query.state === context.coverage.state)),
    hasServedZip: ({ context }) => context.coverage?.served === true,
  },
  actions: {
    clearFlow: assign(() => ({ ...initialContext })),
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
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => toFailure(params.error),
    }),
    forgetFailure: assign({ failure: null }),
    announceWaitlistJoined: emit({ type: 'notice', notice: 'waitlist.joined' } as const),
  },
}).createMachine({
  id: 'enrolment',
  context: initialContext,
  initial: 'idle',
  on: {
    'route.visited': [
      {
        guard: { type: 'visits', params: { path: '/ZipCodePage' } },
        target: '#enrolment.coverage.zipEntry',
        actions: 'clearFlow',
        description: 'Visiting the zip page starts again (D11).',
      },
      {
        guard: { type: 'visits', params: { path: '/SuccessZipCodePage' } },
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked success page is checked against the zip it names.',
      },
      {
        guard: { type: 'visits', params: { path: '/SorryZipCodePage' } },
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked sorry page is checked against the zip it names.',
      },
      {
        guard: { type: 'visits', params: { path: '/PersonalInfoPage' } },
        target: '#enrolment.application.routeCheck',
        description: 'Step 1 needs a served zip code (D10).',
      },
    ],
  },
  states: {
    idle: {
      description:
        'The visitor is on the information site (home page). No flow screen is open; the flow starts at the zip page.',
      meta: { route: '/' },
    },
    coverage: {
      description: 'Is the applicant’s area served? Zip → state (USPS ranges) → provider’s answer.',
      initial: 'zipEntry',
      states: {
        routeCheck: {
          description:
            'Decides where a typed success or sorry URL may land: the screen it names when it matches the zip already checked, a fresh check of the zip in the URL, or the zip page.',
          always: [
            { guard: 'isCheckedServedZip', target: 'served' },
            { guard: 'isCheckedUnservedArea', target: 'notServed' },
            {
              guard: 'hasZipInQuery',
              target: 'zipEntry.checking',
              actions: 'rememberZipFromQuery',
            },
            { target: 'zipEntry', actions: 'clearFlow' },
          ],
        },
        zipEntry: {
          description: 'The applicant types a 5-digit zip code (D8).',
          meta: { route: '/ZipCodePage' },
          initial: 'editing',
          states: {
            editing: {
              description: 'Waiting for a zip code. A failed check is shown here with a retry.',
              on: {
                'zip.submitted': {
                  guard: 'isFiveDigitZip',
                  target: 'checking',
                  actions: 'rememberZip',
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
                    guard: { type: 'isServed', params: ({ event }) => ({ answer: event.output }) },
                    target: '#enrolment.coverage.served',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description: 'The provider serves the state: congratulations.',
                  },
                  {
                    guard: {
                      type: 'isOutsideEveryRange',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    target: '#enrolment.coverage.notServed',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description: 'No state holds this zip code: sorry page with the zip code.',
                  },
                  {
                    target: '#enrolment.coverage.notServed',
                    actions: {
                      type: 'rememberCoverage',
                      params: ({ event }) => ({ answer: event.output }),
                    },
                    description:
                      'The provider does not serve the state yet: sorry page with the state.',
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'rememberFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The check could not be made (time-out, offline, bad answer): say so on the zip page and let the applicant try again; never claim the area is not served.',
                },
              },
            },
          },
        },
        served: {
          description: '“Congratulations, we provide service in your area”; the zip code is kept.',
          meta: { route: '/SuccessZipCodePage?zipCode={zipCode}' },
          on: {
            'coverage.continued': {
              target: '#enrolment.application.personalInfo',
              description: 'Next: step 1 of the application.',
            },
          },
        },
        notServed: {
          description:
            'The area is not served yet. The applicant may leave an e-mail and a phone number to hear when it is.',
          meta: { route: '/SorryZipCodePage?state={unservedState}&zipCode={unknownZip}' },
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
                  actions: {
                    type: 'rememberFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'Not saved: say why; the typed details stay in the form.',
                },
              },
              exit: 'forgetFailure',
            },
          },
        },
      },
    },
    application: {
      description: 'The six-step application (A §2).',
      initial: 'personalInfo',
      states: {
        routeCheck: {
          description: 'Deep links into the application need a served zip code (D10).',
          always: [
            { guard: 'hasServedZip', target: 'personalInfo' },
            { target: '#enrolment.coverage.zipEntry', actions: 'clearFlow' },
          ],
        },
        personalInfo: {
          description: 'Step 1: names, date of birth, last 4 SSN digits, language.',
          meta: { route: '/PersonalInfoPage?profileStep=1' },
        },
      },
    },
  },
});

/** Values for the `{name}` placeholders of `meta.route`. */
export function routeParams(context: EnrolmentContext): Record<string, string> {
  const coverage = context.coverage;
  return {
    zipCode: context.zipCode,
    unservedState: coverage && !coverage.served && coverage.state ? coverage.state : '',
    unknownZip: coverage && coverage.state === null ? coverage.zipCode : '',
  };
}

/** Fill a `meta.route` template; empty query values are dropped, the rest URL-encoded. */
export function fillRoute(template: string, params: Record<string, string>): string {
  const [path = '/', query] = template.split('?');
  if (!query) return path;
  const search = new URLSearchParams();
  for (const pair of query.split('&')) {
    const [key = '', raw = ''] = pair.split('=');
    const value = raw.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
    if (value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
