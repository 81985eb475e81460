import { device, support } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetails } from '../../../../machines/flow-types';
import { useProfileText } from '../../../i18n/profile-text';

/**
 * Issue 16 §4: what happens after the confirmation, from the carrier's settings where they say
 * it (the device's delivery time and how it is paid, the support line), with plain defaults.
 * D58: a shipment is announced by e-mail or by phone only to someone who gave one; someone who
 * gave neither (or an order whose details are not known) is promised neither.
 */
export function NextSteps({ order }: { order: OrderDetails }) {
  const text = useProfileText();
  const phone = support.phone;
  const hours = support.hours.map(text).join('; ');
  const withDevice = order.withTablet && !order.tabletRejected && device !== null;
  const deviceName = device?.name ?? '';
  const told = order.reach?.email ? 'email' : order.reach?.phone ? 'phone' : null;
  return (
    <section className="card" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">
        <Trans>What happens next</Trans>
      </h2>
      <ol className="next-steps">
        {order.kind === 'transfer' ? (
          <li>
            <Trans>
              Keep using your phone as you do now. Your plan with us starts when the transfer is
              done; we send your SIM card if your phone needs a new one.
            </Trans>
          </li>
        ) : (
          <li>
            {told === 'email' ? (
              <Trans>
                We mail your SIM card to the shipping address you gave, usually within a week. We
                e-mail you when it ships.
              </Trans>
            ) : told === 'phone' ? (
              <Trans>
                We mail your SIM card to the shipping address you gave, usually within a week. We
                call or text you when it ships.
              </Trans>
            ) : (
              <Trans>
                We mail your SIM card to the shipping address you gave, usually within a week.
              </Trans>
            )}
          </li>
        )}
        {withDevice && (
          <li>
            {device?.deliveryTime ? (
              <Trans>
                The {deviceName}: {text(device.deliveryTime)}
              </Trans>
            ) : told === 'email' ? (
              <Trans>The {deviceName} ships separately; we e-mail you when it does.</Trans>
            ) : told === 'phone' ? (
              <Trans>The {deviceName} ships separately; we call or text you when it does.</Trans>
            ) : (
              <Trans>The {deviceName} ships separately.</Trans>
            )}{' '}
            {device && text(device.payment.description)}
          </li>
        )}
        <li>
          {/* The confirmation, with the code, is above this list (issue 27: it said "below"). */}
          {order.activationCode ? (
            <Trans>
              When the SIM card arrives, put it in your phone and restart the phone. If the phone
              asks for an activation code, type the one in your confirmation above.
            </Trans>
          ) : (
            <Trans>When the SIM card arrives, put it in your phone and restart the phone.</Trans>
          )}
        </li>
        <li>
          <Trans>
            Questions? Call us at <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> (
            {hours}) and give us your order ID.
          </Trans>
        </li>
      </ol>
    </section>
  );
}

/** Each number of the confirmation, in plain words (issue 16 §4). */
export function IdMeanings({ order }: { order: OrderDetails }) {
  const { t } = useLingui();
  const rows = [
    ...(order.applicationId
      ? [[t`Application ID`, t`Your application's number at the National Verifier.`]]
      : []),
    [t`Order ID`, t`Our number for your order. Give it when you call us.`],
    [t`Fulfillment ID`, t`The number of the package with your SIM card or device.`],
    ...(order.nladSubscriberId
      ? [
          [
            t`NLAD subscriber ID`,
            t`Your number in the national database that makes sure each household gets only one benefit.`,
          ],
        ]
      : []),
    ...(order.activationCode
      ? [[t`Activation code`, t`Type it if your phone asks for a code to start the service.`]]
      : []),
  ];
  return (
    <section aria-labelledby="id-meanings-title">
      <h2 id="id-meanings-title">
        <Trans>What these numbers are</Trans>
      </h2>
      <dl className="id-meanings">
        {rows.map(([name, meaning]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
