// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stateForZip, ZIP_RANGES } from '../../../src/features/coverage/zip-ranges';
import { isStateCode, US_STATES } from '../../../src/shared/address/us-states';

describe('ZIP_RANGES', () => {
  it('has well-formed 5-digit ranges with unique ids', () => {
    for (const r of ZIP_RANGES) {
      expect(r.zipMin).toBeGreaterThanOrEqual(0);
      expect(r.zipMax).toBeLessThanOrEqual(99999);
      expect(r.zipMin).toBeLessThanOrEqual(r.zipMax);
    }
    expect(new Set(ZIP_RANGES.map((r) => r.id)).size).toBe(ZIP_RANGES.length);
  });

  it('is sorted by zipMin and non-overlapping', () => {
    for (let i = 1; i < ZIP_RANGES.length; i++) {
      const prev = ZIP_RANGES[i - 1];
      const curr = ZIP_RANGES[i];
      if (!prev || !curr) throw new Error('unreachable');
      expect(curr.zipMin).toBeGreaterThan(prev.zipMax);
    }
  });

  it('uses only listed state codes, with matching names', () => {
    for (const r of ZIP_RANGES) {
      expect(isStateCode(r.shortcode)).toBe(true);
      expect(r.statename).toBe(US_STATES.find((s) => s.code === r.shortcode)?.name);
    }
  });

  it('gives every one of the 59 codes at least one range', () => {
    const covered = new Set(ZIP_RANGES.map((r) => r.shortcode));
    const missing = US_STATES.filter((s) => !covered.has(s.code)).map((s) => s.code);
    expect(missing).toEqual([]);
  });
});

describe('stateForZip', () => {
  it.each([
    ['10001', 'NY'],
    ['90210', 'CA'],
    ['60601', 'IL'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['96799', 'AS'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['96940', 'PW'],
    ['96941', 'FM'],
    ['96960', 'MH'],
    ['00601', 'PR'],
    ['00802', 'VI'],
    ['20500', 'DC'],
    ['20101', 'VA'],
    ['05501', 'MA'],
    ['73301', 'TX'],
    ['88510', 'TX'],
    ['39901', 'GA'],
    ['82001', 'WY'],
    ['59001', 'MT'],
    ['57001', 'SD'],
  ])('maps %s to %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  it.each([
    ['00000', 'unassigned'],
    ['00100', 'unassigned'],
    ['09001', 'military AE'],
    ['34001', 'military AA'],
    ['96201', 'military AP'],
  ])('returns null for %s (%s)', (zip) => {
    expect(stateForZip(zip)).toBeNull();
  });

  it.each(['1234', '123456', 'abcde', '', ' 10001', '1000a'])(
    'returns null for bad input %j',
    (zip) => {
      expect(stateForZip(zip)).toBeNull();
    },
  );
});
