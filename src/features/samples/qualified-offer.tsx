import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../components/checkbox-field';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import { PlanCard } from '../../shared/plans/plan-card';

/**
 * The "You qualify" page of /EligiblePage and /EligibleTabletPage: the provider, the Tribal
 * benefit check, the plan card (D25: unlimited data on Tribal lands) and, for the tablet
 * variant, `children` under the plan.
 */
export function QualifiedOffer({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const { siteName } = env;
  const [tribal, setTribal] = useState(false);
  const title = t`You qualify`;

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="hero__lead">
        <Trans>
          Households that qualify for the Affordable Connectivity Program get up to $30 a month off
          their internet service, or up to $75 a month on qualifying Tribal lands. With {siteName},
          that pays for the whole plan below.
        </Trans>
      </p>

      <section className="provider-banner" aria-labelledby="provider-title">
        <h2 id="provider-title" className="provider-banner__name">
          <Trans>Your provider: {siteName}</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} takes part in the ACP. We apply your benefit to your plan, mail your SIM card
            and help you if anything goes wrong.
          </Trans>
        </p>
      </section>

      <CheckboxField
        id="tribal"
        label={t`I live on qualifying Tribal lands`}
        hint={t`Qualifying Tribal lands include reservations, Alaska Native regions and villages, Hawaiian Home Lands and former reservations in Oklahoma.`}
        checked={tribal}
        onChange={(event) => setTribal(event.target.checked)}
        aria-controls="tribal-benefit"
      />
      <div id="tribal-benefit" aria-live="polite">
        {tribal && (
          <div className="notice">
            <p>
              <Trans>
                With the Enhanced Tribal Benefit, the ACP pays up to $75 a month instead of $30, so
                your plan below comes with UNLIMITED data. When you apply, the National Verifier
                checks that your address is on qualifying Tribal lands.
              </Trans>
            </p>
          </div>
        )}
      </div>

      <PlanCard unlimited={tribal} />

      {children}

      <p>
        <Trans>
          When you apply, the National Verifier, run by USAC, checks your eligibility. Each
          household can get one ACP benefit.
        </Trans>
      </p>
      <div className="actions">
        <Link to={flowPaths.zip} className="button">
          <Trans>Start your application</Trans>
        </Link>
      </div>
    </>
  );
}
