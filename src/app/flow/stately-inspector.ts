import { createBrowserInspector } from '@statelyai/inspect';
import { setInspector } from './enrolment-actor';

// Development only (`npm run dev:inspect`): main.tsx imports this module behind
// `import.meta.env.DEV`, so neither it nor @statelyai/inspect is ever in a production build.
// The inspector opens stately.ai/inspect in a new window and shows the live machine there.
export function startStatelyInspector(): void {
  setInspector(createBrowserInspector().inspect);
}
