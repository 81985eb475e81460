import { PrivacyPage } from '../features/privacy/privacy-page';
import { forgetReferralCode } from '../lib/referral-code';
import { FLOW_LIFETIME_MS, wipeFlow } from './flow/flow-storage';
import { forgetAllIntentKeys } from './flow/intent-keys';

/** Everything this site keeps in the tab's sessionStorage; the language choice stays. */
export function clearStoredAnswers(): void {
  wipeFlow();
  forgetAllIntentKeys();
  forgetReferralCode();
}

/**
 * The privacy page with the app's own storage: features do not reach into the app layer
 * (tests/architecture), so the page is handed the clearing code and the lifetime.
 */
export function PrivacyRoute() {
  return (
    <PrivacyPage
      lifetimeMinutes={FLOW_LIFETIME_MS / 60_000}
      clearStoredAnswers={clearStoredAnswers}
    />
  );
}
