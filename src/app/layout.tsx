import { Trans } from '@lingui/react/macro';
import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      {/* A §2: top centre, 3 seconds, no progress bar. */}
      <Toaster position="top-center" toastOptions={{ duration: 3000 }} />
    </>
  );
}
