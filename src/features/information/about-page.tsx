import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { flowPaths } from '../../config/paths';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`About ACP`} />
      <PageHeading>
        <Trans>About the Affordable Connectivity Program</Trans>
      </PageHeading>
      <p>
        <Trans>
          The Affordable Connectivity Program (ACP) is a U.S. government benefit that helps
          households pay for internet service and a connected device. It gives up to $30 a month off
          internet service, up to $75 a month on qualifying Tribal lands, and a one-time discount of
          up to $100 on a laptop, desktop computer or tablet when you pay more than $10 and less
          than $50 toward it.
        </Trans>
      </p>
      <h2>
        <Trans>Do you qualify?</Trans>
      </h2>
      <p>
        <Trans>
          Your household qualifies if its income is at or below 200% of the federal poverty
          guidelines, or if someone in it takes part in SNAP, Medicaid, Supplemental Security
          Income, federal public housing assistance, a Veterans or Survivors Pension, free or
          reduced-price school lunch or breakfast, a Federal Pell Grant, WIC, Lifeline, or a Tribal
          program.
        </Trans>
      </p>
      <Link to={flowPaths.zip} className="button">
        <Trans>Apply now</Trans>
      </Link>
    </>
  );
}
