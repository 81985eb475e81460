import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsModule } from '../support/settings-module';

// D34 per profile: the closed ACP says so, in the page's language; open Lifeline says nothing.
async function renderNotice(program: 'acp' | 'lifeline', locale: 'en' | 'es') {
  vi.resetModules();
  vi.doMock('virtual:carrier-settings', () => settingsModule(program));
  const { ProgramNotice } = await import('../../src/components/program-notice');
  const { renderWithI18n } = await import('./render-i18n');
  return renderWithI18n(<ProgramNotice />, locale);
}

describe('ProgramNotice', () => {
  afterEach(() => vi.doUnmock('virtual:carrier-settings'));

  it('tells an ACP applicant the program closed, in English', async () => {
    await renderNotice('acp', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(
      /stopped taking new applications on February 7, 2024/i,
    );
  });

  it('tells an ACP applicant the program closed, in Spanish', async () => {
    await renderNotice('acp', 'es');
    expect(screen.getByRole('note')).toHaveTextContent(
      /dejó de aceptar solicitudes nuevas el 7 de febrero de 2024/i,
    );
  });

  it('says nothing under Lifeline, which is open', async () => {
    const { container } = await renderNotice('lifeline', 'en');
    expect(container).toBeEmptyDOMElement();
  });
});
