import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { activateLocale, initialLocale } from './i18n/locale';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The language is chosen first, so the router's page loaders fetch that language's catalog;
// the common catalog, the page's code and the page's catalog then arrive side by side.
const languageReady = activateLocale(initialLocale());
const router = createBrowserRouter(routes);
await languageReady;

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
