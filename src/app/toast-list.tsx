import type { resolveValue, useToaster } from 'react-hot-toast/headless';

/** The parts of react-hot-toast's headless module the list draws from. */
export type ToastStore = { useToaster: typeof useToaster; resolveValue: typeof resolveValue };

/**
 * The toasts of react-hot-toast's headless store, drawn by us and styled by src/styles/app.css:
 * its own Toaster styles through goober, which writes a <style> element at run time that a CSP
 * without 'unsafe-inline' refuses (DEC-095). A §2: top centre, 3 seconds, no progress bar;
 * hovering holds the timers, as the library's Toaster did. The store comes in as a prop, fetched
 * with the first toast (src/app/toast-outlet.tsx).
 */
export function ToastList({ store }: { store: ToastStore }) {
  const { toasts, handlers } = store.useToaster({ duration: 3000 });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the toasts' timers
    <div className="toaster" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((toast) => (
        <div key={toast.id} className="toast" data-type={toast.type} data-visible={toast.visible}>
          {toast.type === 'success' || toast.type === 'error' ? (
            <span className="toast-icon" aria-hidden="true" />
          ) : null}
          <div className="toast-message" {...toast.ariaProps}>
            {store.resolveValue(toast.message, toast)}
          </div>
        </div>
      ))}
    </div>
  );
}
