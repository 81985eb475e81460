import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths, informationPaths } from '../../config/paths';

export function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Stay Connected`} />
      <section className="hero">
        <PageHeading>
          <Trans>Stay Connected</Trans>
        </PageHeading>
        <p className="hero__lead">
          <Trans>
            The Affordable Connectivity Program lowers the cost of internet service for eligible
            households: up to $30 a month, or up to $75 a month on qualifying Tribal lands.
          </Trans>
        </p>
        <div className="actions">
          <Link to={flowPaths.zip} className="button">
            <Trans>Apply now</Trans>
          </Link>
          <Link to={informationPaths.about} className="link-button">
            <Trans>Learn more</Trans>
          </Link>
        </div>
      </section>
      <section aria-labelledby="how-title">
        <h2 id="how-title">
          <Trans>How to be eligible</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>
              Check if you qualify: through a benefit program such as SNAP or Medicaid, or by
              household income.
            </Trans>
          </li>
          <li>
            <Trans>Enroll: apply here, and the National Verifier confirms your eligibility.</Trans>
          </li>
          <li>
            <Trans>Receive free mobile service, with a tablet for $10.01 if you want one.</Trans>
          </li>
        </ol>
      </section>
      <section className="card" aria-labelledby="before-title">
        <h2 id="before-title">
          <Trans>Before you get started</Trans>
        </h2>
        <p>
          <Trans>
            You prove who you are with the last four digits of your Social Security number, a Tribal
            ID, or another government ID.
          </Trans>
        </p>
        <Link to={flowPaths.zip}>
          <Trans>Next</Trans>
        </Link>
      </section>
    </>
  );
}
