// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepCodeCharacters, spreadCode } from '../../../src/features/samples/verification-code';

describe('verification code helpers', () => {
  it('keeps only A–Z and 0–9, upper-cased', () => {
    expect(keepCodeCharacters(' ab-12 c9!é')).toBe('AB12C9');
  });

  it('spreads a code over six boxes from the first, cutting what is too long', () => {
    expect(spreadCode('x1')).toEqual(['X', '1', '', '', '', '']);
    expect(spreadCode('Code: 123-4567')).toEqual(['C', 'O', 'D', 'E', '1', '2']);
    expect(spreadCode('---')).toEqual(['', '', '', '', '', '']);
  });
});
