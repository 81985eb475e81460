import { describe, expect, it } from 'vitest';
import { saveFlow } from '../../../src/app/flow/flow-storage';
import { keptFlowReader, loadKeptFlowReader } from '../../../src/app/flow/kept-flow-reader';

// D60's reader comes only where a flow is kept: a fresh tab's flow page does without it.
describe('the kept flow’s reader', () => {
  it('is not fetched for a fresh tab, and is once the tab keeps a flow', async () => {
    await loadKeptFlowReader();
    expect(keptFlowReader()).toBeUndefined();
    saveFlow({ status: 'active' } as never);
    await loadKeptFlowReader();
    expect(keptFlowReader()).toBeTypeOf('function');
  });
});
