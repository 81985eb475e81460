import { and, assign, emit, not, or } from 'xstate';
import type { StepName } from './application-data';
import { noIds } from './enrolment-types';
import { LEGACY_STEPS, type LegacyStep } from './legacy-data';
import { assistedSetup } from './regions/assisted';
import { applicationSteps, type ScreenKey, screenKeys, screens } from './screens';

// A URL the person typed, bookmarked or reached with the back button arrives as
// `route.visited`. It may land on the screen it names when that screen's guard allows,
// otherwise on the nearest screen that makes sense (D10, D11).
//
// The machine answers it in two steps, so that Stately draws the root as a table of contents:
// the root has one transition per screen group, whose guard (`opensCoverageScreen`, …) asks
// whether the URL names a screen of that group that may open; it leads to the group's routing
// state, `deepLink`, inside the region, which picks the screen. A group's guard is the `or` of
// its routing rows, so a URL no row accepts falls to the root's last transition, the zip page,
// as before. Within a group the first matching row wins. Every guard is named (the Stately
// file has no inline `and`/`or`); a guard that combines others is built from them here.

const pathOf = (key: ScreenKey) => screens[key].path;

/** The guard "the URL is this screen's path". */
const visits = (key: ScreenKey) => ({ type: 'visits', params: { path: pathOf(key) } }) as const;

/** The guard "the URL is one of these paths". */
const visitsOneOf = (paths: readonly string[]) =>
  ({ type: 'visitsOneOf', params: { paths: [...paths] } }) as const;

/** `visits` for one path, `visitsOneOf` for a page with aliases. */
const visitsAny = (paths: readonly string[]) =>
  paths.length === 1
    ? ({ type: 'visits', params: { path: paths[0] as string } } as const)
    : visitsOneOf(paths);

/** A screen's state as a transition target. */
const at = (key: ScreenKey) => `#enrolment.${screens[key].state}`;

/** A screen's state name inside its region: 'application.household' → 'household'. */
const stateKey = (key: ScreenKey) => screens[key].state.split('.').pop() as string;

