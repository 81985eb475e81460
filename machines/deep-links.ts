import { and, assign, emit, or } from 'xstate';
import type { StepName } from './application-data';
import type { LegacyStep } from './legacy-data';
import { legacySetup } from './regions/legacy';
import { applicationSteps, type ScreenKey, screens } from './screens';

// A URL the person typed, bookmarked or reached with the back button arrives as
// `route.visited`. This table decides where it may land: the screen it names when that
// screen's guard allows, otherwise the nearest screen that makes sense (D10, D11). The first
// matching row wins, so the order matters.

export const machineSetup = legacySetup.extend({
  guards: {
    visits: ({ event }, params: { path: string }) =>
      event.type === 'route.visited' && event.path === params.path,
    hasIdInQuery: ({ event }) => event.type === 'route.visited' && Boolean(event.query.id?.trim()),
    hasOrderIdInQuery: ({ event }) =>
      event.type === 'route.visited' && Boolean(event.query.orderId?.trim()),
    asksForTransfer: ({ event }) =>
      event.type === 'route.visited' && event.query.transfer === 'yes',
    asksForPlanOnly: ({ event }) =>
      event.type === 'route.visited' && event.query.code === 'CANNOT_UPDATE_DEVICE',
  },
  actions: {
    /**
     * A typed or bookmarked confirmation: its order id is looked up. The subscriber id and the
     * activation code are never read from a URL (issue 15 §5); they stay known when the URL
     * names the order this tab just finished.
     */
    rememberOrderFromQuery: assign({
      order: ({ context, event }) => {
        if (event.type !== 'route.visited' || !event.query.orderId) return null;
        if (context.order?.orderId === event.query.orderId) return context.order;
        return {
          orderId: event.query.orderId,
          nladSubscriberId: '',
          activationCode: '',
          applicationId: '',
          withTablet: false,
          tabletRejected: false,
          kind: 'enrol' as const,
          enrolledAt: '',
        };
      },
      orderLookup: null,
    }),
    announceOrderMissing: emit({ type: 'notice', notice: 'order.missing' } as const),
    /** The expired page names its application in the URL (`?id=`). */
    rememberApplicationIdFromQuery: assign({
      eligibility: ({ context, event }) =>
        event.type === 'route.visited'
          ? { ...context.eligibility, applicationId: event.query.id?.trim() ?? '' }
          : context.eligibility,
    }),
  },
});

const visits = (key: ScreenKey) =>
  ({ type: 'visits', params: { path: screens[key].path } }) as const;

/** A screen's state as a transition target. */
const at = (key: ScreenKey) => `#enrolment.${screens[key].state}`;

/** A screen's state name inside its region: 'application.household' → 'household'. */
const stateKey = (key: ScreenKey) => screens[key].state.split('.').pop() as string;

/** The application steps after step 1, each with its path: step 1 needs only a served zip. */
const applicationLinks = applicationSteps
  .slice(1)
  .map((key) => [screens[key].path, stateKey(key) as StepName] as const);

/** The legacy pages after the home address, each path and alias. */
const legacyLinks = (
  [
    'legacyContact',
    'legacyQuestion',
    'legacyPersonal',
    'legacyProgram',
    'legacyIdentity',
    'legacyReview',
  ] as const
).flatMap((key) => {
  const screen: { path: string; aliases?: readonly string[] } = screens[key];
  return [screen.path, ...(screen.aliases ?? [])].map(
    (path) => [path, stateKey(key) as LegacyStep] as const,
  );
});

/** Enrolment screens need a qualifying answer; without one, the status lookup. */
const enrolmentPaths = [
  screens.enrollStep.path,
  screens.confirmAddress.path,
  screens.transfer.path,
];

