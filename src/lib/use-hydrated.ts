import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React is taking over a prerendered page (and while prerendering it), true
 * from the render straight after, and always true on a page drawn in the browser. React
 * reads the server value during hydration, then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
