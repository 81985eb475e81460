import { describe, expect, it } from 'vitest';
import type { Snapshot } from 'xstate';
import {
  FLOW_FORMAT,
  FLOW_LIFETIME_MS,
  loadFlow,
  saveFlow,
} from '../../../src/app/flow/flow-storage';

const snapshot = { status: 'active', value: 'idle' } as unknown as Snapshot<unknown>;

describe('flow storage (D14)', () => {
  it('keeps the flow in sessionStorage, never in localStorage', () => {
    saveFlow(snapshot, 1000);
    expect(loadFlow(1000)).toEqual({ kind: 'kept', snapshot });
    expect(localStorage.length).toBe(0);
  });

  it('forgets a flow untouched for more than 72 minutes', () => {
    saveFlow(snapshot, 0);
    expect(loadFlow(FLOW_LIFETIME_MS)).toEqual({ kind: 'kept', snapshot });
    expect(loadFlow(FLOW_LIFETIME_MS + 1)).toEqual({ kind: 'expired' });
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the form it was kept in beside it (D60)', () => {
    saveFlow(snapshot, 1000);
    expect(JSON.parse(sessionStorage.getItem('acp.flow') ?? '')).toEqual({
      savedAt: 1000,
      format: FLOW_FORMAT,
      snapshot,
    });
  });

  it('survives a corrupt entry', () => {
    sessionStorage.setItem('acp.flow', '{not json');
    expect(loadFlow()).toEqual({ kind: 'unreadable' });
    expect(sessionStorage.length).toBe(0);
  });
});
