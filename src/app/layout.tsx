import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastOutlet } from './toast-outlet';

export function Layout() {
  // A prerendered page paints before its code has run: until React has taken it over, its
  // buttons and forms would do nothing (or submit natively, the answers in the URL), so the
  // page is shown but not yet operable — for about a second on a slow phone.
  const ready = useHydrated();
  return (
    <div className="app-frame" inert={!ready}>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastOutlet />
    </div>
  );
}
