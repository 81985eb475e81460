import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A/AA: nothing serious or critical may be found on a page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    // Axe's newer mode gathers its results in a blank page it opens for every check: that
    // page was two thirds of each check's time (about 0.5 s of 0.75 s here). The app has no
    // frames of its own, which is what that mode is for.
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only violations are read: leaving out the passes makes each run several times cheaper.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Answer this page's next `times` calls to `path` with a fault, as a gateway or a flaky line
 * would: `timeout` (the gateway's 504), `lost` (the sandbox does the work, then the answer is
 * lost to a 504: what idempotency keys are for), `500`, `malformed` or `string`. Done in this
 * page's own network layer, so tests running side by side never take each other's faults
 * (the sandbox's armed faults are shared by every client).
 */
export async function armFault(
  page: Page,
  fault: {
    path: string;
    fault: 'timeout' | 'lost' | '500' | 'malformed' | 'string';
    times?: number;
  },
) {
  let left = fault.times ?? 1;
  await page.route(`**/api${fault.path}`, async (route) => {
    if (left <= 0) return route.fallback();
    left -= 1;
    switch (fault.fault) {
      case 'lost':
        await route.fetch();
        return route.fulfill({ status: 504, json: { message: 'Endpoint request timed out' } });
      case 'timeout':
        return route.fulfill({ status: 504, json: { message: 'Endpoint request timed out' } });
      case '500':
        return route.fulfill({ status: 500, json: { message: 'Internal server error' } });
      case 'malformed':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"sta' });
      case 'string':
        return route.fulfill({ status: 403, json: 'Access is denied' });
    }
  });
}

/** What a page of a build under another profile than the ACP must never say (issue 17). */
export const ACP_WORDING = /\bACP\b|Affordable Connectivity|Conectividad Asequible|\bEBB\b/i;
