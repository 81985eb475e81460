import { programRules } from 'virtual:carrier-settings';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  ssn4SchemaWith,
  TRIBAL_ID_MAX_LENGTH,
  tribalIdSchema,
  tribalIdSchemaWith,
} from '../../../machines/answers/fields';
import { missingSecrets } from '../../../machines/application-data';
import type { ApplicationData } from '../../../machines/flow-types';
import type { SecretField } from '../../../machines/step-answers';
import { ssn4Schema, ssnMessages } from '../rules/ssn-rules';

// D14: the numbers (the SSN digits or a Tribal ID, the applicant's and a dependent's) are
// never stored, so after a reload the review and the agreement ask again for those the check
// needs. A tribal application sends the tribal number instead of ssn4 (A §4, D40), so only one
// of the two is ever asked for each person.

export type NeededSecret = SecretField | null;

// A dependent's numbers (D41) are worded by the pages that ask them again, in their own
// catalogs: `common` carries only what every page may show.
// The applicant's Tribal ID is called what the step that asked it called it: step 1's "Tribal
// ID number" where the profile asks it there (D40), step 5's "Tribal number" otherwise (A §4).
export const secretMessages = {
  ...ssnMessages,
  ...(programRules.identity.tribalIdForSsn
    ? {
        tribalId: msg`Enter your Tribal ID number`,
        tribalIdTooLong: msg`Tribal ID number must be 24 characters or fewer`,
      }
    : {
        tribalId: msg`Enter your Tribal number`,
        tribalIdTooLong: msg`Tribal number must be 24 characters or fewer`,
      }),
};

export { TRIBAL_ID_MAX_LENGTH };

/** Which secret, if any, the applicant must type again first (see neededSecrets). */
export function neededSecret(application: ApplicationData): NeededSecret {
  return missingSecrets(application)[0] ?? null;
}

/** Every secret the applicant must type again before the application can go, in page order. */
export function neededSecrets(application: ApplicationData): SecretField[] {
  return missingSecrets(application);
}

type Needs = NeededSecret | readonly SecretField[];

const asList = (needs: Needs): readonly SecretField[] =>
  Array.isArray(needs) ? needs : needs === null ? [] : [needs as SecretField];

const NotAsked = v.optional(v.string());

const secretSchemas = {
  ssn4: ssn4Schema,
  tribalId: tribalIdSchema,
  bqpSsn4: ssn4SchemaWith({ required: 'bqpSsn4Required', invalid: 'bqpSsn4Invalid' }),
  bqpTribalId: tribalIdSchemaWith({ required: 'bqpTribalId', tooLong: 'bqpTribalIdTooLong' }),
} satisfies Record<SecretField, v.GenericSchema<string, string>>;

/** Schema entries for the secrets: the needed ones are checked, the others ignored. */
export function secretEntries(needs: Needs) {
  const list = asList(needs);
  const entry = (field: SecretField) => (list.includes(field) ? secretSchemas[field] : NotAsked);
  return {
    ssn4: entry('ssn4'),
    tribalId: entry('tribalId'),
    bqpSsn4: entry('bqpSsn4'),
    bqpTribalId: entry('bqpTribalId'),
  };
}

/** The part of the event that carries the typed secrets; nothing when none was asked. */
export function secretsToSend(
  needs: Needs,
  value: Partial<Record<SecretField, string | undefined>>,
): Partial<Record<SecretField, string>> {
  return Object.fromEntries(
    asList(needs).flatMap((field) => (value[field] ? [[field, value[field]]] : [])),
  );
}
