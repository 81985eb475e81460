import { device, programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageTitle } from '../../components/page-title';
import { env } from '../../config/env';
import { informationPaths } from '../../config/paths';
import { useProfileText } from '../../i18n/profile-text';
import { formatMoney } from '../../lib/money';

/** /EnrollmentResultPage: what happens after enrolling, step by step. */
export function EnrollmentResultPage() {
  const { t, i18n } = useLingui();
  const { supportEmail, supportPhone } = env;
  const phoneHref = `tel:${supportPhone.replace(/[^\d+]/g, '')}`;
  const text = useProfileText();
  const program = text(programShortName);
  const copay = formatMoney(device?.copay ?? 0, i18n.locale);
  const deviceName = device?.name ?? '';
  const title = t`Congratulations!`;

  return (
    <>
      <PageTitle title={title} />
      <PageHeading>{title}</PageHeading>
      <p className="hero__lead">
        <Trans>Once your enrolment is accepted, this is what happens next.</Trans>
      </p>

      <section aria-labelledby="sim-title">
        <h2 id="sim-title">
          <Trans>1. We mail your SIM card</Trans>
        </h2>
        <p>
          <Trans>
            Your SIM card is mailed to the shipping address you gave. It comes with instructions to
            activate your service.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="activate-title">
        <h2 id="activate-title">
          <Trans>2. Activate your service</Trans>
        </h2>
        <ol className="steps">
          <li>
            <Trans>Check that your phone is unlocked and works on 4G LTE or 5G networks.</Trans>
          </li>
          <li>
            <Trans>Turn your phone off and put the new SIM card in its SIM tray.</Trans>
          </li>
          <li>
            <Trans>
              Turn your phone back on and follow the activation instructions that came with the SIM
              card.
            </Trans>
          </li>
          <li>
            <Trans>Make a call or send a text to check that your service works.</Trans>
          </li>
        </ol>
      </section>

      {device && (
        <section aria-labelledby="tablet-title">
          {device.acp ? (
            <>
              <h2 id="tablet-title">
                <Trans>3. If you chose the tablet</Trans>
              </h2>
              <p>
                <Trans>
                  The tablet is sent to the same shipping address. You pay only the one-time co-pay
                  of {copay}; your plan stays free.
                </Trans>
              </p>
            </>
          ) : (
            <>
              <h2 id="tablet-title">
                <Trans>3. If you chose the {deviceName}</Trans>
              </h2>
              <p>
                <Trans>
                  The {deviceName} is sent to the same shipping address. You pay its price of{' '}
                  {copay} once; your plan stays free.
                </Trans>
              </p>
            </>
          )}
        </section>
      )}

      <section className="card" aria-labelledby="keep-title">
        <h2 id="keep-title">
          <Trans>Keep your benefit</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Use your service at least once every 30 days. A free plan that goes unused can be
              ended after a notice.
            </Trans>
          </li>
          <li>
            <Trans>If you move, give us your new address within 30 days.</Trans>
          </li>
          <li>
            <Trans>Each household can get only one {program} benefit.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Questions? E-mail <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or call{' '}
            <a href={phoneHref}>{supportPhone}</a>.
          </Trans>
        </p>
      </section>

      <div className="actions">
        <Link to={informationPaths.home} className="button">
          <Trans>Go to Home</Trans>
        </Link>
      </div>
    </>
  );
}
