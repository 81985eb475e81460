import { afterEach } from 'vitest';

// Node-environment tests (schemas, machines, API client, sandbox) have no DOM: they skip
// Testing Library and jest-dom, which cost each of those files about a tenth of a second.
if (typeof document !== 'undefined') {
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
