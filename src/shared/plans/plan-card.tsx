import { Trans } from '@lingui/react/macro';
import type { EnrolmentContext } from '../../../machines/enrolment.machine';

/**
 * D25: tribal applicants get UNLIMITED data. Any of three sources says so: the applicant's
 * own tribal answer, the status answer, or the saved enrolment data (kept across a reload).
 */
export function hasUnlimitedData(
  context: Pick<EnrolmentContext, 'application' | 'eligibility' | 'savedEnrolment'>,
): boolean {
  return (
    context.application.tribal?.checkTribal === true ||
    context.eligibility.tribalStatusConfirmed ||
    context.savedEnrolment?.ebbpTribalBenefitFlag === '1'
  );
}

/** A §9's plan card. */
export function PlanCard({ unlimited }: { unlimited: boolean }) {
  return (
    <section className="card plan-card" aria-labelledby="plan-card-title">
      <h2 id="plan-card-title">
        <Trans>Your ACP plan</Trans>
      </h2>
      <p className="plan-card__price">
        <Trans>FREE</Trans>
      </p>
      <p className="plan-card__note">
        <Trans>Nothing to pay each month: the ACP benefit covers the whole plan.</Trans>
      </p>
      <ul className="plan-card__features">
        <li>
          <Trans>5G LTE data</Trans>
        </li>
        <li>
          {unlimited ? (
            <Trans>
              <strong>UNLIMITED</strong> data
            </Trans>
          ) : (
            <Trans>
              <strong>20GB</strong> per month
            </Trans>
          )}
        </li>
        <li>
          <Trans>Unlimited talk and text</Trans>
        </li>
        <li>
          <Trans>Nationwide coverage</Trans>
        </li>
      </ul>
      {unlimited && (
        <p className="plan-card__note">
          <Trans>Unlimited data comes with the enhanced Tribal benefit.</Trans>
        </p>
      )}
    </section>
  );
}
