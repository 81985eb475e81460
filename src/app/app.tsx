import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { AppRoutes } from './routes';

/** The whole app inside a router: the browser's (main.tsx) or a fixed URL (prerender.tsx). */
export function App() {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppRoutes />
      </I18nProvider>
    </StrictMode>
  );
}
