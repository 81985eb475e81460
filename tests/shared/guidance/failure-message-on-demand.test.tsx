import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../../machines/flow-types';
import { activateLocale, loadCatalog } from '../../../src/i18n/locale';
import { useFailureMessage } from '../../../src/shared/guidance/lazy-guidance';

// Issue 30: the confirmation holds a failure's message for its order lookup; an application
// that goes well never shows one, so holding it fetches nothing until a failure asks.
const fetched = vi.hoisted(() => ({ guidance: false }));
vi.mock('../../../src/shared/guidance/guidance-view', async (original) => {
  fetched.guidance = true;
  return original();
});

function Message({ failure }: { failure: ApiFailure | null }) {
  const failureMessage = useFailureMessage();
  return <p>{failure ? failureMessage(failure) : 'All well'}</p>;
}

describe('useFailureMessage', () => {
  it('fetches the guidance only once a failure asks for its words', async () => {
    await activateLocale('en');
    await loadCatalog('flow');
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Message failure={null} />
      </I18nProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetched.guidance).toBe(false);

    rerender(
      <I18nProvider i18n={i18n}>
        <Message failure={{ kind: 'rejected', code: 'INVALID_TRIBAL_ID', message: 'x' }} />
      </I18nProvider>,
    );
    expect(screen.getByText('Something went wrong, please try again later')).toBeInTheDocument();
    await screen.findByText(/The Tribal ID you entered was not accepted/, {}, { timeout: 10_000 });
    expect(fetched.guidance).toBe(true);
  });
});
