import { QualifiedOffer } from './qualified-offer';

/** /EligiblePage: "You qualify", the plan, and the Tribal benefit check. */
export function EligiblePage() {
  return <QualifiedOffer />;
}
