import type { FieldList } from '../fields/field-list';
import type { LegacyData } from '../flow-types';
import { flatLegacy, type LegacyAnswerKey, legacyAnswerFields } from '../legacy-data';
import type { CheckExtra } from './eligibility-check';
import { representativeFields } from './representative';
import { requestFields } from './request-fields';

// The short form's check's body (B §4, §7), built when it is sent from its answers: each row's
// `check` field (machines/steps/legacy-*.ts), then the check's own.

/**
 * B §7: the short form's personal data plus `carrierUrl` (and a valid `resellerCode`, D4) and
 * the build's `program` (provider-api.md, additions of 2026-11-24). The mailing fields are the
 * home address's unless it differs; a phone number given is consent to be contacted on it; with
 * a document instead of the SSN digits, `alternateId` carries its number and `ssn4` is left
 * out. Empty optional fields are not sent.
 */
export function legacyCheckBody(legacy: LegacyData, extra: CheckExtra): Record<string, string> {
  const all = flatLegacy(legacy);
  const fields = Object.entries(legacyAnswerFields).map(([key, rows]: [string, FieldList]) => {
    const answer = legacy[key as LegacyAnswerKey];
    return answer ? requestFields(rows, 'check', answer, all) : {};
  });
  const payload: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(Object.assign({}, ...fields)).map(([field, value]) => [field, String(value)]),
    ),
    carrierUrl: extra.carrierUrl,
    program: extra.program,
    ...(extra.resellerCode ? { resellerCode: extra.resellerCode } : {}),
    // D57: the short form is never offered to an assisted applicant, so this says none assisted.
    ...representativeFields(extra.representative),
  };
  return Object.fromEntries(
    Object.entries(payload).filter(([key, value]) => value !== '' || key === 'ssn4'),
  );
}
