import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsModule } from '../../support/settings-module';

// Issue 17's rule on the privacy notice: the program's name comes from the profile.
async function renderPrivacy(program: 'acp' | 'lifeline', locale: 'en' | 'es') {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  const { PrivacyPage } = await import('../../../src/features/privacy/privacy-page');
  const { MemoryRouter } = await import('react-router-dom');
  const { renderWithI18n } = await import('../../components/render-i18n');
  return renderWithI18n(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
    locale,
  );
}

describe('the privacy notice under each program profile', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  it('names Lifeline, and never the ACP, in a Lifeline build', async () => {
    const { container } = await renderPrivacy('lifeline', 'en');
    expect(screen.getByText(/apply for Lifeline/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\bACP\b|Affordable Connectivity/);
  });

  it('names Lifeline in Spanish too', async () => {
    const { container } = await renderPrivacy('lifeline', 'es');
    expect(screen.getByText(/solicitar Lifeline/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\bACP\b|Conectividad Asequible/);
  });
});
