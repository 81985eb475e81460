import { deepLinks, machineSetup, withDeepLinks } from './deep-links';
import { initialContext } from './enrolment-types';
import { application } from './regions/application';
import { assisted, shiftTransitions } from './regions/assisted';
import { coverage, idle } from './regions/coverage';
import { leaving, verifierReturn } from './regions/eligibility';
import { completed, enrolment, failed, transfer } from './regions/enrolment';
import { legacy } from './regions/legacy';
import { status } from './regions/status';

// The whole application and enrolment flow as one statechart. Pure by design: no React, no
// fetch, no storage, no i18n runtime, so it pastes into the Stately visualizer as it is.
// Screens carry `meta.route` from the screen table (screens.ts); src/app/flow keeps the URL
// in step with it, and turns a URL the person typed (or the back button) into a
// `route.visited` event that the deep-link table (deep-links.ts) accepts or refuses.
//
// Each region lives in machines/regions/ with its own guards and actions. Their setups extend
// one another in this order: shared (enrolment-setup.ts) → eligibility → coverage →
// application → status → enrolment → legacy → assisted → deep links, so a region may use what an
// earlier one defines, and the last setup knows every guard and action.

export type {
  EnrolmentContext,
  EnrolmentEvent,
  EnrolmentInput,
  EnrolmentNotice,
  ScreenMeta,
} from './enrolment-types';
export { initialContext } from './enrolment-types';
export { enrolmentInput } from './regions/enrolment';
export { fillRoute, routeParams } from './screens';

export const enrolmentMachine = machineSetup.createMachine({
  id: 'enrolment',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    'session.expired': {
      target: '#enrolment.coverage.zipEntry',
      actions: ['clearFlow', 'announceExpiry'],
      description: 'D14: 72 minutes without a change. The answers are wiped; start again.',
    },
    'route.visited': deepLinks,
    // D57: next applicant, the idle wipe and the end of a representative's shift.
    ...shiftTransitions,
  },
  // Each region that a URL can open gets its routing state, `deepLink` (deep-links.ts).
  states: withDeepLinks({
    // The information site; the flow starts at the zip page.
    idle,
    // Is the area served? The zip page, its answers, the waitlist.
    coverage,
    // The seven-step application, up to the eligibility check.
    application,
    // The short legacy form, its check and its result pages.
    legacy,
    // Following a National Verifier or provider link out of the app.
    leaving,
    // Back from the National Verifier: the status checked again.
    verifierReturn,
    // The status lookup and its answer pages.
    status,
    // Qualified: the plan, the tablet, the shipping details.
    enrolment,
    // Already enrolled elsewhere: the transfer.
    transfer,
    // The confirmation, and the failure pages.
    completed,
    failed,
    // D57: a representative's shift: its start, and their confirmation before each check.
    assisted,
  }),
});
