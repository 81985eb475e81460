import { afterAll, afterEach, vi } from 'vitest';

// Most test files run one after another in a shared worker, with one window and the libraries
// loaded once (vitest.config.ts, the `shared` project). Each file still starts as in a worker
// of its own: our modules evaluated afresh (their singletons, the lazily loaded parts not yet
// loaded), and an empty page, no cookie, no storage, at the site's root.
vi.resetModules();
afterAll(async () => {
  vi.useRealTimers();
  // A page loaded on demand that is still arriving when a file ends would otherwise finish
  // after the next file's reset, and that file would hold two copies of what it imports.
  await vi.dynamicImportSettled();
});

/** The page as the test DOM opens it: no attributes, nothing in the head or the body, no cookie. */
function freshPage() {
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test DOM has no Cookie Store API
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  localStorage.clear();
}

// Node-environment tests (schemas, machines, API client, sandbox) have no DOM: they skip
// Testing Library and jest-dom, which cost each of those files about a tenth of a second.
if (typeof document !== 'undefined') {
  freshPage();
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy…/waitFor give up after 1 s by default. On a loaded two-core CI machine, a step whose
  // first render imports a lazily loaded module (Vite transforms it on demand) took longer than
  // that once, and a correct page failed the run; 5 s still fails a page that never shows it.
  configure({ asyncUtilTimeout: 5000 });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
