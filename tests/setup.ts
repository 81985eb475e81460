import { afterEach } from 'vitest';

// Node-environment tests (schemas, machines, API client, sandbox) have no DOM: they skip
// Testing Library and jest-dom, which cost each of those files about a tenth of a second.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
