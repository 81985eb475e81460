// The body a call the app made would send, built by the request builders the calls use
// (machines/requests/), with the wording the check's call finds shown (D56, by the build's
// settings module), so a generated path in Vitest checks what would go to the provider
// against its own record of the answers (tests/model/request-record.ts).
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import type { ApplicationData, LegacyData } from '../../machines/flow-types';
import { eligibilityCheckBody } from '../../machines/requests/eligibility-check';
import { enrolBody, transferBody } from '../../machines/requests/enrolment';
import { legacyCheckBody } from '../../machines/requests/legacy-check';
import { parseCarrierSettings } from '../../profiles/carrier-settings';
import { acpCarrier } from '../../profiles/carriers/acp';
import { lifelineCarrier } from '../../profiles/carriers/lifeline';
import { loadProfile } from '../../profiles/load-profile';
import type { ProfileId } from '../../profiles/schema';
import { recordedWording } from '../../src/app/flow/calls/eligibility-request';
import type { MadeCall } from './app-driver';
import type { ModelEvent } from './enrolment-model';
import { CHECKED_CALLS, type CheckedCall, requestMismatches } from './request-record';

const extra = { carrierUrl: 'http://127.0.0.1/ACPEligibilityCheck', resellerCode: null };

/** The program the run's pages are built for (profile-paths.test.tsx sets lifeline). */
const runProgram = (): ProfileId => (process.env.PROGRAM || 'acp') as ProfileId;

async function bodyOf(call: MadeCall, profile: ProfileId): Promise<Record<string, unknown> | null> {
  const program = loadProfile(profile).apiProgram;
  // The demo carrier's device offer, whose terms an ACP enrolment with a tablet sends.
  const device = parseCarrierSettings(profile === 'lifeline' ? lifelineCarrier : acpCarrier).device;
  const env = { now: new Date(), timeZone: undefined, resellerCode: null, device, program };
  switch (call.id) {
    case 'checkEligibility': {
      const input = call.input as { application: ApplicationData; representative?: string };
      return eligibilityCheckBody(input.application, {
        ...extra,
        program,
        representative: input.representative ?? '',
        shownWording: await recordedWording(input.application),
      });
    }
    case 'checkLegacyEligibility': {
      const input = call.input as { legacy: LegacyData; representative?: string };
      return legacyCheckBody(input.legacy, {
        ...extra,
        program,
        representative: input.representative ?? '',
      });
    }
    case 'enrol':
      return enrolBody(call.input as EnrolmentCallInput, env);
    case 'transfer':
      return transferBody(call.input as EnrolmentCallInput, env);
    default:
      return null;
  }
}

/** Where the request `call` would send differs from the answers last given in `record`. */
export async function sentMismatches(
  call: MadeCall,
  record: readonly ModelEvent[],
): Promise<string[]> {
  if (!(CHECKED_CALLS as readonly string[]).includes(call.id)) return [];
  const program = runProgram();
  const body = await bodyOf(call, program);
  return body ? requestMismatches(call.id as CheckedCall, body, record, program) : [];
}
