import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlow } from '../../../render-flow';
import { application } from '../../../support/application-fixture';
import { setupUser } from '../../../support/user';

function onVerifyPage() {
  const user = setupUser();
  const view = renderFlow(
    '/VerifyPage?profileStep=6',
    {},
    {
      state: {
        value: { application: 'verify' },
        context: { zipCode: '87105', application },
      },
    },
  );
  return { user, view };
}

describe('an Edit link on the review focuses the field it changes (issue 16)', () => {
  it.each([
    [
      'Edit phone number',
      '/ContactInfoPage?profileStep=2',
      () => screen.getByLabelText('Phone number'),
    ],
    [
      'Edit e-mail address',
      '/ContactInfoPage?profileStep=2',
      () => screen.getByLabelText('E-mail address'),
    ],
    ['Edit name', '/PersonalInfoPage?profileStep=1', () => screen.getByLabelText('First name')],
    ['Edit tribal status', '/TribalStatusPage?profileStep=5', () => screen.getByRole('checkbox')],
  ])('“%s” lands on the field, not the heading', async (name, url, field) => {
    const { user, view } = onVerifyPage();
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(view.url()).toBe(url));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('asks once: the next page after that takes focus on its heading again', async () => {
    const { user, view } = onVerifyPage();
    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.url()).toBe('/VerifyPage?profileStep=6'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
