import type { ApiProgram } from '../../profiles/schema';
import type { Given } from '../fields/field-list';
import { flatAnswers } from '../flat-answers';
import type { ApplicationData } from '../flow-types';
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
  /** D57: the assisting representative's RAD ID; '' or absent when none assisted. */
  representative?: string;
}

/**
 * A §7 and provider-api.md: the applicant's personal data (`ssn4` left out when tribal is
 * checked, `checkTribal` never sent), plus `carrierUrl`, a valid `resellerCode` and the build's
 * `program` (additions of 2026-11-24), `repId` or `repNotAssisted` (D57); the middle name where step 1 asks it, `ssn4` or
 * `tribalId`, never both (D40), and the benefit qualifying person's `bqp*`, all or nothing (D41).
 */
export function eligibilityCheckBody(
  application: ApplicationData,
  extra: CheckExtra,
): Record<string, string> {
  const all = flatAnswers(application.answers) as Given;
  const answers = answerSteps.map((step) => {
    const answer = application.answers[step] as Given | undefined;
    return answer ? requestFields(answerStepFields(step), 'check', answer, all) : {};
  });
  return {
    ...Object.fromEntries(
      Object.entries(Object.assign({}, ...answers)).map(([field, value]) => [field, String(value)]),
    ),
    ...qualifyingPersonFields(application.answers.qualification),
    carrierUrl: extra.carrierUrl,
    program: extra.program,
    ...(extra.resellerCode ? { resellerCode: extra.resellerCode } : {}),
    ...representativeFields(extra.representative),
  };
}
