import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { ApiFailure, ResolutionDetails } from '../../../machines/flow-types';
import { requestCatalog } from '../../i18n/catalog-requests';
import { loadOnce } from '../../lib/retry-load';
import type { Guidance } from './failure-guidance';
import { failureHeadline, ProviderWords } from './failure-headlines';

// DEC-150: the guidance table, its panels and its ~90 messages (the `guidance` catalog) are one
// lazily loaded part: no flow page's first load carries them. They are fetched at idle before a
// provider call (failures follow calls, flow-screen.tsx) and at the latest when a failure
// shows; until they arrive the alert shows the failure's eager headline.

// The eager line of a failure and the provider's words are in failure-headlines.tsx.

async function importGuidance() {
  const [{ guidanceView }] = await Promise.all([
    import('./guidance-view'),
    requestCatalog('guidance'),
  ]);
  return guidanceView;
}

export type GuidanceParts = Awaited<ReturnType<typeof importGuidance>>;

let arrived: GuidanceParts | undefined;
const listeners = new Set<(parts: GuidanceParts) => void>();

/** The guidance and its catalog in the current language, fetched once (and again after a failed try). */
export const loadGuidance: () => Promise<GuidanceParts> = loadOnce(() =>
  importGuidance().then((parts) => {
    arrived = parts;
    for (const listener of listeners) listener(parts);
    return parts;
  }),
);

/** Starts the fetch without waiting for it (a lost connection is the caller's failure to show). */
export function prefetchGuidance(): void {
  if (!arrived) loadGuidance().catch(() => undefined);
}

/**
 * The guidance once it is here, redrawn when it arrives. `fetch`: ask for it now (a failure on
 * show); otherwise it waits for someone else to ask.
 */
export function useGuidance(fetch = true): GuidanceParts | undefined {
  const [parts, setParts] = useState(arrived);
  useEffect(() => {
    if (parts) return;
    if (arrived) {
      setParts(arrived);
      return;
    }
    listeners.add(setParts);
    if (!fetch) return () => listeners.delete(setParts);
    prefetchGuidance();
    // A failure's words that did not arrive are fetched again once the connection is back
    // (issue 28 §11); until then the alert keeps its eager line.
    window.addEventListener('online', prefetchGuidance);
    return () => {
      listeners.delete(setParts);
      window.removeEventListener('online', prefetchGuidance);
    };
  }, [parts, fetch]);
  return parts;
}

/**
 * The alert as it shows before the guidance arrives: our one eager line and the provider's
 * words, never empty.
 */
function Headline({
  message,
  providerMessage,
}: {
  message: MessageDescriptor;
  providerMessage: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <div className="notice notice--error" role="alert">
      <p>{i18n._(message)}</p>
      <ProviderWords message={providerMessage} />
    </div>
  );
}

/**
 * A failure box (GuidancePanel) whose guidance the caller picks from the tables once they are
 * here; `headline` is what it says meanwhile.
 */
export function LazyGuidancePanel({
  pick,
  headline,
  providerMessage,
  uploadHref,
}: {
  pick: (tables: GuidanceParts['tables']) => Guidance;
  headline: MessageDescriptor;
  providerMessage?: string | undefined;
  uploadHref?: string | undefined;
}) {
  const parts = useGuidance();
  if (!parts) return <Headline message={headline} providerMessage={providerMessage} />;
  const { GuidancePanel } = parts;
  return (
    <GuidancePanel
      guidance={pick(parts.tables)}
      providerMessage={providerMessage}
      uploadHref={uploadHref}
    />
  );
}

/** A failed provider call's box (D30), by its kind until the table can name its code. */
export function FailureGuidancePanel({ failure }: { failure: ApiFailure }) {
  return (
    <LazyGuidancePanel
      pick={(tables) => tables.failureGuidance(failure)}
      headline={failureHeadline(failure)}
      providerMessage={failure.kind === 'rejected' ? failure.message : undefined}
    />
  );
}

/**
 * PENDING_RESOLUTION's checklist (DEC-136), fetched when it shows; until it arrives, the page
 * around it already says where the application stands and holds the link.
 */
export function LazyResolutionChecklist({ resolution }: { resolution: ResolutionDetails }) {
  const parts = useGuidance();
  if (!parts) return null;
  const { ResolutionChecklist } = parts;
  return <ResolutionChecklist resolution={resolution} />;
}

/**
 * failureMessage() of failure-message.ts, with the failure's headline until it arrives. A page
 * that may show a failure (the confirmation's order lookup) holds it without fetching the
 * guidance: it is asked for the first time a failure's message is (issue 30).
 */
export function useFailureMessage(): (failure: ApiFailure) => string {
  const { i18n } = useLingui();
  const parts = useGuidance(false);
  return (failure) => {
    if (parts) return parts.failureMessage(i18n, failure);
    prefetchGuidance();
    return i18n._(failureHeadline(failure));
  };
}
