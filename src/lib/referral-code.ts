import { TAB_KEYS } from './tab-storage';

// D4/D4a: the referral code is kept for the browser session, apart from the flow's data, so
// clearing the flow keeps it. It is a reseller's code, not personal data.
const REFERRAL_KEY = TAB_KEYS.referralCode;
const CODE_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;

export function rememberReferralCode(code: string): void {
  if (!CODE_PATTERN.test(code)) return;
  try {
    sessionStorage.setItem(REFERRAL_KEY, code);
  } catch {
    // Without storage the code is simply not sent.
  }
}

export function referralCode(): string | null {
  try {
    return sessionStorage.getItem(REFERRAL_KEY);
  } catch {
    return null;
  }
}
