import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { enrolmentActor } from '../../../src/app/flow/enrolment-actor';
import { flowSavedAt, saveFlow } from '../../../src/app/flow/flow-storage';
import { intentKey } from '../../../src/app/flow/intent-keys';
import { AppRoutes, preloadPage } from '../../../src/app/routes';
import { SiteFooter } from '../../../src/app/site-footer';
import { PrivacyPage } from '../../../src/features/privacy/privacy-page';
import { activateLocale } from '../../../src/i18n/locale';
import { referralCode, rememberReferralCode } from '../../../src/lib/referral-code';
import { activateTestLocale, renderFlow } from '../../render-flow';
import { atStep } from '../../support/application-fixture';
import { renderPage } from '../information/render-page';

afterEach(() => sessionStorage.clear());

describe('the privacy notice (/PrivacyPage, issue 16 §5)', () => {
  it('says what is asked and why, where it goes, what the browser keeps and how to clear it', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'What we ask and why',
      'Where your information goes',
      'What your browser keeps, and for how long',
      'How to clear it',
    ]);
    expect(screen.getByText(/Your browser never stores them/)).toBeInTheDocument();
    expect(screen.getByText(/National Verifier, the government system/)).toBeInTheDocument();
    // D14's lifetime, from the storage code rather than written in the text.
    expect(screen.getByText(/deleted 72 minutes after your last change/)).toBeInTheDocument();
    expect(screen.getByText(/in a cookie that tells our server/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/ContactUsPage',
    );
  });

  it('is in Spanish for a Spanish reader', () => {
    renderPage(<PrivacyPage />, 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aviso de privacidad');
    expect(screen.getByText(/Su navegador nunca los guarda/)).toBeInTheDocument();
    expect(
      screen.getByText(/Se borran 72 minutos después de su último cambio/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Borrar mis respuestas de este navegador' }),
    ).toBeInTheDocument();
  });

  it('clears the stored answers, the sign-up codes and the partner code, and says so', () => {
    saveFlow({ status: 'active', output: undefined, error: undefined } as never);
    intentKey('enrol', { applicationId: 'A1' });
    rememberReferralCode('PARTNER42');
    localStorage.setItem('locale', 'en');
    renderPage(<PrivacyPage />);
    expect(flowSavedAt()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear my answers from this browser' }));

    expect(sessionStorage.getItem('acp.flow')).toBeNull();
    expect(sessionStorage.getItem('acp.intent-keys')).toBeNull();
    expect(referralCode()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    // The language choice is not personal and stays, as the page says.
    expect(localStorage.getItem('locale')).toBe('en');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your answers were deleted from this browser.',
    );
  });

  it('makes the running flow of the tab let go of its answers too', () => {
    activateTestLocale();
    const before = enrolmentActor();
    before.send({ type: 'route.visited', path: '/ZipCodePage', query: {} });
    expect(sessionStorage.getItem('acp.flow')).not.toBeNull();
    renderPage(<PrivacyPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear my answers from this browser' }));
    expect(before.getSnapshot().status).toBe('stopped');
    expect(sessionStorage.getItem('acp.flow')).toBeNull();
    const after = enrolmentActor();
    expect(after).not.toBe(before);
    expect(after.getSnapshot().context.zipCode).toBe('');
  });

  it('is a route of its own, linked from the footer', async () => {
    await activateLocale('en');
    await preloadPage('/PrivacyPage');
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/PrivacyPage']}>
          <AppRoutes />
          <SiteFooter />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Privacy policy' })[0]).toHaveAttribute(
      'href',
      '/PrivacyPage',
    );
  });

  it('is linked from the contact step, beside the consent', () => {
    renderFlow(
      '/ContactInfoPage?profileStep=2',
      {},
      {
        state: {
          value: { application: 'contactInfo' },
          context: {
            zipCode: '10001',
            coverage: { zipCode: '10001', state: 'NY', served: true },
            application: atStep('contactInfo'),
          },
        },
      },
    );
    expect(
      screen.getByRole('link', { name: 'How we use and keep your information (privacy notice)' }),
    ).toHaveAttribute('href', '/PrivacyPage');
  });
});
