// The body a call the app made would send, built by the request builders the calls use
// (machines/requests/), so a generated path in Vitest checks what would go to the provider
// against its own record of the answers (tests/model/request-record.ts).
import type { EnrolmentCallInput } from '../../machines/enrolment-details';
import type { ApplicationData, LegacyData } from '../../machines/flow-types';
import { eligibilityCheckBody } from '../../machines/requests/eligibility-check';
import { enrolBody, transferBody } from '../../machines/requests/enrolment';
import { legacyCheckBody } from '../../machines/requests/legacy-check';
import { parseCarrierSettings } from '../../profiles/carrier-settings';
import { acpCarrier } from '../../profiles/carriers/acp';
import type { MadeCall } from './app-driver';
import type { ModelEvent } from './enrolment-model';
import { CHECKED_CALLS, type CheckedCall, requestMismatches } from './request-record';

const extra = { carrierUrl: 'http://127.0.0.1/ACPEligibilityCheck', resellerCode: null };
/** The ACP demo carrier's device offer, which a tablet's enrolment sends the terms of. */
const device = parseCarrierSettings(acpCarrier).device;
const env = { now: new Date(), timeZone: undefined, resellerCode: null, device };

function bodyOf(call: MadeCall): Record<string, unknown> | null {
  switch (call.id) {
    case 'checkEligibility': {
      const input = call.input as { application: ApplicationData; representative?: string };
      return eligibilityCheckBody(input.application, {
        ...extra,
        program: 'ACP',
        representative: input.representative ?? '',
      });
    }
    case 'checkLegacyEligibility': {
      const input = call.input as { legacy: LegacyData; representative?: string };
      return legacyCheckBody(input.legacy, {
        ...extra,
        program: 'ACP',
        representative: input.representative ?? '',
      });
    }
    case 'enrol':
      return enrolBody(call.input as EnrolmentCallInput, { ...env, program: 'ACP' });
    case 'transfer':
      return transferBody(call.input as EnrolmentCallInput, { ...env, program: 'ACP' });
    default:
      return null;
  }
}

/** Where the request `call` would send differs from the answers last given in `record`. */
export function sentMismatches(call: MadeCall, record: readonly ModelEvent[]): string[] {
  if (!(CHECKED_CALLS as readonly string[]).includes(call.id)) return [];
  const body = bodyOf(call);
  return body ? requestMismatches(call.id as CheckedCall, body, record) : [];
}
