import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiFailure } from '../../machines/flow-types';

const byKind: Record<ApiFailure['kind'], MessageDescriptor> = {
  timeout: msg`The server took too long to answer. Nothing was lost: please try again.`,
  network: msg`We could not reach the server. Check your connection, then try again.`,
  malformed: msg`We received an answer we could not read. Please try again in a moment.`,
  rejected: msg`Something went wrong, please try again later`,
  'unsafe-link': msg`The answer asked us to send you to a web address we do not trust, so we stopped. Please call us so we can finish your application.`,
};

/** Provider codes the app explains in its own words, in the applicant's language. */
const byCode: Record<string, MessageDescriptor> = {
  // DEC-090: the app already sent a new key once; what is left is to ask for a fresh start.
  IDEMPOTENCY_KEY_REUSED: msg`We could not send your enrollment because the same request was already used with other details. Please check your details and try again. If it happens again, call us.`,
};

/** Our words for a provider code, if we have any. */
export function codeMessage(i18n: I18n, code: string | undefined): string | undefined {
  const descriptor = code ? byCode[code] : undefined;
  return descriptor ? i18n._(descriptor) : undefined;
}

/** What to tell a person about a failed call: the provider's own words when it gave any. */
export function failureMessage(i18n: I18n, failure: ApiFailure): string {
  const worded = codeMessage(i18n, failure.code);
  if (worded) return worded;
  if (failure.kind === 'rejected' && failure.message) return failure.message;
  return i18n._(byKind[failure.kind]);
}
