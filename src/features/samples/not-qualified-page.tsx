import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { flowPaths, informationPaths } from '../../config/paths';

/** /NotQualifiedPage: why, how to check again, and the provider's offer without the ACP. */
export function NotQualifiedPage() {
  const { t } = useLingui();
  const { siteName, supportEmail, supportPhone } = env;
  const phoneHref = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
  const title = t`You do not qualify for the ACP`;

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="hero__lead">
        <Trans>
          We are sorry. From the answers given, your household does not meet the rules of the
          Affordable Connectivity Program today. That can change, and you may still have options.
        </Trans>
      </p>

      <section aria-labelledby="check-title">
        <h2 id="check-title">
          <Trans>Check the rules again</Trans>
        </h2>
        <p>
          <Trans>A household qualifies in one of two ways.</Trans>
        </p>
        <h3>
          <Trans>By income</Trans>
        </h3>
        <p>
          <Trans>
            Household income at or below 200% of the federal poverty guidelines. The limit depends
            on how many people live in your household and on your state: see the income table on{' '}
            <Link to={informationPaths.about}>the About ACP page</Link>.
          </Trans>
        </p>
        <h3>
          <Trans>By taking part in a program</Trans>
        </h3>
        <p>
          <Trans>
            Whatever your income, your household qualifies if someone in it takes part in one of
            these programs:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>SNAP (food stamps)</Trans>
          </li>
          <li>
            <Trans>Medicaid</Trans>
          </li>
          <li>
            <Trans>Supplemental Security Income (SSI)</Trans>
          </li>
          <li>
            <Trans>Federal Public Housing Assistance</Trans>
          </li>
          <li>
            <Trans>WIC</Trans>
          </li>
          <li>
            <Trans>Veterans Pension or Survivors Benefit</Trans>
          </li>
          <li>
            <Trans>Federal Pell Grant in the current award year</Trans>
          </li>
          <li>
            <Trans>
              Free or reduced-price school lunch or breakfast, including at Community Eligibility
              Provision schools
            </Trans>
          </li>
          <li>
            <Trans>Lifeline</Trans>
          </li>
          <li>
            <Trans>
              Tribal programs: Bureau of Indian Affairs General Assistance, Tribal TANF, Food
              Distribution Program on Indian Reservations (FDPIR) and Tribal Head Start
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If your income goes down or someone in your household joins one of these programs, you
            can apply again.
          </Trans>
        </p>
        <p>
          <Link to={flowPaths.zip}>
            <Trans>Apply again</Trans>
          </Link>
        </p>
      </section>

      <section className="card" aria-labelledby="offer-title">
        <h2 id="offer-title">
          <Trans>Another option from {siteName}: the 1P SIM plan</Trans>
        </h2>
        <p>
          <Trans>
            The 1P SIM plan is a low-cost prepaid mobile plan offered by {siteName}. You do not need
            the ACP benefit to get it. Prepaid means you pay for your service before you use it.
          </Trans>
        </p>
        <p>
          <Trans>
            Ask our support line for current prices and what the plan includes: call{' '}
            <a href={phoneHref}>{supportPhone}</a> or e-mail{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
        <Link to={informationPaths.contact} className="button">
          <Trans>Contact us</Trans>
        </Link>
      </section>
    </>
  );
}