const capitalised = <T extends string>(text: T) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}` as Capitalize<T>;

/** The application steps in order, each with its state and path. */
const stepLinks = applicationSteps.map((key) => ({
  step: stateKey(key) as StepName,
  path: pathOf(key),
}));

/** The legacy pages in order, each with its paths (its own and any alias), from the table. */
const legacyLinks = LEGACY_STEPS.map((step) => {
  const key = screenKeys.find((screen) => screens[screen].state === `legacy.${step}`);
  if (!key) throw new Error(`No screen for the legacy page ${step}.`);
  const screen: { path: string; aliases?: readonly string[] } = screens[key];
  return { step, paths: [screen.path, ...(screen.aliases ?? [])] };
});

const linkSetup = assistedSetup.extend({
  guards: {
    visits: ({ event }, params: { path: string }) =>
      event.type === 'route.visited' && event.path === params.path,
    visitsOneOf: ({ event }, params: { paths: readonly string[] }) =>
      event.type === 'route.visited' && params.paths.includes(event.path),
    hasIdInQuery: ({ event }) => event.type === 'route.visited' && Boolean(event.query.id?.trim()),
    // Only a lookup's answer makes an id one the pages may name (issue 39).
    namesConfirmedExpiredId: ({ context, event }) =>
      event.type === 'route.visited' &&
      context.eligibilityStatus === 'APP_CLOSED_OR_EXPIRED' &&
      context.eligibility.applicationId !== '' &&
      event.query.id?.trim() === context.eligibility.applicationId,
    hasOrderIdInQuery: ({ event }) =>
      event.type === 'route.visited' && Boolean(event.query.orderId?.trim()),
    asksForTransfer: ({ event }) =>
      event.type === 'route.visited' && event.query.transfer === 'yes',
    asksForPlanOnly: ({ event }) =>
      event.type === 'route.visited' && event.query.code === 'CANNOT_UPDATE_DEVICE',
  },
});

/**
 * `opens<Step>`: step 1 needs a served zip code (D10), and opens for the short form's old links
 * too where that form is not offered (D47); a later step needs step 1 answered and every step
 * before it (no skipping).
 */
const stepGuards = Object.fromEntries(
  stepLinks.map(({ step, path }, index) => [
    `opens${capitalised(step)}`,
    index === 0
      ? and([
          or([{ type: 'visits', params: { path } }, 'visitsWithdrawnLegacyLink']),
          'hasServedZip',
        ])
      : and([
          { type: 'visits', params: { path } },
          'hasFirstName',
          { type: 'canOpen', params: { step } },
        ]),
  ]),
) as Record<`opens${Capitalize<StepName>}`, ReturnType<typeof and>>;

/**
 * `opensLegacy<Page>`: the short form starts once the zip code is served (as D10); a later
 * page needs every page before it answered.
 */
const legacyGuards = Object.fromEntries(
  legacyLinks.map(({ step, paths }, index) => [
    `opensLegacy${capitalised(step)}`,
    index === 0
      ? and([visitsAny(paths), 'offersLegacyForm', 'hasServedZip'])
      : and([visitsAny(paths), 'offersLegacyForm', { type: 'canOpenLegacy', params: { step } }]),
  ]),
) as Record<`opensLegacy${Capitalize<LegacyStep>}`, ReturnType<typeof and>>;

/** Every URL of the short form, its result pages included (D17). */
const allLegacyPaths = screenKeys
  .filter((key) => screens[key].state.startsWith('legacy.'))
  .flatMap((key) => {
    const screen: { path: string; aliases?: readonly string[] } = screens[key];
    return [screen.path, ...(screen.aliases ?? [])];
  });

/** The application steps and legacy pages that send a skipped-ahead URL to the first gap. */
const laterStepPaths = stepLinks.slice(2).map(({ path }) => path);
const laterLegacyPaths = legacyLinks.slice(2).flatMap(({ paths }) => paths);
const enrolmentPaths = [pathOf('enrollStep'), pathOf('confirmAddress'), pathOf('transfer')];

const rowSetup = linkSetup.extend({
  guards: {
    ...stepGuards,
    ...legacyGuards,
    visitsZipWithApplicationInProgress: and([
      visits('zip'),
      or(['hasApplicationInProgress', 'hasLegacyInProgress']),
    ]),
    // Step 2 always opens once step 1 is answered, so it needs no fallback.
    asksForLaterStep: and([visitsOneOf(laterStepPaths), 'hasFirstName']),
    // D47: where the short form is not offered, its old links open step 1 of the application
    // (without a served zip code they fall to the zip page, as any other link).
    visitsWithdrawnLegacyLink: and([visitsOneOf(allLegacyPaths), not('offersLegacyForm')]),
    // The contact page always opens once the address is answered: it needs no fallback.
    asksForLaterLegacyPage: and([
      visitsOneOf(laterLegacyPaths),
      'offersLegacyForm',
      'hasLegacyInProgress',
    ]),
    opensLegacyTribalLands: and([visits('legacyTribalLands'), 'offersLegacyForm', 'wasSuccessful']),
    opensLegacyNotVerified: and([visits('legacyNotVerified'), 'offersLegacyForm', 'wasFailure']),
    opensHouseholdBenefit: and([visits('householdBenefit'), 'hasHouseholdBenefit']),
    opensExpiredWithId: and([visits('expired'), 'hasIdInQuery']),
    opensConfirmedExpired: and([visits('expired'), 'namesConfirmedExpiredId']),
    opensPlanOnly: and([visits('enrollStepPlanOnly'), 'isQualified', 'asksForPlanOnly']),
    opensEnrolmentOffer: and([visits('enrollStep'), 'isQualified']),
    opensTransferAddress: and([visits('confirmAddressTransfer'), 'isQualified', 'asksForTransfer']),
    opensEnrolmentAddress: and([visits('confirmAddress'), 'isQualified']),
    opensTransferOffer: and([visits('transfer'), 'isQualified']),
    opensConfirmationWithOrderId: and([visits('completed'), 'hasOrderIdInQuery']),
    asksToEnrolBeforeNewCheck: and([
      visitsOneOf(enrolmentPaths),
      'hasApplicationInProgress',
      'awaitsNewCheck',
    ]),
  },
});

// Each group's rows, in the order they are tried. Targets come from the screen table.

const coverageRows = [
  {
    guard: 'visitsZipWithApplicationInProgress',
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
] as const;

const applicationRows = [
  ...stepLinks.map(({ step, path }, index) => ({
    guard: `opens${capitalised(step)}` as const,
    target: `#enrolment.application.${step}`,
    description:
      index === 0
        ? 'D10: step 1 needs a served zip code. D47: the short form’s links open it where that form is not offered.'
        : `Open ${path} when every step before it is answered.`,
  })),
  {
    guard: 'opensHouseholdBenefit',
    target: at('householdBenefit'),
    description: 'D44: the end of an application whose household already has its benefit.',
  },
  {
    guard: 'asksForLaterStep',
    target: '#enrolment.application.resume',
    description: 'A later step: go to the first unanswered one instead.',
  },
] as const;

