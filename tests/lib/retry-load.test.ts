// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure, loadOnce } from '../../src/lib/retry-load';

describe('issue 28 §11: a load that failed is not remembered', () => {
  it('fetches again after a failure, and once here keeps what arrived', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('page');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Failed to fetch');
    await expect(once()).resolves.toBe('page');
    await expect(once()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between callers while it is on its way', async () => {
    let arrive: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const once = loadOnce(load);
    const [first, second] = [once(), once()];
    arrive('page');
    await expect(Promise.all([first, second])).resolves.toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('carries the retry of what did not arrive', async () => {
    const retry = vi.fn(async () => 'page');
    const failure = new LoadFailure(retry);
    expect(failure).toBeInstanceOf(Error);
    await expect(failure.retry()).resolves.toBe('page');
  });
});
