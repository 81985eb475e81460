import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';

export function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Contact us`} />
      <PageHeading>
        <Trans>Contact us</Trans>
      </PageHeading>
      <p>
        <Trans>
          Questions about your application or your service? E-mail{' '}
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a> or call{' '}
          <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>, Monday
          to Friday 8:00–20:00 and Saturday 10:00–19:00.
        </Trans>
      </p>
    </>
  );
}
