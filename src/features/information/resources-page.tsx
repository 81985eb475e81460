import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';

export function ResourcesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Resources`} />
      <PageHeading>
        <Trans>Resources</Trans>
      </PageHeading>
      <p>
        <Trans>What to have ready before you apply:</Trans>
      </p>
      <ul>
        <li>
          <Trans>the last four digits of your Social Security number, or your Tribal ID</Trans>
        </li>
        <li>
          <Trans>
            proof that you take part in a benefit program (for example a SNAP or Medicaid letter),
            or proof of your household income (for example last year’s tax return)
          </Trans>
        </li>
        <li>
          <Trans>
            your home address and a phone number or e-mail address where we can reach you
          </Trans>
        </li>
      </ul>
    </>
  );
}
