import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import {
  dismissExpiryNotice,
  expiryNoticeShown,
  subscribeExpiryNotice,
} from './expiry-notice-store';
import { FLOW_LIFETIME_MS } from './flow-storage';

/**
 * D32, D60: says that the answers were deleted, and why, and stays until dismissed. The status region is
 * always in the page, so a screen reader announces the text when it arrives.
 */
export function ExpiryNotice() {
  const { t } = useLingui();
  const shown = useSyncExternalStore(subscribeExpiryNotice, expiryNoticeShown, () => null);
  const minutes = FLOW_LIFETIME_MS / 60_000;
  const dismiss = () => {
    dismissExpiryNotice();
    // The button goes away with the notice: focus goes to the page's heading, not the body.
    document.getElementById('main-heading')?.focus();
  };
  return (
    <div className={shown ? 'notice expiry-notice' : undefined}>
      <div role="status">
        {shown === 'expired' && (
          <p className="expiry-notice__text">
            <Trans>
              For your privacy, your answers were deleted because nothing changed for {minutes}{' '}
              minutes. Please start again.
            </Trans>
          </p>
        )}
        {shown === 'unreadable' && (
          <p className="expiry-notice__text">
            <Trans>
              This site was updated and could not read the answers saved in this browser tab, so
              they were deleted: please start again.
            </Trans>
          </p>
        )}
      </div>
      {shown && (
        <button type="button" className="link-button expiry-notice__dismiss" onClick={dismiss}>
          {t`Dismiss this message`}
        </button>
      )}
    </div>
  );
}
