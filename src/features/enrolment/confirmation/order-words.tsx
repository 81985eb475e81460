import { device, programShortName } from 'virtual:carrier-settings';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetails } from '../../../../machines/flow-types';
import { useProfileText } from '../../../i18n/profile-text';
import { formatMoney } from '../../../lib/money';

// What the confirmation says was enrolled, and a device the provider did not approve.

/**
 * A program's device benefit (the ACP's tablet) is worded as a co-pay; a carrier's own offer
 * under a program without one (Lifeline, D35) by its name and price, never as a co-pay.
 */
const ownOffer = !device?.acp;

export function TabletRejected() {
  const { i18n } = useLingui();
  // The ACP's words name the amount as the provider's message does: "10.01 USD".
  const amount = (device?.copay ?? 0).toFixed(2);
  const price = formatMoney(device?.copay ?? 0, i18n.locale);
  const deviceName = device?.name ?? '';
  return ownOffer ? (
    <Trans>
      Your enrollment is successful, but the {deviceName} was not approved. The {price} you paid for
      it has been returned.
    </Trans>
  ) : (
    <Trans>
      Your enrollment is successful, but the tablet was not approved. The {amount} USD tablet cost
      has been returned.
    </Trans>
  );
}

export function EnrolledIn({ order }: { order: OrderDetails }) {
  const { i18n } = useLingui();
  const text = useProfileText();
  const program = text(programShortName);
  const price = formatMoney(device?.copay ?? 0, i18n.locale);
  const deviceName = device?.name ?? '';
  if (order.kind === 'transfer')
    return <Trans>Transfer of your {program} benefit to our free plan</Trans>;
  if (ownOffer) {
    return order.withTablet ? (
      <Trans>
        Free {program} plan, with the {deviceName} ({price}, paid once)
      </Trans>
    ) : (
      <Trans>Free {program} plan, without a device</Trans>
    );
  }
  return order.withTablet ? (
    <Trans>
      Free {program} plan, with a tablet (one-time co-pay of {price})
    </Trans>
  ) : (
    <Trans>Free {program} plan, without a tablet</Trans>
  );
}
