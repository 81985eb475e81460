import { assign } from 'xstate';
import { type ScreenKey, screenRoute } from '../screens';
import { applicationSetup } from './application';
import { statusCheck } from './eligibility';

// Looking an application up by its ids (A §2): the check-status, reviewing, rejected and
// expired pages share the form and the answers.

export const statusSetup = applicationSetup.extend({
  guards: {
    hasAnId: ({ event }) =>
      event.type === 'status.submitted' &&
      (event.applicationId.trim() !== '' || event.eligibilityCheckId.trim() !== ''),
  },
  actions: {
    rememberStatusIds: assign({
      eligibility: ({ context, event }) =>
        event.type === 'status.submitted'
          ? {
              ...context.eligibility,
              applicationId: event.applicationId.trim(),
              eligibilityCheckId: event.eligibilityCheckId.trim(),
            }
          : context.eligibility,
      failure: null,
      enrolledOrderId: '',
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
