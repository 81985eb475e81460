import { Trans } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastOutlet } from './toast-outlet';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastOutlet />
    </>
  );
}
