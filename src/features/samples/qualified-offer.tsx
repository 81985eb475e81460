import { benefit, planCard, programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../components/checkbox-field';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { flowPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { formatMoney } from '../../lib/money';
import { PlanCard } from '../../shared/plans/plan-card';
import { planAmount } from '../../shared/programs/amount-text';

/**
 * The "You qualify" page of /EligiblePage and /EligibleTabletPage: the provider, the Tribal
 * benefit check, the plan card (D25: unlimited data on Tribal lands) and, for the tablet
 * variant, `children` under the plan.
 */
export function QualifiedOffer({ children }: { children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const { siteName } = env;
  const program = text(programShortName);
  const money = (amount: number) => formatMoney(amount, i18n.locale, { cents: 'whenAny' });
  // D50: the amounts of the carrier's plan's service where the program's depend on it.
  const plan = planAmount();
  const monthly = money(plan?.monthly ?? benefit.monthly);
  const tribalMonthly = money(plan?.tribalMonthly ?? benefit.tribalMonthly);
  const [tribal, setTribal] = useState(false);
  const title = t`You qualify`;

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="hero__lead">
        <Trans>
          Households that qualify for the {program} benefit get up to {monthly} a month off their
          service, or up to {tribalMonthly} a month on qualifying Tribal lands. With {siteName},
          that pays for the whole plan below.
        </Trans>
      </p>

      <section className="provider-banner" aria-labelledby="provider-title">
        <h2 id="provider-title" className="provider-banner__name">
          <Trans>Your provider: {siteName}</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} is a {program} provider. We apply your benefit to your plan, mail your SIM
            card and help you if anything goes wrong.
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
                On qualifying Tribal lands the {program} benefit is up to {tribalMonthly} a month
                instead of {monthly}.
              </Trans>{' '}
              {planCard.tribalData && <>{text(planCard.tribalData.note)} </>}
              <Trans>
                When you apply, the National Verifier checks that your address is on qualifying
                Tribal lands.
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
          household can get one {program} benefit.
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
