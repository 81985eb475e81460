// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { checkCoverage } from '../../../../src/app/flow/calls/check-coverage';

describe('checkCoverage', () => {
  it('asks the provider about the state that holds the zip', async () => {
    const isSupported = vi.fn(async (state: string) => state === 'NY');
    await expect(checkCoverage({ zipCode: '10001' }, isSupported)).resolves.toEqual({
      zipCode: '10001',
      state: 'NY',
      served: true,
    });
    await expect(checkCoverage({ zipCode: '99501' }, isSupported)).resolves.toEqual({
      zipCode: '99501',
      state: 'AK',
      served: false,
    });
    expect(isSupported.mock.calls).toEqual([['NY'], ['AK']]);
  });

  it('does not call the provider for a zip outside every range', async () => {
    const isSupported = vi.fn(async () => true);
    await expect(checkCoverage({ zipCode: '09001' }, isSupported)).resolves.toEqual({
      zipCode: '09001',
      state: null,
      served: false,
    });
    expect(isSupported).not.toHaveBeenCalled();
  });
});
