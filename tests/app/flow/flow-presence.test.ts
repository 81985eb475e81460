import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TAB_KEYS } from '../../../src/lib/tab-storage';

// A fresh module for each case: whether the machine started is module state.
async function presence() {
  vi.resetModules();
  const module = await import('../../../src/app/flow/flow-presence');
  const storage = await import('../../../src/lib/tab-storage');
  return { ...module, forgetTab: storage.forgetTab };
}

describe('a fresh start (DEC-156)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is a tab with no machine and no kept answers', async () => {
    const { isFreshStart } = await presence();
    expect(isFreshStart()).toBe(true);
  });

  it('is not a tab whose machine has started, until the privacy page forgets it', async () => {
    const { isFreshStart, noteFlowStarted, forgetTab } = await presence();
    noteFlowStarted();
    expect(isFreshStart()).toBe(false);
    forgetTab();
    expect(isFreshStart()).toBe(true);
  });

  it('is not a tab that kept answers from an earlier visit', async () => {
    sessionStorage.setItem(TAB_KEYS.flow, JSON.stringify({ savedAt: Date.now(), snapshot: {} }));
    const { isFreshStart } = await presence();
    expect(isFreshStart()).toBe(false);
  });
});
