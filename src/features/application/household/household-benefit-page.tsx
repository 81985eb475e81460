import { programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { screenHeadings } from '../../../../machines/screen-headings';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { env } from '../../../config/env';
import { stepUrls } from '../../../config/paths';
import { useProfileText } from '../../../i18n/profile-text';

/**
 * /HouseholdBenefitPage (D44, Form 5631): the applicant shares money with an adult at the
 * address who gets the benefit, so the household already has its one benefit. Nothing is
 * sent; the page says why, how the benefit can come to this provider, and where to change an
 * answer that was wrong.
 */
export function HouseholdBenefitPage() {
  const { i18n } = useLingui();
  const text = useProfileText();
  const program = text(programShortName);
  const siteName = env.siteName;
  // The heading names the program as a value (machines/ knows no profile).
  const heading = screenHeadings.householdBenefit;
  const title = i18n._(heading.id, { program }, { message: heading.message });

  return (
    <>
      <PageTitle title={title} hasErrors={false} />
      <PageHeading>{title}</PageHeading>
      <p>
        <Trans>
          You told us that you live with an adult who gets {program} and that you share money with
          them. People who live together and share money are one household, and a household can have
          only one {program} benefit. So we have not sent your application.
        </Trans>
      </p>
      <h2>
        <Trans>Moving your household’s benefit to {siteName}</Trans>
      </h2>
      <p>
        <Trans>
          The benefit can be moved to {siteName}: this is called a transfer. The adult who gets{' '}
          {program} applies here in their own name. When we find that they already have it with
          another provider, we offer to transfer it to us. The household keeps its one benefit; only
          the provider changes.
        </Trans>
      </p>
      <h2>
        <Trans>If an answer was wrong</Trans>
      </h2>
      <p>
        <Trans>
          If that adult does not get {program}, or you do not share money with them, change your
          answers.
        </Trans>
      </p>
      <p>
        <Link to={stepUrls.household} className="button">
          <Trans>Change your household answers</Trans>
        </Link>
      </p>
    </>
  );
}