const legacyRows = [
  ...legacyLinks.map(({ step, paths }, index) => ({
    guard: `opensLegacy${capitalised(step)}` as const,
    target: `#enrolment.legacy.${step}`,
    description:
      index === 0
        ? 'The short legacy flow starts once the zip code is served (as D10).'
        : `Open ${paths.join(' or ')} when every page before it is answered.`,
  })),
  {
    guard: 'asksForLaterLegacyPage',
    target: '#enrolment.legacy.resume',
    description: 'A later page: go to the first unanswered one instead.',
  },
  {
    guard: 'opensLegacyTribalLands',
    target: at('legacyTribalLands'),
    description: 'The Tribal lands page follows a SUCCESSFUL check only.',
  },
  {
    guard: 'opensLegacyNotVerified',
    target: at('legacyNotVerified'),
    description: 'The not-verified page follows a FAILURE only.',
  },
] as const;

const statusRows = [
  {
    guard: visits('checkStatus'),
    target: at('checkStatus'),
    description: 'The web address is /CheckEnrollStatusPage, the status lookup.',
  },
  {
    guard: visits('reviewing'),
    target: at('reviewing'),
    description: 'The web address is /Reviewing, the “in review” page.',
  },
  {
    guard: visits('rejected'),
    target: at('rejected'),
    description: 'The web address is /Rejected, the “not confirmed” page.',
  },
  {
    guard: 'opensConfirmedExpired',
    target: at('expired'),
    description: 'The application a lookup in this tab found expired: its page again.',
  },
  {
    guard: 'opensExpiredWithId',
    target: '#enrolment.status.lookup.checking',
    actions: 'rememberLookupIdFromQuery',
    description:
      'Any other id in the URL is looked up: a page names it only once the provider has said what it is (the expired page if it is expired).',
  },
  {
    guard: visits('expired'),
    target: at('rejected'),
    description: 'A §2: without an id the expired page sends the applicant to /Rejected.',
  },
] as const;

const enrolmentRows = [
  {
    guard: 'opensPlanOnly',
    target: at('enrollStepPlanOnly'),
    description: 'Qualified, and the URL names the refused device: the plan only.',
  },
  { guard: 'opensEnrolmentOffer', target: at('enrollStep'), description: 'Qualified: the offer.' },
  {
    guard: 'opensTransferAddress',
    target: at('confirmAddressTransfer'),
    description: 'Qualified, and the URL asks for the transfer: its address form.',
  },
  {
    guard: 'opensEnrolmentAddress',
    target: at('confirmAddress'),
    description: 'Qualified: the address form.',
  },
  {
    guard: 'opensTransferOffer',
    target: at('transfer'),
    description: 'Qualified: the transfer offer.',
  },
  {
    guard: 'asksToEnrolBeforeNewCheck',
    target: '#enrolment.application.resume',
    description:
      'D51, D44: this tab’s answers changed since the check, or its household has its benefit: back to the application (the review and a new check, or D44’s page).',
  },
  {
    guard: visitsOneOf(enrolmentPaths),
    target: at('checkStatus'),
    description: 'Enrolment needs a qualifying answer first: look the application up.',
  },
] as const;

// Entering the confirmation's initial state, as a link to `#enrolment.completed` did.
const completedRows = [
  {
    guard: 'opensConfirmationWithOrderId',
    target: '#enrolment.completed.deciding',
    actions: 'rememberOrderFromQuery',
    description: 'The order named in the URL is looked up.',
  },
  {
    guard: visits('completed'),
    target: '#enrolment.completed.deciding',
    actions: ['rememberOrderFromQuery', 'announceOrderMissing'],
    description: 'A §8: "Order not found" without an orderId.',
  },
] as const;

const failedRows = [
  {
    guard: visits('enrolmentFailure'),
    target: at('enrolmentFailure'),
    description: 'The web address is /EnrolmentFailure, the enrolment failure page.',
  },
  {
    guard: visits('transferFailure'),
    target: at('transferFailure'),
    description: 'The web address is /Failure, the transfer failure page.',
  },
] as const;

/** A group's rows' guards, each as an object (what `or` takes for a mix of names and params). */
type RowGuard = string | { type: string };
type AsObject<G> = G extends string ? { type: G } : G;
const guardsOf = <const R extends readonly { guard: RowGuard }[]>(rows: R) =>
  rows.map(({ guard }) => (typeof guard === 'string' ? { type: guard } : guard)) as AsObject<
    R[number]['guard']
  >[];

