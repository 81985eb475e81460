import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { EnrolmentContext } from '../../machines/enrolment.machine';
import type { ProfileId } from '../../profiles/schema';
import { settingsModule } from './settings-module';
import { setupUser } from './user';

// A step rendered as a build with PROGRAM=acp or PROGRAM=lifeline renders it (issue 17,
// DEC-115). A test file that uses it unmocks the settings after each test:
// `afterEach(() => vi.doUnmock('virtual:carrier-settings'))`.

/** Words of the ACP that a Lifeline page must never show. */
export const ACP_WORDING =
  /\bACP\b|Affordable Connectivity|Conectividad Asequible|EBB|Enhanced Tribal/i;

/** The flow's screens as a build with PROGRAM=`program` renders them. */
export async function flowUnder(program: ProfileId) {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  return import('../render-flow');
}

/** Render the flow at `url`, in state `value`, as the build of `program` would. */
export async function renderStep(
  program: ProfileId,
  url: string,
  value: unknown,
  context: Partial<EnrolmentContext>,
  locale: 'en' | 'es' = 'en',
  actors: Record<string, unknown> = {},
) {
  const { renderFlow } = await flowUnder(program);
  const view = renderFlow(url, { actors } as never, {
    state: { value, context: { zipCode: '99501', ...context } },
    locale,
  });
  await screen.findByRole('heading', { level: 1 });
  return { view, user: setupUser() };
}
