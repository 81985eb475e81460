import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { informationPaths } from '../../../src/config/paths';
import { EligiblePage } from '../../../src/features/samples/eligible-page';
import { EligibleTabletPage } from '../../../src/features/samples/eligible-tablet-page';
import { EnrollmentResultPage } from '../../../src/features/samples/enrollment-result-page';
import { NotQualifiedPage } from '../../../src/features/samples/not-qualified-page';
import { RegistrationPage } from '../../../src/features/samples/registration-page';
import { ShippingDetailsPage } from '../../../src/features/samples/shipping-details-page';
import { VerificationCodePage } from '../../../src/features/samples/verification-code-page';
import { activateTestLocale } from '../../render-flow';

function CurrentUrl() {
  const location = useLocation();
  // Not an <output>: its status role would mix with the pages' own status messages.
  return <div data-testid="url">{location.pathname}</div>;
}

/** The sample pages at their routes, so a test can follow their Next and Back. */
export function renderSample(url: string, locale: 'en' | 'es' = 'en') {
  activateTestLocale(locale);
  const view = render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={informationPaths.registration} element={<RegistrationPage />} />
          <Route path={informationPaths.shippingDetails} element={<ShippingDetailsPage />} />
          <Route path={informationPaths.verificationCode} element={<VerificationCodePage />} />
          <Route path={informationPaths.enrollmentResult} element={<EnrollmentResultPage />} />
          <Route path={informationPaths.eligible} element={<EligiblePage />} />
          <Route path={informationPaths.eligibleTablet} element={<EligibleTabletPage />} />
          <Route path={informationPaths.notQualified} element={<NotQualifiedPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <CurrentUrl />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { ...view, url: () => view.getByTestId('url').textContent };
}
