import { flowSavedAt } from './flow-storage';
import type { readKeptFlow } from './kept-flow';

// D60's reader (kept-flow.ts, 1.7 kB gzip) is needed only where a flow is kept in the tab: it
// comes beside the flow's code when the route loads it, and a fresh tab (the status lookup
// opened from the information site) never fetches it.

let reader: typeof readKeptFlow | undefined;

/** The reader, once fetched (always, before a flow kept in the tab is started). */
export const keptFlowReader = (): typeof readKeptFlow | undefined => reader;

/** Fetches the reader when the tab keeps a flow; the flow's route awaits it with its code. */
export async function loadKeptFlowReader(): Promise<void> {
  if (reader || flowSavedAt() === null) return;
  reader = (await import('./kept-flow')).readKeptFlow;
}