export const deepLinks = machineSetup.createStateConfig({
  on: {
    'route.visited': [
      {
        guard: and([visits('zip'), or(['hasApplicationInProgress', 'hasLegacyInProgress'])]),
        target: at('restartConfirm'),
        description: 'D11: an application is in progress; ask before wiping it.',
      },
      {
        guard: visits('zip'),
        target: at('zip'),
        actions: 'clearFlow',
        description: 'Visiting the zip page starts again (B §2, D11).',
      },
      {
        guard: visits('zipServed'),
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked success page is checked against the zip it names.',
      },
      {
        guard: visits('zipNotServed'),
        target: '#enrolment.coverage.routeCheck',
        description: 'A typed or bookmarked sorry page is checked against the zip it names.',
      },
      {
        guard: and([visits('personalInfo'), 'hasServedZip']),
        target: at('personalInfo'),
        description: 'D10: step 1 needs a served zip code.',
      },
      ...applicationLinks.flatMap(([path, step]) => [
        {
          guard: and([
            { type: 'visits', params: { path } },
            'hasFirstName',
            { type: 'canOpen', params: { step } },
          ]),
          target: `#enrolment.application.${step}`,
          description: `Open ${path} when every step before it is answered.`,
        },
        // Step 2 always opens once step 1 is answered, so it needs no fallback.
        ...(step === 'contactInfo'
          ? []
          : [
              {
                guard: and([{ type: 'visits', params: { path } }, 'hasFirstName']),
                target: '#enrolment.application.resume',
                description: 'A later step: go to the first unanswered one instead.',
              },
            ]),
      ]),
      {
        guard: and([visits('legacyHomeAddress'), 'hasServedZip']),
        target: at('legacyHomeAddress'),
        description: 'The short legacy flow starts once the zip code is served (as D10).',
      },
      ...legacyLinks.flatMap(([path, step]) => [
        {
          guard: and([
            { type: 'visits', params: { path } },
            { type: 'canOpenLegacy', params: { step } },
          ]),
          target: `#enrolment.legacy.${step}`,
          description: `Open ${path} when every page before it is answered.`,
        },
        // The contact page always opens once the address is answered: it needs no fallback.
        ...(step === 'contactInformation'
          ? []
          : [
              {
                guard: and([{ type: 'visits', params: { path } }, 'hasLegacyInProgress']),
                target: '#enrolment.legacy.resume',
                description: 'A later page: go to the first unanswered one instead.',
              },
            ]),
      ]),
      {
        guard: and([visits('legacyTribalLands'), 'wasSuccessful']),
        target: at('legacyTribalLands'),
      },
      {
        guard: and([visits('legacyNotVerified'), 'wasFailure']),
        target: at('legacyNotVerified'),
      },
      { guard: visits('checkStatus'), target: at('checkStatus') },
      { guard: visits('reviewing'), target: at('reviewing') },
      { guard: visits('rejected'), target: at('rejected') },
      {
        guard: and([visits('expired'), 'hasIdInQuery']),
        target: at('expired'),
        actions: 'rememberApplicationIdFromQuery',
        description: 'The expired page names the application in its URL.',
      },
      {
        guard: visits('expired'),
        target: at('rejected'),
        description: 'A §2: without an id the expired page sends the applicant to /Rejected.',
      },
      {
        guard: visits('verifierReturn'),
        target: at('verifierReturn'),
        description: 'Back from the National Verifier: check again with the stored ids.',
      },
      {
        guard: and([visits('enrollStepPlanOnly'), 'isQualified', 'asksForPlanOnly']),
        target: at('enrollStepPlanOnly'),
      },
      {
        guard: and([visits('enrollStep'), 'isQualified']),
        target: at('enrollStep'),
      },
      {
        guard: and([visits('confirmAddressTransfer'), 'isQualified', 'asksForTransfer']),
        target: at('confirmAddressTransfer'),
      },
      {
        guard: and([visits('confirmAddress'), 'isQualified']),
        target: at('confirmAddress'),
      },
      {
        guard: and([visits('transfer'), 'isQualified']),
        target: at('transfer'),
      },
      ...enrolmentPaths.map((path) => ({
        guard: { type: 'visits' as const, params: { path } },
        target: at('checkStatus'),
        description: 'Enrolment needs a qualifying answer first: look the application up.',
      })),
      {
        guard: and([visits('completed'), 'hasOrderIdInQuery']),
        target: at('completed'),
        actions: 'rememberOrderFromQuery',
      },
      {
        guard: visits('completed'),
        target: at('completed'),
        actions: ['rememberOrderFromQuery', 'announceOrderMissing'],
        description: 'A §8: "Order not found" without an orderId.',
      },
      { guard: visits('enrolmentFailure'), target: at('enrolmentFailure') },
      { guard: visits('transferFailure'), target: at('transferFailure') },
      {
        target: at('zip'),
        actions: 'clearFlow',
        description: 'D10: any other flow URL whose guard fails lands on the zip page.',
      },
    ],
  },
}).on['route.visited'];
