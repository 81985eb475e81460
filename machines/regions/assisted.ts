import { assign, emit } from 'xstate';
import { isRadId } from '../answers/patterns';
import { errorOf } from '../enrolment-setup';
import { flowData } from '../enrolment-types';
import { screenRoute } from '../screens';
import { legacySetup } from './legacy';

// D57: applications assisted by a representative registered with USAC (the Representative
// Accountability Database), on a device the carrier hands from one applicant to the next. The
// representative starts a shift with their RAD ID, which the provider checks; every request of
// the applications they assist then carries it. Before each check they confirm that the
// applicant gave the answers and signed. Between applicants the device is wiped: after a
// completion or a failure page ("Next applicant"), or after 10 minutes without a touch, the
// applicant's data goes and the next starts at the zip page; the shift's ID stays until
// "End shift".

export const assistedSetup = legacySetup.extend({
  guards: {
    isRadIdTyped: ({ event }) => event.type === 'representative.submitted' && isRadId(event.repId),
  },
  actions: {
    /** Everything of the applicant's, the failure page's error too; the shift stays. */
    wipeApplicant: assign(() => ({ ...flowData, failurePageError: '' })),
    startShift: assign({
      representative: (_, params: { repId: string }) => params.repId,
      failure: null,
    }),
    endShift: assign({ representative: '' }),
    announceApplicantWiped: emit({ type: 'notice', notice: 'applicant.wiped' } as const),
    announceIdleWipe: emit({ type: 'notice', notice: 'applicant.idleWiped' } as const),
  },
});

const registered = ({ event }: { event: { output: { repId: string } } }) => ({
  repId: event.output.repId,
});

export const assisted = assistedSetup.createStateConfig({
  description:
    'D57: an application assisted by a registered representative on a shared device. The shift starts with the representative’s RAD ID; before each check they confirm the applicant answered and signed.',
  initial: 'shiftStart',
  states: {
    shiftStart: {
      description:
        'The address a carrier gives its representatives (/Representative): the representative types their RAD ID (5 to 20 letters and digits), which the provider checks before the shift starts.',
      meta: { route: screenRoute('representative') },
      initial: 'editing',
      states: {
        editing: {
          description:
            'Waiting for a RAD ID. An ID the provider does not know (REP_NOT_REGISTERED) or a failed check is shown here with what to do.',
          on: {
            'representative.submitted': {
              guard: 'isRadIdTyped',
              target: 'verifying',
              description: 'A RAD ID in its form: ask the provider whether it is registered.',
            },
          },
        },
        verifying: {
          description:
            'Asking the provider whether the RAD ID is registered. The button is busy; a second submit is ignored.',
          tags: ['busy'],
          invoke: {
            id: 'verifyRepresentative',
            src: 'verifyRepresentative',
            input: ({ event }) => ({
              repId: event.type === 'representative.submitted' ? event.repId.trim() : '',
            }),
            onDone: {
              target: '#enrolment.coverage.zipEntry',
              actions: ['wipeApplicant', { type: 'startShift', params: registered }],
              description:
                'Start shift: registered. The first applicant starts at the zip page; the ID goes with every check, enrolment and transfer of the shift.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: errorOf },
              description:
                'Not registered (REP_NOT_REGISTERED), or the check could not be made: say so and what to do; no shift starts.',
            },
          },
        },
      },
    },
    confirmation: {
      description:
        'D57: the applicant has signed; before the check, the representative confirms that the applicant gave the answers and signed themselves (the profile’s statement, or the carrier’s wording).',
      meta: { route: screenRoute('representativeConfirm') },
      on: {
        'representative.confirmed': {
          target: '#enrolment.application.agreement.submitting',
          actions: 'sendHeldAgreement',
          description: 'Confirm: the eligibility check goes out, carrying the representative’s ID.',
        },
        'representative.backed': {
          target: '#enrolment.application.agreement',
          description: 'Not confirmed: back to the agreement, where the applicant signs.',
        },
      },
    },
  },
});

/**
 * The shift's transitions from any screen (the machine's root): the device goes to the next
 * applicant, or the shift ends. Only while a representative is assisting.
 */
export const shiftTransitions = assistedSetup.createStateConfig({
  on: {
    'applicant.next': {
      guard: 'isAssisted',
      target: '#enrolment.coverage.zipEntry',
      actions: ['wipeApplicant', 'announceApplicantWiped'],
      description:
        'Next applicant (after a completion or a failure page): the applicant’s data is wiped from memory and the tab; the next starts at the zip page, the shift’s ID kept.',
    },
    'applicant.idle': {
      guard: 'isAssisted',
      target: '#enrolment.coverage.zipEntry',
      actions: ['wipeApplicant', 'announceApplicantWiped', 'announceIdleWipe'],
      description:
        'Idle wipe: 10 minutes without a touch (warned first, with “I’m still here”): the applicant’s data is wiped and the zip page waits for the next, the shift’s ID kept.',
    },
    'shift.ended': {
      guard: 'isAssisted',
      target: '#enrolment.assisted.shiftStart',
      actions: ['wipeApplicant', 'endShift', 'announceApplicantWiped'],
      description:
        'End shift: everything is wiped, the representative’s ID too; the start page waits for the next shift.',
    },
  },
}).on;
