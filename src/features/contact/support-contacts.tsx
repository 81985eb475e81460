import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { env } from '../../config/env';
import { useProfileText } from '../../i18n/profile-text';

/** Beside the form: the carrier's support e-mail, phone and hours (its settings). */
export function SupportContacts() {
  const text = useProfileText();
  return (
    <aside className="card" aria-labelledby="support-title">
      <h2 id="support-title">
        <Trans>Other ways to reach us</Trans>
      </h2>
      <dl className="contact__support">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          <a href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>{env.supportPhone}</a>
        </dd>
        <dt>
          <Trans>Hours</Trans>
        </dt>
        <dd>
          {env.supportHours.map((line, index) => (
            <Fragment key={line.en}>
              {index > 0 && <br />}
              {text(line)}
            </Fragment>
          ))}
        </dd>
      </dl>
    </aside>
  );
}
