import { type ComponentType, useEffect, useState } from 'react';
import { onFirstToast } from '../lib/notify';

type ToasterComponent = ComponentType<{
  position: 'top-center';
  toastOptions: { duration: number };
}>;

/**
 * react-hot-toast's Toaster, fetched with the first toast: no page shows one before someone
 * does something, so its 5 kB stay out of every page's first load (issue 6 §4). The toast
 * itself waits in the library's store and shows as soon as this mounts.
 */
export function ToastOutlet() {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let current = true;
    onFirstToast(() => {
      import('react-hot-toast').then(
        (module) => current && setToaster(() => module.Toaster as ToasterComponent),
        () => undefined,
      );
    });
    return () => {
      current = false;
    };
  }, []);
  // A §2: top centre, 3 seconds, no progress bar.
  return Toaster ? <Toaster position="top-center" toastOptions={{ duration: 3000 }} /> : null;
}
