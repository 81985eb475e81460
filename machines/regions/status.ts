import { assign } from 'xstate';
import { type ScreenKey, screenRoute } from '../screens';
import { applicationSetup } from './application';
import { statusCheck } from './eligibility';

// Looking an application up by its ids (A §2): the check-status, reviewing, rejected and
// expired pages share the form and the answers.

type IdPair = { applicationId: string; eligibilityCheckId: string };

/** An id typed in place of another one (not added where there was none). */
const replaces = (id: string, before: string) => id !== '' && before !== '' && id !== before;

/**
 * The ids a lookup sends: those typed for it. The form is filled with the ids of the
 * application looked up before; when the applicant replaces one of them with another
 * application's, the other, still that earlier application's, is left out (issue 27 §7).
 * `another`: the lookup is of another application than the stored one.
 */
export function lookupIds(typed: IdPair, stored: IdPair): IdPair & { another: boolean } {
  const applicationId = typed.applicationId.trim();
  const eligibilityCheckId = typed.eligibilityCheckId.trim();
  const newApplication = replaces(applicationId, stored.applicationId);
  const newCheck = replaces(eligibilityCheckId, stored.eligibilityCheckId);
  return {
    applicationId:
      newCheck && !newApplication && applicationId === stored.applicationId ? '' : applicationId,
    eligibilityCheckId:
      newApplication && !newCheck && eligibilityCheckId === stored.eligibilityCheckId
        ? ''
        : eligibilityCheckId,
    another: newApplication || newCheck,
  };
}

export const statusSetup = applicationSetup.extend({
  guards: {
    hasAnId: ({ event }) =>
      event.type === 'status.submitted' &&
      (event.applicationId.trim() !== '' || event.eligibilityCheckId.trim() !== ''),
  },
  actions: {
    rememberStatusIds: assign(({ context, event }) => {
      if (event.type !== 'status.submitted') return {};
      const { another, ...ids } = lookupIds(event, context.eligibility);
      // Another application: what this tab knew of the one before (its status, its Tribal
      // confirmation) is not this one's.
      return {
        eligibility: another
          ? { ...ids, tribalStatusConfirmed: false }
          : { ...context.eligibility, ...ids },
        eligibilityStatus: another ? '' : context.eligibilityStatus,
        failure: null,
        enrolledOrderId: '',
      };
    }),
  },
});

/** `{ description }` as an object property, so the production build can strip it (DEC-158). */
function statusScreen(screen: ScreenKey, { description }: { description?: string }) {
  return statusSetup.createStateConfig({
    description,
    meta: { route: screenRoute(screen) },
    initial: 'editing',
    states: {
      editing: {
        description: 'Waiting for an application id or an eligibility check id.',
        on: {
          'status.submitted': {
            guard: 'hasAnId',
            target: 'checking',
            actions: 'rememberStatusIds',
            description: 'At least one of the two ids is filled in.',
          },
        },
      },
      checking: statusCheck('editing', false),
      enrolled: {
        description:
          'The household is already enrolled through us: the page says so and links to its order (/CompletedACP?orderId). The ids can be checked again.',
        tags: ['enrolled'],
        on: {
          'status.submitted': {
            guard: 'hasAnId',
            target: 'checking',
            actions: 'rememberStatusIds',
            description: 'At least one of the two ids is filled in.',
          },
        },
      },
    },
  });
}

export const status = statusSetup.createStateConfig({
  description:
    'Looking an application up by its ids (A §2): the check-status, reviewing, rejected and expired pages share the form and the answers.',
  initial: 'lookup',
  states: {
    lookup: statusScreen('checkStatus', {
      description: 'The status lookup: the two id fields and Check.',
    }),
    reviewing: statusScreen('reviewing', {
      description:
        'IN_PROGRESS or PENDING_REVIEW: the application is being reviewed. The ids are prefilled to check again.',
    }),
    rejected: statusScreen('rejected', {
      description:
        'The application was not found or refused: the error, or “Application ID not found”, with the id fields.',
    }),
    expired: statusScreen('expired', {
      description:
        'APP_CLOSED_OR_EXPIRED: “Your Application {id} has been Expired”, with the id fields.',
    }),
  },
});
