import { startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { canHydrate } from './app/first-render';
import { flowSavedAt } from './app/flow/flow-storage';
import { preloadPage } from './app/routes';
import { activateLocale, initialLocale } from './i18n/locale';
// One stylesheet for the whole site, in this order (later files refine earlier ones): the
// page-specific parts are 2 kB gzip together, and one file lets a prerendered page carry all
// of its styles inline, so it paints as soon as its HTML arrives (scripts/prerender.ts).
import './styles/app.css';
import './styles/information.css';
import './styles/blog.css';
import './styles/contact.css';
import './styles/samples.css';
import './styles/enrolment.css';
import './styles/agreement.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Opt-in live Stately inspector (README): `import.meta.env.DEV` is false in a build, so the
// inspector never reaches the production bundle.
if (import.meta.env.DEV && import.meta.env.VITE_STATELY_INSPECT === 'true') {
  const { startStatelyInspector } = await import('./app/flow/stately-inspector');
  startStatelyInspector();
}

// Nothing is drawn before the saved language's common catalog and the page's own code and
// catalog are here (fetched side by side), so the first render is the whole page, in the
// right language, in one commit; a prerendered page stays on show meanwhile.
const locale = initialLocale();
// React DOM is a chunk of its own (index.html preloads it): evaluating it apart from the rest
// of the app splits the longest task of a slow phone's first load in two (TBT).
const reactDom = import('react-dom/client');
await Promise.all([activateLocale(locale), preloadPage(window.location.pathname)]);
const { createRoot, hydrateRoot } = await reactDom;

const app = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);
const visit = {
  locale,
  pathname: window.location.pathname,
  search: window.location.search,
  flowStored: flowSavedAt() !== null,
};
// In a transition, React draws (or takes over) the page in slices of a few milliseconds,
// so a slow phone never has the main thread blocked for the whole first render (TBT).
startTransition(() => {
  if (canHydrate({ ...root.dataset }, visit)) {
    hydrateRoot(root, app);
  } else {
    // Whatever was prerendered (another language, another screen) is replaced.
    createRoot(root).render(app);
  }
});
