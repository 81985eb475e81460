import type { EnrolmentCallInput } from './enrolment-details';
import { flatAnswers } from './flat-answers';

// The Tribal benefit an enrolment or a transfer claims, and what the enrolment page says of it
// (A §4, D25, D54). Read by the request builder and the page, never by the machine: it stays
// out of the machine's code, which every flow page loads.

/** The applicant said the household lives on Tribal lands (step 5's answer). */
export function saysTribalLands(input: Pick<EnrolmentCallInput, 'application'>): boolean {
  return flatAnswers(input.application.answers).checkTribal === true;
}

/**
 * Whether the household gets the Tribal benefit: A §4 and D25, the applicant said they live on
 * Tribal lands or the provider's answer confirmed it; where the rules need the National
 * Verifier's confirmation (D54), only its answer (`tribalStatusConfirmed`) counts.
 */
export function claimsTribalBenefit(
  input: Pick<EnrolmentCallInput, 'application' | 'eligibility' | 'programRules'>,
): boolean {
  if (input.eligibility.tribalStatusConfirmed) return true;
  return !input.programRules.identity.tribalBenefitNeedsConfirmation && saysTribalLands(input);
}

/**
 * D54: the applicant said they live on Tribal lands and the rules need the Verifier to confirm
 * it, which it did not: the standard amount, and a sentence that says why.
 */
export function tribalLandsNotConfirmed(
  input: Pick<EnrolmentCallInput, 'application' | 'eligibility' | 'programRules'>,
): boolean {
  return (
    input.programRules.identity.tribalBenefitNeedsConfirmation &&
    saysTribalLands(input) &&
    !input.eligibility.tribalStatusConfirmed
  );
}
