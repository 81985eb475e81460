// The JavaScript heap at the end of a whole application (issue 18 §4, issue 30): a fresh tab
// walks the application to the order's confirmation (scripts/flow-walk.ts), the network
// quiets, and CDP reads the page's heap (Runtime.getHeapUsage: usedSize) after a forced
// collection (HeapProfiler.collectGarbage): what the application keeps. Before any collection
// the reading turned on where V8's last scavenge fell, so it is not read (issue 30). The walk
// is driven over the DevTools protocol alone, so no script of the driver's shares the heap
// (DEC-170). Run by `npm run measure`.
import type { Browser, Page } from '@playwright/test';
import type { ProfileId } from '../profiles/schema';
import { walkApplication } from './flow-walk';
import { type HeapSnapshot, type HeapSummary, summarize } from './heap-snapshot';
import { type Bytes, launchBrowser, newPage, quiet, scriptBytes } from './page-weight';

/** The heap after a forced collection at the end of the walk (bytes), and every script the walk fetched (gzip, a cold cache). */
export interface WalkEnd {
  heap: number;
  scripts: Bytes;
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/**
 * Each reading in a browser of its own: the pages of one site share a renderer process, whose
 * heap is one, so garbage left by earlier pages of a run (the byte figures' loads) would be
 * counted as this application's.
 */
async function inFreshBrowser<T>(read: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await read(browser);
  } finally {
    await browser.close();
  }
}

/** One whole application in a fresh tab of a fresh browser, driven over CDP, then its heap. */
export function heapAtEnd(origin: string, program: ProfileId): Promise<WalkEnd> {
  return inFreshBrowser((browser) => walkAndRead(browser, origin, program));
}

/** The same walk, then a heap snapshot after a forced collection, summed up by kind (`-- --snapshot`). */
export function snapshotAtEnd(origin: string, program: ProfileId): Promise<HeapSummary> {
  return inFreshBrowser(async (browser) => {
    const page = await walkedPage(browser, origin, program);
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const chunks: string[] = [];
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      await cdp.detach();
      return summarize(JSON.parse(chunks.join('')) as HeapSnapshot);
    } finally {
      await page.context().close();
    }
  });
}

async function walkedPage(browser: Browser, origin: string, program: ProfileId): Promise<Page> {
  const page = await newPage(browser, origin);
  await walkApplication(page, origin, program, 'cdp');
  // The walk ends with the order's lookup under way (the generated paths' driver answers
  // only the calls the model picks): the scripts and pages settle around it.
  await quiet(page);
  return page;
}

async function walkAndRead(browser: Browser, origin: string, program: ProfileId): Promise<WalkEnd> {
  const page = await walkedPage(browser, origin, program);
  try {
    // The heap first: reading the scripts runs Playwright's evaluation helper in the page.
    const heap = await heapAfterGc(page);
    // A fresh browser's cache is empty: each script the application needed, fetched once.
    return { heap, scripts: await scriptBytes(page) };
  } finally {
    await page.context().close();
  }
}
