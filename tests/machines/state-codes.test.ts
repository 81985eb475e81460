// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStateCode as isAnswerState, STATE_CODES } from '../../machines/answers/state-codes';
import { isStateCode, US_STATES } from '../../src/shared/address/us-states';

describe('the state codes an answer may hold', () => {
  it('are the ones the state selectors offer, no more and no fewer', () => {
    expect([...STATE_CODES].sort()).toEqual(US_STATES.map((state) => state.code).sort());
  });

  it('refuse a code of no state, as the pages do', () => {
    for (const code of ['ZZ', 'ny', '', 'NYC']) {
      expect(isAnswerState(code)).toBe(false);
      expect(isStateCode(code)).toBe(false);
    }
  });
});
