import * as v from 'valibot';
import { type AnswerOf, fieldList, type Given } from '../fields/field-list';
import { requiredText } from '../fields/rules';
import { byDocument } from './legacy-question';

// The short form's ID page (/IdVerificationPage, B §2, §3), asked only without a program: who
// the applicant is, by the last 4 SSN digits (the question page's, asked again here) or by a
// government document with a photo of it. The document's number is never stored (D14) and is
// sent as `alternateId` instead of the digits (B §7). The photo never leaves the device, so the
// answer keeps its name: the page judges the file itself (legacy-identity-page.ts).

/** B §3's government IDs, by the code the provider knows them by. */
export const GOVERNMENT_ID_TYPES = [
  'driver_license',
  'taxpayer_identification_number',
  'passport',
] as const;
export type GovernmentIdType = (typeof GOVERNMENT_ID_TYPES)[number];

export const IDENTITY_METHODS = ['ssn', 'document'] as const;

/** A §9's longest identifier; a passport or licence number is far shorter. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 24;

const document = (given: Given) => given.method === 'document';
const whenDocument = { when: document, otherwise: '' } as const;

export const legacyIdentityFields = fieldList({
  method: {
    control: { kind: 'choice', options: () => IDENTITY_METHODS },
    rule: () => v.picklist(IDENTITY_METHODS, 'method'),
    review: { as: 'choice', row: 'identity', join: 'lines' },
    example: 'ssn',
  },
  documentType: {
    // A select, drawn by the page with the method's choice (id-verification-page.tsx).
    control: { kind: 'custom' },
    ...whenDocument,
    rule: () => v.picklist(GOVERNMENT_ID_TYPES, 'documentType'),
    review: { as: 'choice', row: 'identity', when: document },
    example: 'passport',
  },
  documentNumber: {
    control: { kind: 'text', letters: true, maxLength: DOCUMENT_NUMBER_MAX_LENGTH },
    ...whenDocument,
    rule: () =>
      v.pipe(
        requiredText('documentNumber'),
        v.maxLength(DOCUMENT_NUMBER_MAX_LENGTH, 'documentNumber'),
      ),
    secret: true,
    review: { as: 'hidden', row: 'identity', when: document },
    api: {
      check: (number: string, answers: Given) =>
        byDocument(answers) ? { alternateId: number.trim() } : {},
    },
    example: 'X1234567',
  },
  /** The photo's name: the page judges the file itself (legacy-identity-page.ts). */
  photoName: {
    control: { kind: 'custom', target: 'photo' },
    ...whenDocument,
    rule: () => requiredText('photo'),
    review: { as: 'text', row: 'identity', when: document },
    example: 'passport.jpg',
  },
});

export type LegacyIdentity = AnswerOf<typeof legacyIdentityFields>;
