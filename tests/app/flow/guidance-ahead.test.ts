// DEC-150: a failure's words are fetched before the call whose failure would show them, so a
// failure on a weak line has them, and its box does not grow under the applicant's finger.
import { expect, it, vi } from 'vitest';
import { prefetchFromZipEntry } from '../../../src/app/flow/flow-screen';

const guidance = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('../../../src/shared/guidance/lazy-guidance', async (original) => ({
  ...(await original<typeof import('../../../src/shared/guidance/lazy-guidance')>()),
  prefetchGuidance: guidance.prefetch,
}));

it('the zip entry fetches the failure guidance with the coverage call', async () => {
  await prefetchFromZipEntry();
  expect(guidance.prefetch).toHaveBeenCalledTimes(1);
});
