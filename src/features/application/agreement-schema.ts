import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { Agreement } from '../../../machines/flow-types';
import {
  type NeededSecret,
  secretEntries,
  secretMessages,
} from '../../shared/secrets/secrets-schema';

export const agreementMessages = {
  initials: msg`All fields are mandatory`,
  signature: msg`Signature is mandatory`,
  signatureConsent: msg`Checkbox is mandatory`,
  ...secretMessages,
};

/** One initials box per certification statement (D6: all six required). */
export const INITIALS_FIELDS = [
  'initials1',
  'initials2',
  'initials3',
  'initials4',
  'initials5',
  'initials6',
] as const;

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
    initials1: Initials,
    initials2: Initials,
    initials3: Initials,
    initials4: Initials,
    initials5: Initials,
    initials6: Initials,
    signature: v.pipe(v.string(), v.trim(), v.minLength(2, 'signature')),
    signatureConsent: v.literal(true, 'signatureConsent'),
  });
}

export type AgreementForm = Record<(typeof INITIALS_FIELDS)[number], string> & {
  signature: string;
  signatureConsent: boolean;
  ssn4: string;
  tribalId: string;
};

/** The form's starting values: what was signed before (a time-out, a reload), else empty. */
export function agreementForm(agreement: Agreement | null): AgreementForm {
  const initials = (index: number) => agreement?.initials[index] ?? '';
  return {
    initials1: initials(0),
    initials2: initials(1),
    initials3: initials(2),
    initials4: initials(3),
    initials5: initials(4),
    initials6: initials(5),
    signature: agreement?.signature ?? '',
    signatureConsent: agreement?.signatureConsent ?? false,
    ssn4: '',
    tribalId: '',
  };
}

/** The machine's Agreement from a valid form: the six initials in statement order. */
export function toAgreement(value: v.InferOutput<ReturnType<typeof agreementSchema>>): Agreement {
  return {
    initials: INITIALS_FIELDS.map((field) => value[field]),
    signature: value.signature,
    signatureConsent: value.signatureConsent,
  };
}
