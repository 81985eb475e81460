import { planCard } from 'virtual:carrier-settings';
import { useProfileText } from '../../i18n/profile-text';
import { planAmount, useAmountText } from '../programs/amount-text';
import { dataLineParts } from './plan-card-text';

/**
 * A §9's plan card, as the carrier's settings describe it (`planCard`). The Tribal line (D25)
 * shows only when the carrier offers one; the data allowance follows the first feature (the
 * network), where A §9 puts it. Where the program's amount depends on the service (D50), a line
 * says what it takes off this plan: the plan's service's amount, the Tribal one for an
 * applicant on Tribal lands (`unlimited`: D25's Tribal applicant).
 */
export function PlanCard({ unlimited }: { unlimited: boolean }) {
  const text = useProfileText();
  const amountText = useAmountText();
  const amount = planAmount();
  const tribal = unlimited ? planCard.tribalData : null;
  const data = tribal ?? planCard.data;
  const [first, ...rest] = planCard.features;
  const { before, after } = dataLineParts(text(data.label));
  return (
    <section className="card plan-card" aria-labelledby="plan-card-title">
      <h2 id="plan-card-title">{text(planCard.title)}</h2>
      <p className="plan-card__price">{text(planCard.price)}</p>
      <p className="plan-card__note">{text(planCard.note)}</p>
      {amount && (
        <p className="plan-card__note">
          {amountText(unlimited ? amount.planLineTribal : amount.planLine)}
        </p>
      )}
      <ul className="plan-card__features">
        {first && <li>{text(first)}</li>}
        <li>
          {before}
          <strong>{text(data.amount)}</strong>
          {after}
        </li>
        {rest.map((feature) => (
          <li key={feature.en}>{text(feature)}</li>
        ))}
      </ul>
      {tribal && <p className="plan-card__note">{text(tribal.note)}</p>}
    </section>
  );
}
