import { incomeRule, programShortName, qualifyingPrograms } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { flowPaths, informationPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';

/**
 * /NotQualifiedPage: why, how to check again, and the provider's offer without the program. The
 * rules (income percent, qualifying programs) are the profile's.
 */
export function NotQualifiedPage() {
  const { t, i18n } = useLingui();
  const text = useProfileText();
  const { siteName, supportEmail, supportPhone } = env;
  const phoneHref = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
  const program = text(programShortName);
  const percent = incomeRule.percentOfGuidelines;
  const listed = qualifyingPrograms.filter((entry) => entry.code !== incomeRule.code);
  const programs = listed.filter((entry) => !entry.tribalLandsOnly);
  const tribalPrograms = listed.filter((entry) => entry.tribalLandsOnly);
  const tribalList = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    tribalPrograms.map((entry) => text(entry.name)),
  );
  const title = t`You do not qualify for the ${program} benefit`;

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="hero__lead">
        <Trans>
          We are sorry. From the answers given, your household does not meet the {program} rules
          today. That can change, and you may still have options.
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
            Household income at or below {percent}% of the federal poverty guidelines. The limit
            depends on how many people live in your household and on your state: see the income
            table on <Link to={informationPaths.about}>the About {program} page</Link>.
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
          {programs.map((entry) => (
            <li key={entry.code}>{text(entry.name)}</li>
          ))}
          {tribalPrograms.length > 0 && (
            <li>
              <Trans>Tribal programs: {tribalList}</Trans>
            </li>
          )}
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
            the {program} benefit to get it. Prepaid means you pay for your service before you use
            it.
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
