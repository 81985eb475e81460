import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPage } from './app/routes';
import { activateLocale, initialLocale } from './i18n/locale';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Opt-in live Stately inspector (README): `import.meta.env.DEV` is false in a build, so the
// inspector never reaches the production bundle.
if (import.meta.env.DEV && import.meta.env.VITE_STATELY_INSPECT === 'true') {
  const { startStatelyInspector } = await import('./app/flow/stately-inspector');
  startStatelyInspector();
}

// Nothing is drawn before the saved language's common catalog and the page's own code and
// catalog are here (fetched side by side), so the first paint is the whole page, in the
// right language, in one commit.
await Promise.all([activateLocale(initialLocale()), preloadPage(window.location.pathname)]);

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  </StrictMode>,
);
