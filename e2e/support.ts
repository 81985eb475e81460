import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A/AA: nothing serious or critical may be found on a page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Arm a sandbox fault for the next call(s) to `path` (docs/sandbox.md). */
export async function armFault(
  page: Page,
  fault: { path: string; fault: string; times?: number; latencyMs?: number },
) {
  const response = await page.request.post('/api/_sandbox/faults', {
    data: { times: 1, ...fault },
  });
  expect(response.ok()).toBe(true);
}

export async function clearFaults(page: Page) {
  await page.request.delete('/api/_sandbox/faults');
}
