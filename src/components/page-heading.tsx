import { type ReactNode, useEffect, useRef } from 'react';

// A person who moves to a new screen hears its heading first (WCAG 2.4.3). On the very first
// page load focus stays where the browser put it, at the top of the document.
let isFirstScreen = true;

export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Read once per mount, so React's strict-mode second run of the effect agrees with the first.
  const first = useRef(isFirstScreen);
  useEffect(() => {
    if (first.current) {
      isFirstScreen = false;
      return;
    }
    ref.current?.focus();
  }, []);
  return (
    <h1 id="main-heading" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
