import { type ReactNode, useEffect, useRef } from 'react';
import { focusRequestedField } from '../lib/field-focus';

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
    // An Edit link that named a field (src/lib/field-focus.ts) sends focus there instead.
    if (focusRequestedField()) return;
    ref.current?.focus();
  }, []);
  return (
    <h1 id="main-heading" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
