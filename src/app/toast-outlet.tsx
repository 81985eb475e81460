import { useEffect, useState } from 'react';
import { onFirstToast } from '../lib/notify';
import { ToastList, type ToastStore } from './toast-list';

/**
 * The toast list, drawn once the first toast fetches react-hot-toast's headless store: no page
 * shows one before someone does something, so the store stays out of every page's first load
 * (issue 6 §4). The toast itself waits in the store and shows as soon as this draws it. The
 * list is in the page's own bundle: a chunk of its own would split React's JSX runtime out of
 * the first load's chunks and make every page fetch two more files.
 */
export function ToastOutlet() {
  const [store, setStore] = useState<ToastStore | null>(null);
  useEffect(() => {
    let current = true;
    onFirstToast(() => {
      import('react-hot-toast/headless').then(
        (module) => current && setStore(module),
        () => undefined,
      );
    });
    return () => {
      current = false;
    };
  }, []);
  return store ? <ToastList store={store} /> : null;
}