export const machineSetup = rowSetup.extend({
  // A group's guard: does any of its rows accept the URL?
  guards: {
    opensCoverageScreen: or(guardsOf(coverageRows)),
    opensApplicationStep: or(guardsOf(applicationRows)),
    opensLegacyPage: or(guardsOf(legacyRows)),
    opensStatusScreen: or(guardsOf(statusRows)),
    opensVerifierReturn: ({ event }) =>
      event.type === 'route.visited' && event.path === pathOf('verifierReturn'),
    opensEnrolmentScreen: or(guardsOf(enrolmentRows)),
    opensConfirmation: or(guardsOf(completedRows)),
    opensFailurePage: or(guardsOf(failedRows)),
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
    /**
     * The expired page's URL names an application (`?id=`): it is looked up as if typed in the
     * lookup. Another application than the stored one takes nothing of what was known of it.
     */
    rememberLookupIdFromQuery: assign(({ context, event }) => {
      if (event.type !== 'route.visited') return {};
      const applicationId = event.query.id?.trim() ?? '';
      const same = applicationId === context.eligibility.applicationId;
      return {
        eligibility: same ? context.eligibility : { ...noIds, applicationId },
        eligibilityStatus: same ? context.eligibilityStatus : '',
        failure: null,
        enrolledOrderId: '',
      };
    }),
  },
});

/** The routing state each region gets, by the region's top-level state. */
const routingStates = {
  coverage: machineSetup.createStateConfig({
    description: 'Where a typed or bookmarked zip, success or sorry URL lands (D11).',
    always: coverageRows,
  }),
  application: machineSetup.createStateConfig({
    description:
      'Where a typed or bookmarked step URL lands: the step when every step before it is answered (D10).',
    always: applicationRows,
  }),
  legacy: machineSetup.createStateConfig({
    description:
      'Where a typed or bookmarked URL of the short form lands: the page when every page before it is answered.',
    always: legacyRows,
  }),
  status: machineSetup.createStateConfig({
    description: 'Where a typed or bookmarked status URL lands.',
    always: statusRows,
  }),
  enrolment: machineSetup.createStateConfig({
    description:
      'Where a typed or bookmarked enrolment or transfer URL lands: only a qualified applicant enrols.',
    always: enrolmentRows,
  }),
  completed: machineSetup.createStateConfig({
    description: 'A typed or bookmarked confirmation URL: which order to look up.',
    always: completedRows,
  }),
  failed: machineSetup.createStateConfig({
    description: 'Which failure page a typed or bookmarked URL names.',
    always: failedRows,
  }),
};

/** The root's `route.visited`: one transition per screen group, then the zip page. */
export const deepLinks = machineSetup.createStateConfig({
  on: {
    'route.visited': [
      {
        guard: visits('representative'),
        target: at('representative'),
        actions: ['wipeApplicant', 'endShift'],
        description:
          'D57: the representatives’ start address: a new shift, with nothing of an applicant or an earlier shift.',
      },
      {
        guard: 'opensCoverageScreen',
        target: '#enrolment.coverage.deepLink',
        description: 'The zip page, or a typed success or sorry page.',
      },
      {
        guard: 'opensApplicationStep',
        target: '#enrolment.application.deepLink',
        description:
          'An application step that may open (step 1 also for the short form’s links where it is not offered, D47), or a later one once step 1 is answered.',
      },
      {
        guard: 'opensLegacyPage',
        target: '#enrolment.legacy.deepLink',
        description: 'A page of the short form that may open.',
      },
      {
        guard: 'opensStatusScreen',
        target: '#enrolment.status.deepLink',
        description: 'The status lookup and its answer pages.',
      },
      {
        guard: 'opensVerifierReturn',
        target: at('verifierReturn'),
        description: 'Back from the National Verifier: check again with the stored ids.',
      },
      {
        guard: 'opensEnrolmentScreen',
        target: '#enrolment.enrolment.deepLink',
        description: 'The offer, the address form or the transfer.',
      },
      {
        guard: 'opensConfirmation',
        target: '#enrolment.completed.deepLink',
        description: 'The confirmation page.',
      },
      {
        guard: 'opensFailurePage',
        target: '#enrolment.failed.deepLink',
        description: 'An enrolment or transfer failure page.',
      },
      {
        target: at('zip'),
        actions: 'clearFlow',
        description: 'D10: any other flow URL whose guard fails lands on the zip page.',
      },
    ],
  },
}).on['route.visited'];

/**
 * The machine's top-level states with each group's routing state added to its region, as the
 * region's first child `deepLink`. The regions stay as their files define them.
 */
export function withDeepLinks<const T extends object>(states: T): T {
  const missing = Object.keys(routingStates).filter((key) => !(key in states));
  if (missing.length > 0) throw new Error(`No region ${missing.join(', ')} for its deep links.`);
  return Object.fromEntries(
    Object.entries(states as Record<string, { states?: object }>).map(([key, region]) => {
      const deepLink = routingStates[key as keyof typeof routingStates];
      return [key, deepLink ? { ...region, states: { deepLink, ...region.states } } : region];
    }),
  ) as T;
}
