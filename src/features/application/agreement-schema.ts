import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { Agreement } from '../../../machines/flow-types';
import {
  type NeededSecret,
  secretEntries,
  secretMessages,
} from '../../shared/secrets/secrets-schema';
import { CERTIFICATIONS } from './certifications';

export const agreementMessages = {
  initials: msg`All fields are mandatory`,
  signature: msg`Signature is mandatory`,
  signatureConsent: msg`Checkbox is mandatory`,
  ...secretMessages,
};

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
  ...INITIALS_FIELDS,
  'signature',
  'signatureConsent',
] as const;

export const INITIALS_MAX_LENGTH = 4;
export const SIGNATURE_MAX_LENGTH = 100;

const Initials = v.pipe(v.string(), v.trim(), v.nonEmpty('initials'));

/** Step 7 (A §5 with D6), and the secret a reload lost (D14). */
export function agreementSchema(need: NeededSecret) {
  return v.object({
    ...secretEntries(need),
    ...(Object.fromEntries(INITIALS_FIELDS.map((field) => [field, Initials])) as Record<
      InitialsField,
      typeof Initials
    >),
    signature: v.pipe(v.string(), v.trim(), v.minLength(2, 'signature')),
    signatureConsent: v.literal(true, 'signatureConsent'),
  });
}

export type AgreementForm = Record<InitialsField, string> & {
  signature: string;
  signatureConsent: boolean;
  ssn4: string;
  tribalId: string;
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
  };
}

/** The machine's Agreement from a valid form: the initials in statement order. */
export function toAgreement(
  value: v.InferOutput<ReturnType<typeof agreementSchema>> & Record<InitialsField, string>,
): Agreement {
  return {
    initials: INITIALS_FIELDS.map((field) => value[field] ?? ''),
    signature: value.signature,
    signatureConsent: value.signatureConsent,
  };
}
