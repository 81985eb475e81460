import type { ApiProgram } from '../../profiles/schema';
import type { Given } from '../fields/field-list';
import { flatAnswers } from '../flat-answers';
import type { Agreement, ApplicationData } from '../flow-types';
import { answerStepFields, answerSteps } from '../step-answers';
import { qualifyingPersonFields } from '../steps/qualification';
import { representativeFields } from './representative';
import { requestFields } from './request-fields';

// The eligibility check's body (POST /public/acp/eligibility-check, D1), built when it is sent
// from the application's answers then held (D51): each row's `check` field (machines/steps/),
// then the check's own. Pure: the app's call sends it; the tests and the browser paths' setup
// build theirs with it too.

/** What every eligibility check sends besides the answers (A §7, D4, provider-api.md). */
export interface CheckExtra {
  carrierUrl: string;
  resellerCode: string | null;
  program: ApiProgram;
  /**
   * D56: the wording the agreement showed, which the call reads when it sends the check, where
   * the profile keeps the signed record (`signing.keepsRecord`); none, and no record, else.
   */
  shownWording?: ShownWording | null;
  /** D57: the assisting representative's RAD ID; '' or absent when none assisted. */
  representative?: string;
}

/** D56: the statements the agreement showed, in order, and the digest of their texts. */
export interface ShownWording {
  statementIds: readonly string[];
  /** SHA-256, in lowercase hex, of `wordingText` of the statements' texts as shown. */
  wordingDigest: string;
}

/** D56: the signed record, as provider-api.md's `agreement` (additions of 2026-11-28). */
export interface AgreementRecord {
  signedAt: string;
  language: 'en' | 'es';
  wording: 'carrier' | 'summary';
  wordingDigest: string;
  statements: { id: string; initials: string }[];
  signature: string;
}

/** The check's body: the answers' fields (text; `householdSize` a number) and the record. */
export type CheckBody = Record<string, string | number | AgreementRecord>;

/**
 * D59: the household size the income route was judged on (adults and children), a number;
 * nothing on a program's route. Here rather than in the `income` row's `api`: the rows are in
 * every flow page's code, and the budgets (DEC-160) had no room (DEC-221).
 */
export function householdSizeField(
  income: { adults: number; children: number } | null | undefined,
): { householdSize?: number } {
  return income ? { householdSize: Number(income.adults) + Number(income.children) } : {};
}

/**
 * D56: the canonical form of the wording, whose SHA-256 is `wordingDigest`: each statement's
 * text exactly as the agreement showed it (in the language it was signed in, the brand name
 * filled in, without its number), in the order shown, in Unicode NFC, joined by one line feed
 * (U+000A) with none at the end, encoded as UTF-8. A carrier recomputes it from the wording it
 * filed: the same digest means the same words were signed.
 */
export function wordingText(texts: readonly string[]): string {
  return texts.map((text) => text.normalize('NFC')).join('\n');
}

/**
 * D56: the signed record the check carries, from the agreement as signed and the wording the
 * call found shown: each statement's id with the initials typed under it, in order.
 */
export function agreementRecord(agreement: Agreement, shown: ShownWording): AgreementRecord {
  return {
    signedAt: agreement.signedAt,
    language: agreement.language,
    wording: agreement.wording,
    wordingDigest: shown.wordingDigest,
    statements: shown.statementIds.map((id, index) => ({
      id,
      initials: (agreement.initials[index] ?? '').trim(),
    })),
    signature: agreement.signature.trim(),
  };
}

/**
 * A §7 and provider-api.md: the applicant's personal data (`ssn4` left out when tribal is
 * checked, `checkTribal` never sent), plus `carrierUrl`, a valid `resellerCode` and the build's
 * `program` (additions of 2026-11-24), `repId` or `repNotAssisted` (D57); the middle name where
 * step 1 asks it, `ssn4` or `tribalId`, never both (D40), and the benefit qualifying person's
 * `bqp*`, all or nothing (D41); on the income route the household's size, a number (D59); and
 * the signed record where the call gives the wording shown (D56).
 */
export function eligibilityCheckBody(application: ApplicationData, extra: CheckExtra): CheckBody {
  const all = flatAnswers(application.answers) as Given;
  const answers = answerSteps.map((step) => {
    const answer = application.answers[step] as Given | undefined;
    return answer ? requestFields(answerStepFields(step), 'check', answer, all) : {};
  });
  const { agreement } = application;
  return {
    ...Object.fromEntries(
      Object.entries(Object.assign({}, ...answers)).map(([field, value]) => [
        field,
        typeof value === 'number' ? value : String(value),
      ]),
    ),
    ...qualifyingPersonFields(application.answers.qualification),
    ...householdSizeField(application.answers.qualification?.income),
    carrierUrl: extra.carrierUrl,
    program: extra.program,
    ...(extra.resellerCode ? { resellerCode: extra.resellerCode } : {}),
    ...representativeFields(extra.representative),
    ...(extra.shownWording && agreement
      ? { agreement: agreementRecord(agreement, extra.shownWording) }
      : {}),
  };
}
