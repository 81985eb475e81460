import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ApiFailure, ApiFailureKind } from '../../../machines/flow-types';

// What a failure says while the rest of the guidance is on its way (DEC-150), so the alert never
// draws empty. This file is in the flow's catalog (lingui.config.ts), not the lazily loaded
// `guidance` one, and the guidance table's transport entries use these same descriptors, so
// the words cannot drift apart. It imports nothing of the guidance: the lazily loaded modules
// import it, never the other way round, so no circle ties them to lazy-guidance.tsx.

/** What happened when no answer could be used (D3, D22), by kind of failure. */
export const transportHeadlines = {
  timeout: msg`The server took too long to answer. Nothing was lost: please try again.`,
  network: msg`We could not reach the server. Check your connection, then try again.`,
  server: msg`The provider’s system had a problem and could not answer.`,
  malformed: msg`We received an answer we could not read. Please try again in a moment.`,
  rejected: msg`Something went wrong, please try again later`,
  'unsafe-link': msg`The answer asked us to send you to a web address we do not trust, so we stopped. Please call us so we can finish your application.`,
} as const satisfies Record<ApiFailureKind, unknown>;

/** The provider's words are labelled as theirs (D30), in the applicant's language. */
export const providerWordsLabel = msg`The provider’s message:`;

/** The eager line for a failure: its kind's sentence (a refusal's code needs the table). */
export function failureHeadline(failure: ApiFailure) {
  return transportHeadlines[failure.kind];
}

/**
 * The language of the provider's own words: the provider API answers in English. On a Spanish
 * page they are marked as English (`lang`), so a screen reader says them as English and a
 * translating browser knows what they are (issue 27: "Mensaje del proveedor: Program
 * participation not confirmed" read as Spanish).
 */
export const PROVIDER_LANG = 'en';

/** The provider's words in quotes, marked as theirs and in their language; text, never HTML. */
export function ProviderQuote({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <span>{i18n._(providerWordsLabel)}</span> <q lang={PROVIDER_LANG}>{message}</q>
    </>
  );
}

/** The provider's own words, labelled as theirs (D30); the words stay text, never HTML. */
export function ProviderWords({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="provider-words">
      <ProviderQuote message={message} />
    </p>
  );
}
