import { benefit, planService } from 'virtual:carrier-settings';
import { useLingui } from '@lingui/react';
import type { Service, ServiceAmount, Text } from '../../../profiles/schema';
import { profileTextIn } from '../../i18n/profile-text';
import { formatMoney } from '../../lib/money';

// D50: a profile's texts name the monthly amounts as placeholders, never as figures of their
// own, so every page states the amounts of `benefit.byService`, and the amount of the carrier's
// plan (its `planCard.service`): `{broadband.monthly}`, `{voiceOnly.tribalMonthly}`,
// `{voiceOnly.until}`, `{plan.name}`, `{plan.monthly}`, … Pure but for the build's settings.

/** A placeholder: a service, or the carrier's plan, and one of its fields. */
export const AMOUNT_PLACEHOLDER =
  /\{(broadband|voiceOnly|plan)\.(name|monthly|tribalMonthly|until)\}/g;

type Field = 'name' | 'monthly' | 'tribalMonthly' | 'until';

/** The amounts by service and which one the carrier's plan is (null where none apply). */
export interface Amounts {
  byService: Readonly<Record<Service, ServiceAmount>> | null;
  plan: Service | null;
}

/** A day as the reader's language writes it: "November 30, 2027", "30 de noviembre de 2027". */
function longDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * `words` with its amount placeholders filled in `locale`. A placeholder with nothing to fill
 * it (a program that pays one amount, a date the rules do not set) is left as written, so a
 * test finds it rather than a reader finding a gap.
 */
export function fillAmounts(words: string, locale: string, amounts: Amounts): string {
  return words.replace(AMOUNT_PLACEHOLDER, (placeholder, which: string, field: Field) => {
    const service = which === 'plan' ? amounts.plan : (which as Service);
    const amount = service ? amounts.byService?.[service] : undefined;
    if (!amount) return placeholder;
    switch (field) {
      case 'name':
        return locale === 'es' ? amount.name.es : amount.name.en;
      case 'monthly':
      case 'tribalMonthly':
        return formatMoney(amount[field], locale, { cents: 'whenAny' });
      case 'until':
        return amount.until ? longDate(amount.until, locale) : placeholder;
    }
  });
}

/** The build's amounts: the profile's, with the service of the carrier's plan. */
export const BUILD_AMOUNTS: Amounts = { byService: benefit.byService, plan: planService };

/** The plan's amounts, or null where the program pays one amount whatever the service. */
export function planAmount(amounts: Amounts = BUILD_AMOUNTS): ServiceAmount | null {
  return amounts.plan ? (amounts.byService?.[amounts.plan] ?? null) : null;
}

/** `useProfileText` with the amounts filled in: for the pages that state them. */
export function useAmountText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => fillAmounts(profileTextIn(text, i18n.locale), i18n.locale, BUILD_AMOUNTS);
}
