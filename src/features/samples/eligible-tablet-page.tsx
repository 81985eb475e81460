import { benefit, device, programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { useProfileText } from '../../i18n/profile-text';
import { formatMoney } from '../../lib/money';
import { QualifiedOffer } from './qualified-offer';

/** /EligibleTabletPage: "You qualify" with the tablet offer (A §9: $10.01 one-time co-pay). */
export function EligibleTabletPage() {
  const { t, i18n } = useLingui();
  const [tablet, setTablet] = useState(false);
  const text = useProfileText();
  const copay = formatMoney(device?.copay ?? 0, i18n.locale);
  const program = text(programShortName);

  // A program without a device benefit (Lifeline, D35): the carrier's own offer, by its name
  // and price, never as a co-pay; or nothing when the carrier offers no device.
  if (!benefit.device || !device?.acp) {
    const deviceName = device?.name ?? '';
    return (
      <QualifiedOffer>
        {device && (
          <section className="card" aria-labelledby="tablet-title">
            <h2 id="tablet-title">
              <Trans>Add the {deviceName}</Trans>
            </h2>
            <p>
              {text(device.payment.description)}
              {device.deliveryTime && <> {text(device.deliveryTime)}</>}
            </p>
            <CheckboxField
              id="tablet"
              label={t`Add the ${deviceName} for ${copay}`}
              hint={t`Your plan stays free. You confirm this choice when you enroll.`}
              checked={tablet}
              onChange={(event) => setTablet(event.target.checked)}
            />
          </section>
        )}
      </QualifiedOffer>
    );
  }
  const maxDiscount = formatMoney(benefit.device.maxDiscount, i18n.locale, { cents: 'whenAny' });

  return (
    <QualifiedOffer>
      <section className="card" aria-labelledby="tablet-title">
        <h2 id="tablet-title">
          <Trans>Add a tablet</Trans>
        </h2>
        <p>
          <Trans>
            The {program} also gives a one-time discount of up to {maxDiscount} on a connected
            device. With it, you can get a tablet for a one-time co-pay of {copay}.
          </Trans>
        </p>
        <table className="spec-table">
          <caption>
            <Trans>Tablet characteristics</Trans>
          </caption>
          <tbody>
            <tr>
              <th scope="row">
                <Trans>Screen size</Trans>
              </th>
              <td>
                <Trans>8 inches</Trans>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Connection</Trans>
              </th>
              <td>
                <Trans>Wi-Fi and 4G LTE</Trans>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Cameras</Trans>
              </th>
              <td>
                <Trans>Front and rear</Trans>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Trans>Operating system</Trans>
              </th>
              <td>
                <Trans>Android</Trans>
              </td>
            </tr>
          </tbody>
        </table>
        <p className="field__hint">
          <Trans>These are typical characteristics; the exact model may vary.</Trans>
        </p>
        <CheckboxField
          id="tablet"
          label={t`Add a tablet for ${copay}`}
          hint={t`A one-time co-pay. Your plan stays free. You confirm this choice when you enroll.`}
          checked={tablet}
          onChange={(event) => setTablet(event.target.checked)}
        />
        <p aria-live="polite">
          {tablet ? (
            <Trans>You pay {copay} once for the tablet, and nothing each month for the plan.</Trans>
          ) : (
            <Trans>You pay nothing each month for the plan.</Trans>
          )}
        </p>
      </section>
    </QualifiedOffer>
  );
}
