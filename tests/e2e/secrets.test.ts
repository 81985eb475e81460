import { describe, expect, it } from 'vitest';
import { holdsSecret, secretsIn } from '../../e2e/secrets';

describe('holdsSecret', () => {
  it('finds the SSN digits however they are stored or shown', () => {
    expect(holdsSecret('{"ssn4":"7391"}', '7391')).toBe(true);
    expect(holdsSecret('ssn4=7391&x=1', '7391')).toBe(true);
    expect(holdsSecret('SSN ending 7391.', '7391')).toBe(true);
    expect(holdsSecret('7391', '7391')).toBe(true);
  });

  it('does not take digits inside a longer number, a code or a UUID for them', () => {
    // The cookie that failed CI: its expiry happened to hold the digits.
    expect(holdsSecret('"expires":1827007499.667391,', '7391')).toBe(false);
    expect(holdsSecret('ORD-73912044', '7391')).toBe(false);
    expect(holdsSecret('9f1c7391-2b4e-4a11-8c0d-0e7391ab44c2', '7391')).toBe(false);
    expect(holdsSecret('1795439273910', '7391')).toBe(false);
  });

  it('searches any other secret as it is', () => {
    expect(holdsSecret('{"tribalId":"TRB-58213-QX"}', 'TRB-58213-QX')).toBe(true);
    expect(holdsSecret('AnaQwert', 'Ana')).toBe(true);
    expect(holdsSecret('a.b', '.')).toBe(true);
    expect(holdsSecret('ab', '.')).toBe(false);
  });

  it('names every secret a text holds', () => {
    expect(secretsIn('Ana, 7391, 12345', ['Ana', '7391', '2345', 'Diaz'])).toEqual(['Ana', '7391']);
  });
});
