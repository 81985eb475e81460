import { TAB_KEYS } from '../../lib/tab-storage';

// D57: a representative's RAD ID stays for the shift, in this tab's sessionStorage under a key
// of its own: never in the kept flow beside an applicant's answers, so wiping an applicant
// leaves it, and ending the shift (or the privacy page's clear) removes it.

const SHIFT_KEY = TAB_KEYS.representative;

/** The representative whose shift this tab is in, or '' for none. */
export function loadShift(): string {
  try {
    return sessionStorage.getItem(SHIFT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keep the shift's ID (or remove it, for ''), when it changed. */
export function saveShift(representative: string): void {
  try {
    if (representative === '') sessionStorage.removeItem(SHIFT_KEY);
    else if (sessionStorage.getItem(SHIFT_KEY) !== representative)
      sessionStorage.setItem(SHIFT_KEY, representative);
  } catch {
    // Storage blocked: the shift lasts as long as the page.
  }
}
