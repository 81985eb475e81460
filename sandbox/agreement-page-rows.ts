import type { AgreementRow } from './agreement-records.ts';
import { escapeHtml, maskId } from './html.ts';

/** The control page's rows for the signed agreements: every value escaped, ids masked. */
export function agreementRows(agreements: readonly AgreementRow[]): string[][] {
  return agreements.map(({ application_id, record, received_at }) => [
    escapeHtml(received_at),
    `<code>${escapeHtml(maskId(application_id))}</code>`,
    escapeHtml(record.signedAt),
    escapeHtml(record.language),
    escapeHtml(record.wording),
    `<code>${escapeHtml(record.wordingDigest)}</code>`,
    record.statements
      .map(({ id, initials }) => `<code>${escapeHtml(id)}</code>: ${escapeHtml(initials)}`)
      .join('<br>'),
    escapeHtml(record.signature),
  ]);
}
