import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegacyData, LegacyIdentity } from '../../../machines/flow-types';
import { needsIdentity } from '../../../machines/legacy-data';
import { programName } from '../../shared/programs/programs';
import { addressLines, formatBirthDate, formatPhone } from '../../shared/review/review-answers';
import { GOVERNMENT_IDS } from './id-verification-schema';

export interface LegacyReviewRow {
  id: string;
  key: string;
  /** One line, or several (an address). */
  value: string | string[];
}

/**
 * Every answer of the short form as text, in the order the pages asked. The SSN digits and
 * a document's number are never part of it: a shared or shoulder-read screen must not show
 * them, so the rows only say whether they were given.
 */
export function legacyReviewRows(legacy: LegacyData, i18n: I18n): LegacyReviewRow[] {
  const { homeAddress, contact, question, personal, program, identity } = legacy;
  const rows: LegacyReviewRow[] = [];
  if (homeAddress) {
    rows.push({
      id: 'home',
      key: i18n._(msg`Home address`),
      value: withUrbanization(
        homeAddress.urbanizationCode,
        addressLines(homeAddress.address, homeAddress.city, homeAddress.state, homeAddress.zipCode),
      ),
    });
    if (homeAddress.mailingDiffers) {
      rows.push({
        id: 'mailing',
        key: i18n._(msg`Mailing address`),
        value: withUrbanization(
          homeAddress.contactUrbCode,
          addressLines(
            homeAddress.contactAddress,
            homeAddress.contactCity,
            homeAddress.contactState,
            homeAddress.contactZipCode,
          ),
        ),
      });
    }
  }
  if (contact) {
    rows.push(
      { id: 'email', key: i18n._(msg`E-mail address`), value: contact.contactEmail },
      {
        id: 'phone',
        key: i18n._(msg`Phone number`),
        value: contact.contactPhoneNumber
          ? formatPhone(contact.contactPhoneNumber)
          : i18n._(msg`Not given`),
      },
    );
  }
  const withDocument = needsIdentity(legacy) && identity?.method === 'document';
  if (question) {
    rows.push(
      {
        id: 'medicaidOrSnap',
        key: i18n._(msg`Does anyone in your household get Medicaid or SNAP?`),
        value: question.medicaidOrSnap === '1' ? i18n._(msg`Yes`) : i18n._(msg`No`),
      },
      {
        id: 'ssn4',
        key: i18n._(msg`Last 4 digits of your Social Security number`),
        value: i18n._(
          withDocument
            ? msg`Not needed: you confirm who you are with a document`
            : /^\d{4}$/.test(question.ssn4)
              ? msg`Given (hidden for your privacy)`
              : msg`Not kept after the page reloaded: please type them again below`,
        ),
      },
    );
  }
  if (personal) {
    rows.push(
      {
        id: 'name',
        key: i18n._(msg`Name`),
        value: [personal.firstName, personal.middleName, personal.lastName]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' '),
      },
      {
        id: 'dob',
        key: i18n._(msg`Date of birth`),
        value: formatBirthDate(personal.dob, i18n.locale),
      },
    );
  }
  if (program) {
    rows.push({
      id: 'program',
      key: i18n._(msg`Program`),
      value: program.inProgram
        ? (programName(program.eligibilityProgramCode, i18n.locale) ??
          program.eligibilityProgramCode)
        : i18n._(msg`None`),
    });
  }
  if (needsIdentity(legacy) && identity) {
    rows.push({
      id: 'identity',
      key: i18n._(msg`How you confirm who you are`),
      value: identityLines(identity, i18n),
    });
  }
  return rows;
}

function identityLines(identity: LegacyIdentity, i18n: I18n): string[] {
  if (identity.method === 'ssn') return [i18n._(msg`Last 4 digits of your Social Security number`)];
  const document = GOVERNMENT_IDS.find((id) => id.type === identity.documentType);
  const photoName = identity.photoName;
  return [
    document ? i18n._(document.name) : identity.documentType,
    identity.documentNumber.trim()
      ? i18n._(msg`Number given (hidden for your privacy)`)
      : i18n._(msg`Number not kept after the page reloaded: please type it again below`),
    ...(photoName ? [i18n._(msg`Photo: ${photoName}`)] : []),
  ];
}

/** Puerto Rico's urbanization goes on its own line above the street, as the post office asks. */
function withUrbanization(code: string, lines: string[]): string[] {
  return code.trim() ? [code.trim(), ...lines] : lines;
}
