import * as v from 'valibot';
import type { LegacyData } from '../../../machines/flow-types';
import { legacyLacksSecrets, needsIdentity } from '../../../machines/legacy-data';
import { ssn4Schema, ssnMessages } from '../../shared/rules/ssn-rules';
import { DocumentNumberSchema, idVerificationMessages } from './id-verification-schema';

// D14: the SSN digits and a document's number are never stored, so after a reload the review
// asks again for the one the eligibility check sends (a document's number replaces the
// digits, B §7), in place, instead of sending the applicant back to an earlier page.

export type LegacySecret = 'ssn4' | 'documentNumber' | null;

export const legacyReviewMessages = {
  ...ssnMessages,
  documentNumber: idVerificationMessages.documentNumber,
};

export const LEGACY_REVIEW_FIELDS = ['ssn4', 'documentNumber'] as const;

/** Which secret, if any, must be typed again before Next can send the check. */
export function neededLegacySecret(legacy: LegacyData): LegacySecret {
  if (!legacyLacksSecrets(legacy)) return null;
  return needsIdentity(legacy) && legacy.identity?.method === 'document'
    ? 'documentNumber'
    : 'ssn4';
}

const NotAsked = v.optional(v.string());

export function legacyReviewSchema(need: LegacySecret) {
  return v.object({
    ssn4: need === 'ssn4' ? ssn4Schema : NotAsked,
    documentNumber: need === 'documentNumber' ? DocumentNumberSchema : NotAsked,
  });
}

/** The part of `legacy.review.confirmed` that carries what was typed again; nothing if none. */
export function legacySecretsToSend(
  need: LegacySecret,
  value: { ssn4?: string | undefined; documentNumber?: string | undefined },
): { ssn4?: string; documentNumber?: string } {
  if (need === 'ssn4' && value.ssn4) return { ssn4: value.ssn4 };
  if (need === 'documentNumber' && value.documentNumber) {
    return { documentNumber: value.documentNumber };
  }
  return {};
}
