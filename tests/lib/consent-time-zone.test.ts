// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentTimeZoneId, usDateAfter } from '../../machines/requests/consent-time';

describe('consent time zone ids (D20)', () => {
  it.each([
    ['Pacific/Samoa', 2],
    ['Pacific/Honolulu', 3],
    ['America/Anchorage', 4],
    ['America/Juneau', 4],
    ['America/Los_Angeles', 5],
    ['America/Phoenix', 6],
    ['America/Denver', 8],
    ['America/Chicago', 10],
    ['America/New_York', 14],
    ['America/Indiana/Indianapolis', 15],
    ['America/Indiana/Vevay', 15],
    ['Pacific/Guam', 69],
    ['Pacific/Port_Moresby', 69],
    ['UTC', 87],
    ['Pacific/Pago_Pago', 112],
    ['Pacific/Midway', 112],
    ['Europe/Madrid', 87],
    [undefined, 87],
  ])('%s → %i', (zone, id) => {
    expect(consentTimeZoneId(zone)).toBe(id);
  });

  it('counts 15 days ahead across a month end and a leap day', () => {
    expect(usDateAfter(new Date(2028, 1, 20), 15)).toBe('03/06/2028');
    expect(usDateAfter(new Date(2026, 11, 25), 15)).toBe('01/09/2027');
  });
});
