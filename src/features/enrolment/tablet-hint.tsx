import { Trans } from '@lingui/react/macro';

interface TabletHintProps {
  /** Refused by the provider (plan only), kept while the enrolment is sent again, or offered. */
  state: 'refused' | 'resending' | 'offered';
  /** The carrier's own device offer (D35) rather than a program's tablet with its co-pay. */
  ownOffer: boolean;
  tabletName: string;
  price: string;
  ownOfferTerms: string;
}

/** What the offer's device checkbox says under its label. */
export function TabletHint({ state, ownOffer, tabletName, price, ownOfferTerms }: TabletHintProps) {
  if (state === 'refused') {
    return ownOffer ? (
      <Trans>The device cannot be added to this enrolment, so this offer is not available.</Trans>
    ) : (
      <Trans>The tablet cannot be added to this enrolment, so this offer is not available.</Trans>
    );
  }
  if (state === 'resending') {
    return (
      <Trans>
        {tabletName}. Your choice is kept while we send your enrolment again, so it cannot be
        changed now.
      </Trans>
    );
  }
  return ownOffer ? (
    <Trans>
      {tabletName}. {ownOfferTerms} Your plan stays free.
    </Trans>
  ) : (
    <Trans>
      {tabletName}. You pay a one-time co-pay of {price}, and we ship the tablet to your address.
      Your plan stays free.
    </Trans>
  );
}
