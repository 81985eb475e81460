import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { Agreement } from '../../../../machines/flow-types';
import type { SecretField } from '../../../../machines/step-answers';
import {
  type ApplicantName,
  expectedInitials,
  initialsMatch,
  initialsMessages,
  signatureMatches,
  signatureMessages,
} from '../../../shared/rules/signature-rules';
import {
  type NeededSecret,
  secretEntries,
  secretMessages,
} from '../../../shared/secrets/secrets-schema';
import { CERTIFICATIONS } from '../certifications';

/**
 * D27, D29: each message says what to type, with the applicant's initials and name when
 * step 1 gave them.
 */
export function agreementMessages(name: ApplicantName | null): Record<string, MessageDescriptor> {
  return {
    ...initialsMessages(expectedInitials(name)),
    ...signatureMessages(name ? fullNameOf(name) : ''),
    signatureConsent: msg`Check the box to agree that typing your name is your electronic signature`,
    ...secretMessages,
    bqpSsn4Required: msg`Enter the last 4 digits of your child’s or dependent’s Social Security number`,
    bqpSsn4Invalid: msg`Last 4 digits of your child’s or dependent’s Social Security number must be 4 numbers, like 1234`,
    bqpTribalId: msg`Enter your child’s or dependent’s Tribal ID number`,
    bqpTribalIdTooLong: msg`Your child’s or dependent’s Tribal ID number must be 24 characters or fewer`,
  };
}

/** The name the signature must be: "María López". */
export function fullNameOf(name: ApplicantName): string {
  return `${name.firstName} ${name.lastName}`.replace(/\s+/g, ' ').trim();
}

export type InitialsField = `initials${number}`;

/** The initials boxes of `count` certification statements: initials1, initials2, … */
export function initialsFields(count: number): readonly InitialsField[] {
  return Array.from({ length: count }, (_, index): InitialsField => `initials${index + 1}`);
}

/** One initials box per certification statement of the profile (D6: all required). */
export const INITIALS_FIELDS = initialsFields(CERTIFICATIONS.length);

/** Fields in the order they appear, for the error summary. */
export const AGREEMENT_FIELDS = [
  'ssn4',
  'tribalId',
  'bqpSsn4',
  'bqpTribalId',
  ...INITIALS_FIELDS,
  'signature',
  'signatureConsent',
] as const;

export const INITIALS_MAX_LENGTH = 4;
export const SIGNATURE_MAX_LENGTH = 100;

/**
 * Step 7 (A §5 with D6), and the secret a reload lost (D14). With the applicant's name (step
 * 1), the initials must be theirs and the signature their full name (D29); without it there
 * is nothing to compare with, and they are only required.
 */
export function agreementSchema(
  need: NeededSecret | readonly SecretField[],
  name: ApplicantName | null = null,
) {
  const expected = expectedInitials(name);
  const Initials = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('initialsRequired'),
    v.check((value) => expected === '' || initialsMatch(value, expected), 'initialsMismatch'),
  );
  return v.object({
    ...secretEntries(need),
    ...(Object.fromEntries(INITIALS_FIELDS.map((field) => [field, Initials])) as Record<
      InitialsField,
      typeof Initials
    >),
    signature: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('signatureRequired'),
      v.minLength(2, 'signatureMismatch'),
      v.check((value) => name === null || signatureMatches(value, name), 'signatureMismatch'),
    ),
    signatureConsent: v.literal(true, 'signatureConsent'),
  });
}

export type AgreementForm = Record<InitialsField, string> & {
  signature: string;
  signatureConsent: boolean;
  ssn4: string;
  tribalId: string;
  bqpSsn4: string;
  bqpTribalId: string;
};

/** The form's starting values: what was signed before (a time-out, a reload), else empty. */
export function agreementForm(agreement: Agreement | null): AgreementForm {
  return {
    ...(Object.fromEntries(
      INITIALS_FIELDS.map((field, index) => [field, agreement?.initials[index] ?? '']),
    ) as Record<InitialsField, string>),
    signature: agreement?.signature ?? '',
    signatureConsent: agreement?.signatureConsent ?? false,
    ssn4: '',
    tribalId: '',
    bqpSsn4: '',
    bqpTribalId: '',
  };
}

/**
 * The machine's Agreement from a valid form: the initials in statement order, and (D56) when,
 * in which language and over which wording it was signed.
 */
export function toAgreement(
  value: v.InferOutput<ReturnType<typeof agreementSchema>> & Record<InitialsField, string>,
  signed: Pick<Agreement, 'signedAt' | 'language' | 'wording'>,
): Agreement {
  return {
    initials: INITIALS_FIELDS.map((field) => value[field] ?? ''),
    signature: value.signature,
    signatureConsent: value.signatureConsent,
    ...signed,
  };
}
