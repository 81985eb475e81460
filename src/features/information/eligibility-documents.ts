import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// What the National Verifier accepts as proof is the profile's (`siteDocuments`); these are the
// headings it is grouped under. Nothing to download: these are papers the applicant already has
// (B §2's "downloadable documents").

export type DocumentGroup = 'program' | 'income' | 'identity';

export const DOCUMENT_GROUPS: readonly { id: DocumentGroup; title: MessageDescriptor }[] = [
  { id: 'program', title: msg`If you qualify through a program` },
  { id: 'income', title: msg`If you qualify through your income` },
  { id: 'identity', title: msg`If you are asked who you are or where you live` },
];
