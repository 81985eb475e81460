import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ApiFailure } from '../../../machines/flow-types';
import { ZipForm } from '../../features/coverage/zip-form';
import { LoadFailure } from '../../lib/retry-load';
import { siteReplaced } from '../../lib/site-replaced';

// DEC-156: a fresh tab's first form page. The machine, xstate and the API client are a third of
// the flow's first load and nothing on this page needs them until its button is pressed, so
// the page is drawn and answered without them; they are fetched when the applicant starts
// answering, and the answer is handed to the machine, which takes over from there.

type FlowModule = typeof import('./flow-screen');

let fetching: Promise<FlowModule> | undefined;

/** The flow's code (the machine, the page table, the API client): fetched once. */
function fetchFlow(load: () => Promise<unknown>): Promise<FlowModule> {
  fetching ??= Promise.all([import('./flow-screen'), load()]).then(
    async ([flow]) => {
      // The coverage call and the two pages that can follow it: the next step, whatever the
      // answer (DEC-157).
      await flow.prefetchFromZipEntry();
      return flow;
    },
    (error: unknown) => {
      // A weak line: the next attempt fetches again.
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}

const NOT_FETCHED: ApiFailure = { kind: 'network' };

export interface ZipEntryProps {
  /** Fetches the flow's page and its catalog (the route's loader). */
  loadFlow: () => Promise<unknown>;
  /** The machine has the answer: the flow draws from here on. */
  onHandOver: () => void;
}

export function ZipEntry({ loadFlow, onHandOver }: ZipEntryProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  // After a deploy the flow's code is gone for good: the page's boundary says the site was
  // updated and offers a reload (DEC-188).
  const [gone, setGone] = useState<LoadFailure | null>(null);
  if (gone) throw gone;

  // The zip page's URL is the machine's (machines/screens.ts): no query. Stray parameters go,
  // as they would once the machine draws the page.
  useEffect(() => {
    if (search) navigate(pathname, { replace: true });
  }, [navigate, pathname, search]);

  // The applicant starts answering (a field or the button gets focus, or a tap): what the
  // answer needs is fetched while they type, never on arrival alone.
  useEffect(() => {
    // The page's own area: the header's links and language switch are not an answer.
    const element = document.getElementById('main');
    if (!element) return;
    const start = (event: Event) => {
      if (event.type === 'focusin' && !(event.target as Element).matches('input, button')) return;
      fetchFlow(loadFlow).catch(() => undefined);
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
    element.addEventListener('focusin', start);
    element.addEventListener('pointerdown', start);
    return () => {
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
  }, [loadFlow]);

  // The flow's code did not arrive: once the browser is back online it is fetched again, so
  // the next press carries on at once (issue 28 §11). The press itself is the applicant's.
  useEffect(() => {
    if (!failure) return;
    const again = () => void fetchFlow(loadFlow).catch(() => undefined);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failure, loadFlow]);

  const handOver = (zipCode: string) => {
    setBusy(true);
    setFailure(null);
    fetchFlow(loadFlow).then(
      (flow) => {
        flow.startWithZip(pathname, search, zipCode);
        onHandOver();
      },
      async (error: unknown) => {
        if (await siteReplaced(error)) {
          setGone(new LoadFailure(() => fetchFlow(loadFlow), error));
          return;
        }
        setBusy(false);
        setFailure(NOT_FETCHED);
      },
    );
  };

  return <ZipForm stored="" busy={busy} failure={failure} onZip={handOver} />;
}
