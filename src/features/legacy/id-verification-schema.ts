import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import type { GovernmentIdType, LegacyData, LegacyIdentity } from '../../../machines/flow-types';
import { type FieldErrors, type Validation, validate } from '../../lib/validate';
import { ssn4Schema, ssnMessages } from '../../shared/rules/ssn-rules';

export const idVerificationMessages = {
  method: msg`Choose how you want to confirm who you are`,
  ...ssnMessages,
  documentType: msg`Choose the type of document`,
  documentNumber: msg`Enter the number shown on your document`,
  photo: msg`Attach a photo or scan of your document`,
};

export const ID_VERIFICATION_FIELDS = [
  'method',
  'ssn4',
  'documentType',
  'documentNumber',
  'photo',
] as const;

export type IdVerificationField = (typeof ID_VERIFICATION_FIELDS)[number];

/** B §3's government ID options, by the code the provider knows them by. */
export const GOVERNMENT_IDS: readonly { type: GovernmentIdType; name: MessageDescriptor }[] = [
  { type: 'driver_license', name: msg`Driver’s license` },
  { type: 'taxpayer_identification_number', name: msg`Taxpayer Identification Number` },
  { type: 'passport', name: msg`Passport` },
];

/** B §5, §9: an attached document is under 10 MB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'gif'] as const;
// Some phones label a JPEG image/jpg or image/pjpeg; the extension check still applies.
const PHOTO_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'application/pdf',
];
/** The file picker's filter; the check below still runs, since a picker can show "All files". */
export const PHOTO_ACCEPT =
  '.jpg,.jpeg,.png,.pdf,.gif,image/jpeg,image/png,image/gif,application/pdf';

/** A §9's longest identifier; a passport or licence number is far shorter. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 24;

/** What is wrong with an attached file, or null when it can be used. */
export function photoProblem(file: File, locale: string): MessageDescriptor | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const knownExtension = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  // An empty type means the browser could not tell; the extension decides then.
  const knownType = file.type === '' || PHOTO_TYPES.includes(file.type.toLowerCase());
  if (!knownExtension || !knownType) {
    return msg`This file cannot be used. Attach a jpg, jpeg, png, pdf or gif file.`;
  }
  if (file.size === 0) return msg`This file is empty. Attach another photo or scan.`;
  if (file.size > PHOTO_MAX_BYTES) {
    const size = formatMegabytes(file.size, locale);
    return msg`This file is ${size}. Attach a file under 10 MB, for example a smaller photo.`;
  }
  return null;
}

/** "11.4 MB" in the reader's language; never rounds a too-large file down to "10 MB". */
export function formatMegabytes(bytes: number, locale: string): string {
  const megabytes = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
}

export interface IdVerificationForm {
  method: 'ssn' | 'document';
  ssn4: string;
  documentType: GovernmentIdType | '';
  documentNumber: string;
  /** The file chosen on this visit; it never leaves the page. */
  photo: File | null;
  /** A file attached on an earlier visit to this page, by name only. */
  earlierPhotoName: string;
}

/** The document's number: sent as alternateId, never stored (D14). */
export const DocumentNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('documentNumber'),
  v.maxLength(DOCUMENT_NUMBER_MAX_LENGTH, 'documentNumber'),
);
const identitySchema = v.variant(
  'method',
  [
    v.object({
      method: v.literal('ssn'),
      ssn4: ssn4Schema,
    }),
    v.object({
      method: v.literal('document'),
      documentType: v.picklist(
        GOVERNMENT_IDS.map((id) => id.type),
        'documentType',
      ),
      documentNumber: DocumentNumberSchema,
    }),
  ],
  'method',
);

export interface IdentityAnswer {
  identity: LegacyIdentity;
  ssn4?: string;
}

/**
 * Every problem of the form at once (D23): the text fields through the schema, the file by
 * `photoProblem`. A file attached on an earlier visit still counts: it never left the device,
 * so there is nothing to attach again.
 */
export function checkIdentity(
  form: IdVerificationForm,
  locale: string,
): Validation<IdentityAnswer, IdVerificationField> {
  const result = validate(identitySchema, form, idVerificationMessages);
  const errors: FieldErrors<string> = result.ok ? {} : { ...result.errors };
  let photoName = '';
  if (form.method === 'document') {
    if (form.photo) {
      const problem = photoProblem(form.photo, locale);
      if (problem) errors.photo = problem;
      photoName = form.photo.name;
    } else if (form.earlierPhotoName) {
      photoName = form.earlierPhotoName;
    } else {
      errors.photo = idVerificationMessages.photo;
    }
  }
  if (!result.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const answer = result.value;
  if (answer.method === 'ssn') {
    return {
      ok: true,
      value: {
        identity: { method: 'ssn', documentType: '', documentNumber: '', photoName: '' },
        ssn4: answer.ssn4,
      },
    };
  }
  return {
    ok: true,
    value: {
      identity: {
        method: 'document',
        documentType: answer.documentType,
        documentNumber: answer.documentNumber,
        photoName,
      },
    },
  };
}

/** The form as it opens: the earlier answer, and the SSN digits the question page took. */
export function idVerificationForm(legacy: LegacyData): IdVerificationForm {
  const identity = legacy.identity;
  return {
    method: identity?.method ?? 'ssn',
    ssn4: legacy.question?.ssn4 ?? '',
    documentType: identity?.documentType ?? '',
    documentNumber: identity?.documentNumber ?? '',
    photo: null,
    earlierPhotoName: identity?.method === 'document' ? identity.photoName : '',
  };
}
