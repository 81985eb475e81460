// The JavaScript heap at the end of a whole application (issue 18 §4): a fresh tab walks the
// application to the order's confirmation (scripts/flow-walk.ts), the network quiets, and
// CDP reads the page's heap (Runtime.getHeapUsage: usedSize) before any forced collection,
// then again after HeapProfiler.collectGarbage. Run by `npm run measure`. The walk is driven
// over the DevTools protocol alone, so that the heap read is the application's (DEC-170), or
// by Playwright's locators, whose script shares that heap, as issue 18 first measured it.
import type { Browser, Page } from '@playwright/test';
import type { ProfileId } from '../profiles/schema';
import { type Driver, walkApplication } from './flow-walk';
import { type Bytes, launchBrowser, newPage, quiet, scriptBytes, settle } from './page-weight';

export interface Heap {
  /** usedSize in bytes, as the page left it. */
  before: number;
  /** usedSize in bytes after a forced garbage collection. */
  after: number;
}

/** The heap at the end of the walk, and every script the walk fetched (gzip, a cold cache). */
export interface WalkEnd extends Heap {
  scripts: Bytes;
}

async function readHeap(page: Page): Promise<Heap> {
  const cdp = await page.context().newCDPSession(page);
  const used = async () =>
    ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  const before = await used();
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await used();
  await cdp.detach();
  return { before, after };
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

/** One whole application in a fresh tab of a fresh browser, driven `over`, then its heap. */
export function heapAtEnd(origin: string, program: ProfileId, over: Driver): Promise<WalkEnd> {
  return inFreshBrowser((browser) => walkAndRead(browser, origin, program, over));
}

async function walkAndRead(
  browser: Browser,
  origin: string,
  program: ProfileId,
  over: Driver,
): Promise<WalkEnd> {
  const page = await newPage(browser, origin);
  try {
    await walkApplication(page, origin, program, over);
    // The walk ends with the order's lookup under way (the generated paths' driver answers
    // only the calls the model picks): the scripts and pages settle around it.
    await quiet(page);
    // The heap first: reading the scripts runs Playwright's evaluation helper in the page.
    const heap = await readHeap(page);
    // A fresh browser's cache is empty: each script the application needed, fetched once.
    const scripts = await scriptBytes(page);
    return { ...heap, scripts };
  } finally {
    await page.context().close();
  }
}

/**
 * What Playwright's own script (the isolated world its locators run in) adds to that heap:
 * /ZipCodePage read with no locator, then after one locator query, both after a forced
 * collection. Printed beside the reading driven by Playwright.
 */
export function driverShare(origin: string): Promise<number> {
  return inFreshBrowser((browser) => readDriverShare(browser, origin));
}

async function readDriverShare(browser: Browser, origin: string): Promise<number> {
  const page = await newPage(browser, origin);
  try {
    await page.goto('/ZipCodePage');
    await settle(page);
    const without = (await readHeap(page)).after;
    await page.locator('main h1').first().textContent();
    const withDriver = (await readHeap(page)).after;
    return withDriver - without;
  } finally {
    await page.context().close();
  }
}
