import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';

export function CheckStatusPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Check Application Status`} />
      <PageHeading>
        <Trans>Check Application Status</Trans>
      </PageHeading>
      <p>
        <Trans>
          To ask about an application you already sent, call us at {env.supportPhone} or e-mail{' '}
          {env.supportEmail} with your application ID or eligibility check ID.
        </Trans>
      </p>
    </>
  );
}
