import * as v from 'valibot';
import { fieldList, type Given } from '../fields/field-list';
import { legacyIdentityFields as identity } from './legacy-identity';
import { legacyQuestionFields } from './legacy-question';

// The ID page's form (/IdVerificationPage, B §2, §3, §5): the identity's rows, with the SSN
// digits the question page took asked again under their option, and the document's photo
// judged as a file. The file never leaves the device, so the machine, which is sent its name,
// does not load these checks: every flow page would pay for them.

/** B §5, §9: an attached document is under 10 MB, of one of these kinds. */
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

/** A file chosen on the page, as far as the rule reads it (a browser's File is one). */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const isChosenFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' && value !== null && 'name' in value && 'size' in value;

/** What is wrong with a chosen file (its message key), or null when it can be used. */
export function photoProblem(file: ChosenFile): 'photoKind' | 'photoEmpty' | 'photoSize' | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const knownExtension = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  // An empty type means the browser could not tell; the extension decides then.
  const knownType = file.type === '' || PHOTO_TYPES.includes(file.type.toLowerCase());
  if (!knownExtension || !knownType) return 'photoKind';
  if (file.size === 0) return 'photoEmpty';
  if (file.size > PHOTO_MAX_BYTES) return 'photoSize';
  return null;
}

/**
 * The document's photo, kept by its name: a file chosen now, which must be usable, or the name
 * of one attached on an earlier visit (it never left the device: nothing to attach again).
 */
const photoRule = () =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (isChosenFile(value)) {
        const problem = photoProblem(value);
        if (problem === null) return value.name;
        addIssue({ message: problem });
        return NEVER;
      }
      if (typeof value === 'string' && value.trim() !== '') return value;
      addIssue({ message: 'photo' });
      return NEVER;
    }),
  );

export const legacyIdentityPageFields = fieldList({
  method: identity.method,
  ssn4: {
    ...legacyQuestionFields.ssn4,
    when: (given: Given) => given.method === 'ssn',
    otherwise: '',
  },
  documentType: identity.documentType,
  documentNumber: identity.documentNumber,
  photoName: { ...identity.photoName, rule: photoRule },
});
