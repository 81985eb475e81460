import type { I18n } from '@lingui/core';
import type { ApiFailure } from '../../machines/flow-types';
import {
  eligibilityGuidance,
  enrolmentGuidance,
  failureGuidance,
  providerWordsLabel,
  transportGuidance,
} from '../shared/guidance/failure-guidance';

/** Our words for a provider code, if we have any (D30's table). */
export function codeMessage(i18n: I18n, code: string | undefined): string | undefined {
  const guidance = eligibilityGuidance(code) ?? enrolmentGuidance(code);
  return guidance ? i18n._(guidance.what) : undefined;
}

/** What happened, in our words and the applicant's language (D30). */
export function failureMessage(i18n: I18n, failure: ApiFailure): string {
  return i18n._(failureGuidance(failure).what);
}

/** The provider's own words, labelled as theirs in the applicant's language (D30). */
export function providerWords(i18n: I18n, message: string): string {
  return `${i18n._(providerWordsLabel)} “${message}”`;
}

/**
 * One line for a toast: our words, then the provider's labelled, never instead of ours. With
 * neither a code we know nor words of the provider, A §8's fallback.
 */
export function noticeText(i18n: I18n, notice: { code?: string; message?: string }): string {
  const ours = codeMessage(i18n, notice.code) ?? i18n._(transportGuidance.rejected.what);
  return notice.message ? `${ours} ${providerWords(i18n, notice.message)}` : ours;
}
