import { describe, expect, it } from 'vitest';
import type { Snapshot } from 'xstate';
import { FLOW_LIFETIME_MS, loadFlow, saveFlow } from '../../../src/app/flow/flow-storage';

const snapshot = { status: 'active', value: 'idle' } as unknown as Snapshot<unknown>;

describe('flow storage (D14)', () => {
  it('keeps the flow in sessionStorage, never in localStorage', () => {
    saveFlow(snapshot, 1000);
    expect(loadFlow(1000)).toEqual(snapshot);
    expect(localStorage.length).toBe(0);
  });

  it('forgets a flow untouched for more than 72 minutes', () => {
    saveFlow(snapshot, 0);
    expect(loadFlow(FLOW_LIFETIME_MS)).toEqual(snapshot);
    expect(loadFlow(FLOW_LIFETIME_MS + 1)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('survives a corrupt entry', () => {
    sessionStorage.setItem('acp.flow', '{not json');
    expect(loadFlow()).toBeUndefined();
  });
});
